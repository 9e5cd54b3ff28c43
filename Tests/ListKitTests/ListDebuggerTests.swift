import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// IGListKit's `IGListDebuggerTests.m`: the debugger lists the living adapters and describes
/// them.
@MainActor
@Suite struct ListDebuggerTests {
  @Test func test_whenSearchingAdapterInstances_thatCorrectCountReturned() {
    // Purge any leftover tracking.
    IGListDebugger.clear()
    let viewController = ViewController()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 32, height: 48),
      collectionViewLayout: CollectionViewFlowLayout())
    let dataSource = TestDataSource([TestObject(1, 1), TestObject(2, 2), TestObject(3, 3)]) { _ in
      TestSection()
    }
    let adapter1 = ListAdapter(
      updater: ListAdapterUpdater(), viewController: nil, workingRangeSize: 0)
    adapter1.collectionView = collectionView
    adapter1.dataSource = dataSource
    let adapter2 = ListAdapter(
      updater: ListAdapterUpdater(), viewController: viewController, workingRangeSize: 2)
    adapter2.collectionView = collectionView
    adapter2.dataSource = dataSource
    let adapter3 = ListAdapter(
      updater: ListAdapterUpdater(), viewController: viewController, workingRangeSize: 2)
    adapter3.collectionView = collectionView
    adapter3.dataSource = dataSource
    collectionView.setNeedsLayout()
    collectionView.layoutIfNeeded()

    let descriptions = IGListDebugger.adapterDescriptions()
    #expect(descriptions.count == 3)
    #expect(descriptions.allSatisfy { $0.hasPrefix("<ListAdapter; updater: ListAdapterUpdater>") })
    #expect(!IGListDebugger.dump().isEmpty)
    withExtendedLifetime([adapter1, adapter2, adapter3]) {}
  }

  @Test func releasedAdaptersDropOut_andTrackingTheSameAdapterTwiceKeepsOneEntry() {
    ListDebugger.clear()
    let kept = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    ListDebugger.trackAdapter(kept)
    weak var released: ListAdapter?
    do {
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
      released = adapter
    }
    #expect(released == nil)
    #expect(ListDebugger.adapterDescriptions().count == 1)
    #expect(ListDebugger.dump() == kept.debugDescription)
  }
}
