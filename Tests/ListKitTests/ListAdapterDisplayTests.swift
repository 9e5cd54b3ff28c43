import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about display events: what the collection view
/// delegate, a display delegate and the performance delegate hear as cells and supplementary views
/// appear and disappear, with IGListKit's names.
@MainActor
@Suite struct ListAdapterDisplayTests: IGListAdapterTestCase {
  @Test func test_whenCollectionViewDelegateSet_thatDelegateReceivesEvents() {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.scrollViewDelegate = nil
    guard let cell = harness.collectionView.cellForItem(at: zero) else {
      Issue.record("no cell at 0-0")
      return
    }
    harness.adapter.collectionView(harness.collectionView, didEndDisplaying: cell, forItemAt: zero)
    #expect(delegate.events == ["didEndDisplaying 0-0"])
  }

  @Test func test_whenDisplayingCell_thatCollectionViewDelegateReceivesMethod() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(
      harness.collectionView, willDisplay: CollectionViewCell(frame: .zero), forItemAt: zero)
    #expect(delegate.events == ["willDisplay 0-0"])
  }

  @Test func test_whenWillDisplaySupplementaryView_thatCollectionViewDelegateReceivesEvents() {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(
      harness.collectionView, willDisplaySupplementaryView: CollectionReusableView(frame: .zero),
      forElementKind: "kind", at: zero)
    #expect(delegate.events == ["willDisplay kind 0-0"])
  }

  @Test func test_whenEndDisplayingSupplementaryView_thatCollectionViewDelegateReceivesEvents() {
    let harness = AdapterHarness.numbers(reloading: [1, 2])
    let delegate = harness.logCollectionViewDelegate()
    harness.adapter.collectionView(
      harness.collectionView,
      didEndDisplayingSupplementaryView: CollectionReusableView(frame: .zero),
      forElementOfKind: "kind", at: zero)
    #expect(delegate.events == ["didEndDisplaying kind 0-0"])
  }

  @Test
  func test_whenDisplayingSectionController_withOnlySupplementaryView_thatDisplayEventStillSent()
    throws
  {
    let harness = AdapterHarness.numbers(reloading: [0])
    let header = CollectionView.elementKindSectionHeader
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) == nil)
    let controller = try #require(harness.numberSection(0))
    let source = SupplementarySource(kinds: [header], for: controller)
    controller.supplementaryViewSource = source
    let display = SectionDisplayLog()
    controller.displayDelegate = display
    harness.refresh()
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) != nil)
    #expect(display.events == ["willDisplay"])
    withExtendedLifetime(source) {}
  }

  @Test
  func
    test_whenEndingDisplayOfSectionController_withOnlySupplementaryView_thatDisplayEventStillSent()
    throws
  {
    let harness = AdapterHarness.numbers(reloading: [0])
    let header = CollectionView.elementKindSectionHeader
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) == nil)
    let controller = try #require(harness.numberSection(0))
    let source = harness.showSupplementaryViews([header], for: controller)
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) != nil)
    let display = SectionDisplayLog()
    controller.displayDelegate = display
    controller.supplementaryViewSource = nil
    harness.refresh()
    #expect(harness.collectionView.supplementaryView(forElementKind: header, at: zero) == nil)
    #expect(display.events == ["didEndDisplaying"])
    withExtendedLifetime(source) {}
  }

  @Test func test_whenReload_thatPerformanceDelegateEventsSent() {
    let harness = AdapterHarness.numbers()
    let performance = PerformanceLog()
    harness.adapter.performanceDelegate = performance
    harness.reload([1])
    harness.reload([])
    let expected = [
      "willSize", "didSize 0", "willDequeue", "didDequeue 0", "willDisplay", "didDisplay 0",
      "willEndDisplay", "didEndDisplay 0",
    ]
    // Each expected call comes in this order; more sizing calls may come between them.
    var remaining = expected[...]
    for event in performance.events where event == remaining.first {
      remaining = remaining.dropFirst()
    }
    #expect(remaining.isEmpty, "\(performance.events)")
  }

  @Test func test_whenScroll_thatPerformanceDelegateEventsSent() {
    let harness = AdapterHarness.numbers()
    let performance = PerformanceLog()
    harness.adapter.performanceDelegate = performance
    harness.adapter.scrollViewDidScroll(harness.collectionView)
    #expect(performance.events == ["willScroll", "didScroll"])
  }
}
