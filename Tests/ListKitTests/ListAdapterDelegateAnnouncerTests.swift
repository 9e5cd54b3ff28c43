import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// A delegate that records what it is told.
@MainActor
final class DisplayEvents: ListAdapterDelegate {
  var events: [String] = []

  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
    events.append("willDisplay \(object) \(index)")
  }
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
    events.append("didEndDisplaying \(object) \(index)")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {
    events.append("willDisplay \(object) cell \(indexPath.section)-\(indexPath.item)")
  }
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {
    events.append("didEndDisplaying \(object) cell \(indexPath.section)-\(indexPath.item)")
  }
}

/// IGListKit's `IGListAdapterDelegateAnnouncerTests.m`, case by case.
@MainActor
@Suite struct ListAdapterDelegateAnnouncerTests {
  let announcer = ListAdapterDelegateAnnouncer()

  func harness(_ objects: [any ListDiffable]) -> AdapterHarness {
    let harness = AdapterHarness.rows(objects, updater: ListReloadDataUpdater())
    harness.adapter.delegateAnnouncer = announcer
    return harness
  }

  /// Two listeners added to the announcer, and a harness of `objects` that announces to them,
  /// laid out.
  func twoListenersOfALaidOutHarness(_ objects: [any ListDiffable]) -> (
    DisplayEvents, DisplayEvents, AdapterHarness
  ) {
    let first = DisplayEvents()
    let second = DisplayEvents()
    announcer.addListener(first)
    announcer.addListener(second)
    let adapter = harness(objects)
    adapter.collectionView.layoutIfNeeded()
    return (first, second, adapter)
  }

  @Test
  func
    test_whenShowingOneItem_withTwoListeners_withOneAdapter_thatBothListenersReceivesWillDisplay()
  {
    let (first, second, _) = twoListenersOfALaidOutHarness([TestObject(7, 1)])
    #expect(first.events == ["willDisplay 7:1 cell 0-0", "willDisplay 7:1 0"])
    #expect(second.events == first.events)
  }

  @Test
  func
    test_whenRemovignOneItem_withTwoListeners_withOneAdapter_thatBothListenersReceivesEndDisplay()
  {
    let (first, second, adapter) = twoListenersOfALaidOutHarness([TestObject(7, 1)])
    adapter.dataSource.objects = []
    adapter.adapter.performUpdates(animated: false)
    adapter.collectionView.layoutIfNeeded()
    #expect(first.events.suffix(2) == ["didEndDisplaying 7:1 cell 0-0", "didEndDisplaying 7:1 0"])
    #expect(second.events == first.events)
  }

  @Test func test_whenRemovingListener_thatListenerDoesNotReceiveCallbacks() {
    let listener = DisplayEvents()
    announcer.addListener(listener)
    announcer.removeListener(listener)
    let adapter = harness([TestObject(7, 1)])
    adapter.collectionView.layoutIfNeeded()
    #expect(listener.events.isEmpty)
  }

  @Test
  func test_whenShowingTwoItems_withOneListeners_withTwoAdapters_thatBothItemsSendWillDisplay() {
    let listener = DisplayEvents()
    announcer.addListener(listener)
    let first = harness([TestObject(1, 1)])
    let second = harness([TestObject(2, 1)])
    first.collectionView.layoutIfNeeded()
    second.collectionView.layoutIfNeeded()
    #expect(
      listener.events == [
        "willDisplay 1:1 cell 0-0", "willDisplay 1:1 0", "willDisplay 2:1 cell 0-0",
        "willDisplay 2:1 0",
      ])
  }

  @Test func theAdaptersOwnDelegateIsToldFirst() {
    let own = DisplayEvents()
    let listener = DisplayEvents()
    announcer.addListener(listener)
    let adapter = harness([TestObject(3, 1)])
    adapter.adapter.delegate = own
    adapter.collectionView.layoutIfNeeded()
    #expect(own.events == listener.events)
  }
}
