import Foundation
import Testing

@testable import ListKit

/// IGListKit's `IGListViewVisibilityTrackerTests.m`, case by case. The root of the hierarchy
/// stands in for the window: a root view holds a container, which holds the tracked view.
@MainActor
@Suite struct ViewVisibilityTrackerTests {
  let window = View()
  let containerView = View()
  let view = View()
  let tracker: ListViewVisibilityTracker

  init() {
    window.addSubview(containerView)
    containerView.addSubview(view)
    tracker = ListViewVisibilityTracker(view: view)
    // Past the early interval, so that a view that is not visible is not early.
    tracker.comparedDateOverride = tracker.dateCreated.addingTimeInterval(
      tracker.earlyTimeInterval + 1)
  }

  // MARK: Window

  @Test func test_whenOnWindow_thatVisible() {
    #expect(tracker.state == .maybeVisible)
  }

  @Test func test_whenNoWindow_thatNotVisible() {
    view.removeFromSuperview()
    #expect(tracker.state == .notVisible)
  }

  // MARK: Hidden

  @Test func test_whenOnWindow_hidden_thatNotVisible() {
    view.isHidden = true
    #expect(tracker.state == .notVisible)
  }

  @Test func test_whenOnWindow_parentHidden_thatNotVisible() {
    containerView.isHidden = true
    #expect(tracker.state == .notVisible)
  }

  // MARK: Alpha

  @Test func test_whenOnWindow_zeroAlpha_thatNotVisible() {
    view.alpha = 0
    #expect(tracker.state == .notVisible)
  }

  @Test func test_whenOnWindow_parentZeroAlpha_thatNotVisible() {
    containerView.alpha = 0
    #expect(tracker.state == .notVisible)
  }

  @Test func test_whenOnWindow_windowHidden_thatNotVisible() {
    window.isHidden = true
    #expect(tracker.state == .notVisible)
  }

  @Test func test_whenOnWindow_alphaVerySmall_thatNotVisible() {
    view.alpha = CGFloat(Float.ulpOfOne / 2)
    #expect(tracker.state == .notVisible)
  }

  @Test func test_whenOnWindow_alphaAtEpsilon_thatVisible() {
    view.alpha = CGFloat(Float.ulpOfOne)
    #expect(tracker.state == .maybeVisible)
  }

  // MARK: Early

  @Test func test_whenNoWindow_andEarly_thatNotVisibleEarly() {
    view.removeFromSuperview()
    tracker.earlyTimeInterval = 1
    tracker.comparedDateOverride = tracker.dateCreated
    #expect(tracker.state == .notVisibleEarly)
  }

  @Test func test_whenNoWindow_andEarly_withoutDateOverride_thatNotVisibleEarly() {
    let newTracker = ListViewVisibilityTracker(view: View())
    // Without an override the state compares with now; an endless interval is always early.
    newTracker.earlyTimeInterval = .infinity
    #expect(newTracker.state == .notVisibleEarly)
  }

  // MARK: Attached

  @Test func test_whenAttachingTracker_thatReturnsTheSame() {
    let view = View()
    let tracker1 = ListViewVisibilityTracker.attached(on: view)
    #expect(tracker1 != nil)
    let tracker2 = ListViewVisibilityTracker.attached(on: view)
    #expect(tracker1 === tracker2)
    #expect(ListViewVisibilityTracker.attached(on: View()) !== tracker1)
  }

  @Test func test_whenAttachingTracker_andViewIsNil_thatReturnsNil() {
    var view: View? = View()
    view = nil
    #expect(ListViewVisibilityTracker.attached(on: view) == nil)
  }

  @Test func test_whenViewIsReleased_thatTrackerIsNotVisible() {
    var view: View? = View()
    let tracker = view.map(ListViewVisibilityTracker.init(view:))
    tracker?.comparedDateOverride = Date.distantFuture
    view = nil
    #expect(tracker?.state == .notVisible)
  }
}
