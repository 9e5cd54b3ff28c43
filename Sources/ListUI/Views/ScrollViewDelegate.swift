import Foundation

/// What a scroll view tells its delegate, as `UIScrollViewDelegate`. Every method has a default
/// that does nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// The user started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The user is about to stop dragging, at `velocity` (in points a millisecond, as UIKit's);
  /// the delegate may change where the content comes to rest through `targetContentOffset`.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The user stopped dragging; `decelerate` says whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated ``ScrollView/setContentOffset(_:animated:)`` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// Whether a scroll-to-top request may scroll; the default is `true`.
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  /// A scroll to the top finished.
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Leaves the target where it is.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Allows the scroll.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
