import Foundation
import ListKit
import ListKitTestSupport
@_spi(ListKit) import ListUI
import Testing

/// Records a collection context's scrolling traits each time the list scrolls.
@MainActor
final class TraitsDuringScroll: ScrollViewDelegate {
  let context: any ListCollectionContext
  var traits: [ListCollectionScrollingTraits] = []

  init(_ context: any ListCollectionContext) {
    self.context = context
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) { traits.append(context.scrollingTraits) }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

/// IGListKit's `IGListCollectionScrollingTraitsTests.m`, case by case: the adapter's scrolling
/// traits follow its collection view, which the user drags with `scrollByUser`.
@MainActor
@Suite struct ScrollingTraitsTests {
  let harness = AdapterHarness.rows((0..<30).map { TestObject($0, 1) })
  var context: any ListCollectionContext { harness.adapter }

  init() {
    harness.collectionView.layoutIfNeeded()
  }

  /// The traits seen while the user drags the list down.
  func traitsWhileDragging() -> [ListCollectionScrollingTraits] {
    let recorder = TraitsDuringScroll(context)
    harness.adapter.scrollViewDelegate = recorder
    harness.collectionView.scrollByUser(CGPoint(x: 0, y: 5))
    harness.adapter.scrollViewDelegate = nil
    return recorder.traits
  }

  @Test func theContextsTraitCollectionIsTheCollectionViews() {
    let window = Window(frame: harness.collectionView.frame)
    window.addSubview(harness.collectionView)
    window.hostTraitCollection = .window(size: window.bounds.size, in: .cells, style: .dark)
    #expect(context.traitCollection?.userInterfaceStyle == .dark)
    #expect(context.traitCollection == harness.collectionView.traitCollection)
    harness.adapter.collectionView = nil
    #expect(context.traitCollection == nil)
  }

  @Test func test_whenTracking_thatIsTrackingReturnsTrue() {
    let traits = traitsWhileDragging()
    #expect(!traits.isEmpty)
    #expect(traits.allSatisfy { $0.isTracking })
  }

  @Test func test_whenNotTracking_thatIsTrackingReturnsFalse() {
    #expect(!context.scrollingTraits.isTracking)
    _ = traitsWhileDragging()
    #expect(!context.scrollingTraits.isTracking)
  }

  @Test func test_whenDragging_thatIsDraggingReturnsTrue() {
    let traits = traitsWhileDragging()
    #expect(!traits.isEmpty)
    #expect(traits.allSatisfy { $0.isDragging })
  }

  @Test func test_whenDragging_thatIsDraggingReturnsFalse() {
    #expect(!context.scrollingTraits.isDragging)
    _ = traitsWhileDragging()
    #expect(!context.scrollingTraits.isDragging)
  }

  @Test func test_whenDecelerating_thatIsDeceleratingReturnsTrue() {
    harness.collectionView.scrollByUser(CGPoint(x: 0, y: 5), decelerates: true)
    #expect(context.scrollingTraits.isDecelerating)
    #expect(!context.scrollingTraits.isDragging)
  }

  @Test func test_whenDecelerating_thatIsDeceleratingReturnsFalse() {
    #expect(!context.scrollingTraits.isDecelerating)
    harness.collectionView.scrollByUser(CGPoint(x: 0, y: 5), decelerates: true)
    harness.scheduler.runUntilIdle()
    #expect(!context.scrollingTraits.isDecelerating)
    #expect(!traitsWhileDragging().contains { $0.isDecelerating })
  }
}
