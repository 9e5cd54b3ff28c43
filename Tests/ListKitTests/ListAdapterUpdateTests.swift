import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about updates and reloads: new section controllers
/// on reload, completions without a data source or a collection view, and batch changes that change
/// nothing, with IGListKit's names.
@MainActor
@Suite struct ListAdapterUpdateTests: IGListAdapterTestCase {
  @Test func test_whenReloadingData_thatNewSectionControllersAreCreated() {
    let harness = AdapterHarness.rows(items([1, 1]))
    let before = harness.adapter.sectionController(for: TestObject(1, 1))
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.adapter.sectionController(for: TestObject(1, 1)) !== before)
  }

  @Test
  func
    test_whenReloadingEmptyIndexSet_whenInvalidatingLayout_insideBatchUpdateBlock_thatOperationExitsGracefully()
    throws
  {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(forSection: 0))
    var finished = false
    harness.adapter.performBatch(
      animated: false,
      updates: { context in
        context.reload(in: controller, at: [])
        context.invalidateLayout(in: controller, at: [])
      }, completion: { finished = $0 })
    harness.scheduler.runUntilIdle()
    #expect(finished)
    #expect(harness.shown == ["0-0", "0-1"])
  }

  @Test func test_whenReloadingData_withNoDataSource_thatCompletionCalledWithNO() {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.diagnosticHandler = { _ in }
    adapter.collectionView = CollectionView(
      frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    var finished: Bool?
    adapter.reloadData { finished = $0 }
    #expect(finished == false)
  }

  @Test func test_whenReloadingData_withNoCollectionView_thatCompletionCalledWithNO() {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.diagnosticHandler = { _ in }
    let dataSource = TestDataSource(items([1])) { _ in TestSection() }
    adapter.dataSource = dataSource
    var finished: Bool?
    adapter.reloadData { finished = $0 }
    #expect(finished == false)
  }

  @Test func test_whenSectionControllerDeleting_withEmptyIndexes_thatNoUpdatesHappen() throws {
    let updater = RecordingUpdater()
    let harness = AdapterHarness.rows(items([2]), updater: updater)
    let controller = try #require(harness.adapter.sectionController(forSection: 0))
    harness.adapter.performBatch(
      animated: false,
      updates: { context in
        context.delete(in: controller, at: [])
        context.insert(in: controller, at: [])
      }, completion: nil)
    #expect(updater.calls.isEmpty)
  }

  @Test func test_whenSectionControllerInserting_withEmptyIndexes_thatNoUpdatesHappen() throws {
    let updater = RecordingUpdater()
    let harness = AdapterHarness.numbers(updater: updater)
    harness.reload([0, 1, 2])
    let section = try #require(harness.numberSection(1))
    harness.adapter.insert(in: section, at: [])
    #expect(updater.calls.isEmpty)
  }

  @Test func test_whenReloading_withSectionControllerNotFound_thatNoUpdatesHappen() {
    let updater = RecordingUpdater()
    let harness = AdapterHarness.numbers(updater: updater)
    harness.reload([0, 1, 2])
    harness.adapter.reload(NumberSection())
    #expect(updater.calls.isEmpty)
  }

  @Test func test_whenReloadingObjectsThatDontExist_thatAdapterContinues() {
    let harness = AdapterHarness.numbers(reloading: [0, 1, 2])
    harness.adapter.reloadObjects([1, 3])
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.numberOfSections == 3)
  }

  // test_whenPrefetchingEnabled_thatSetterDisables: ListUI's collection view does not prefetch.
  // test_whenDataSourceDoesntHandleObject_thatObjectIsDropped: a ListKit data source must return a
  // section controller for every object, so there is no nil to drop.
}
