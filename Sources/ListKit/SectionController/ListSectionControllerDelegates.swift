import Foundation

/// Supplies a section controller's supplementary views, such as headers and footers: ListKit's
/// `IGListSupplementaryViewSource`.
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
  /// The kinds of supplementary view the section has, such as
  /// `CollectionView.elementKindSectionHeader`.
  func supportedElementKinds() -> [String]
  /// The supplementary view of `elementKind` at `index`, dequeued from the collection context.
  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> CollectionReusableView
  /// The size of the supplementary view of `elementKind` at `index`.
  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize
}

/// Told when a section and its cells appear and disappear: ListKit's `IGListDisplayDelegate`.
@MainActor
public protocol ListDisplayDelegate: AnyObject {
  /// The section's first cell or supplementary view is about to appear.
  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  /// The section's last cell or supplementary view disappeared.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController)
  /// One of the section's cells is about to appear.
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int)
  /// One of the section's cells disappeared.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: CollectionViewCell, at index: Int)
}

/// Told when a section enters and leaves the working range, the sections just off screen:
/// ListKit's `IGListWorkingRangeDelegate`.
@MainActor
public protocol ListWorkingRangeDelegate: AnyObject {
  /// The section entered the working range.
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController)
  /// The section left the working range.
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController)
}

/// Told when the list scrolls while a section is visible: ListKit's `IGListScrollDelegate`.
@MainActor
public protocol ListScrollDelegate: AnyObject {
  /// The list scrolled.
  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController)
  /// The user started dragging the list.
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController)
  /// The user stopped dragging the list.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool)
  /// The list stopped moving after a drag; the default does nothing.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDecelerating sectionController: ListSectionController)
}

extension ListScrollDelegate {
  /// Does nothing.
  public func listAdapter(
    _ listAdapter: ListAdapter, didEndDecelerating sectionController: ListSectionController
  ) {}
}
