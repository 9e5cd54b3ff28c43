import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m`, with IGListKit's names, on one-line rows: IGListKit's
/// 10-point rows in a 100-point view are 1-cell rows in a 10-row view here.
@MainActor
@Suite struct ListAdapterIGListKitTests {
  func items(_ counts: [Int]) -> [any ListDiffable] {
    counts.enumerated().map { TestObject($0.offset, $0.element) }
  }

  func updated(_ harness: AdapterHarness) {
    harness.adapter.performUpdates(animated: false)
    harness.scheduler.runUntilIdle()
  }

  @Test func test_whenAdapterNotUpdated_withDataSourceUpdated_thatAdapterHasNoSectionControllers() {
    let harness = AdapterHarness.rows([])
    harness.dataSource.objects = items([1, 1, 1])
    #expect(harness.adapter.sectionController(for: TestObject(0, 1)) == nil)
  }

  @Test func test_whenAdapterUpdated_thatAdapterHasSectionControllers() {
    let harness = AdapterHarness.rows([])
    harness.dataSource.objects = items([1, 1, 1])
    updated(harness)
    for key in 0..<3 {
      #expect(harness.adapter.sectionController(for: TestObject(key, 1)) != nil)
    }
  }

  @Test func test_whenAdapterReloaded_thatAdapterHasSectionControllers() {
    let harness = AdapterHarness.rows([])
    harness.dataSource.objects = items([1, 1, 1])
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.adapter.sectionController(for: TestObject(2, 1)) != nil)
  }

  @Test func test_whenAdapterUpdated_thatSectionControllerHasSection() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    let controller = harness.adapter.sectionController(for: TestObject(1, 1))
    #expect(controller.flatMap { harness.adapter.section(for: $0) } == 1)
  }

  @Test func test_whenAdapterUpdated_withUnknownItem_thatSectionControllerHasNoSection() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    #expect(harness.adapter.section(for: TestSection()) == nil)
  }

  @Test func test_whenQueryingAdapter_withUnknownItem_thatSectionControllerIsNil() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    #expect(harness.adapter.sectionController(for: TestObject(3, 1)) == nil)
  }

  @Test func test_whenAdapterUpdated_thatSectionControllerHasCorrectObject() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    let controller = harness.adapter.sectionController(for: TestObject(1, 1))
    #expect(
      controller.flatMap { harness.adapter.object(for: $0) }?.diffIdentifier() == AnyHashable(1))
  }

  @Test func test_whenQueryingAdapter_withUnknownItem_thatObjectForSectionControllerIsNil() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    #expect(harness.adapter.object(for: TestSection()) == nil)
  }

  @Test func test_whenQueryingIndexPaths_withSectionController_thatPathsAreEqual() {
    let harness = AdapterHarness.rows(items([0, 6]))
    guard let controller = harness.adapter.sectionController(forSection: 1) else {
      Issue.record("no section controller")
      return
    }
    let paths = (2...5).compactMap { harness.adapter.indexPath(for: controller, at: $0) }
    #expect(paths == (2...5).map { IndexPath(item: $0, section: 1) })
  }

  @Test func test_whenQueryingIndexPaths_insideBatchUpdateBlock_thatPathsAreEqual() throws {
    let harness = AdapterHarness.rows(items([1, 4]))
    let controller = try #require(harness.adapter.sectionController(forSection: 1))
    var paths: [IndexPath?] = []
    harness.adapter.performBatch(
      animated: false,
      updates: { _ in
        paths = [2, 3].map {
          harness.adapter.indexPath(for: controller, at: $0, usePreviousMap: true)
        }
      }, completion: nil)
    harness.scheduler.runUntilIdle()
    #expect(paths == [IndexPath(item: 2, section: 1), IndexPath(item: 3, section: 1)])
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

  @Test func test_whenQueryingReusableIdentifier_thatIdentifierEqualsClassName() {
    #expect(
      ListAdapter.reuseIdentifier(for: CollectionViewCell.self, kind: nil, given: nil)
        == "ListUI.CollectionViewCell")
  }

  @Test
  func
    test_whenQueryingReusableIdentifierWithGivenIdentifier_thatIdentifierEqualsGivenIdentifierAndClassName()
  {
    #expect(
      ListAdapter.reuseIdentifier(for: CollectionViewCell.self, kind: nil, given: "MyCoolID")
        == "MyCoolIDListUI.CollectionViewCell")
  }

  @Test func test_whenQueryingReusableIdentifier_thatIdentifierEqualsClassNameAndSupplimentaryKind()
  {
    #expect(
      ListAdapter.reuseIdentifier(
        for: CollectionViewCell.self, kind: CollectionView.elementKindSectionFooter, given: nil)
        == "UICollectionElementKindSectionFooterListUI.CollectionViewCell")
  }

  @Test func test_whenDataSourceChanges_thatBackgroundViewVisibilityChanges() {
    let harness = AdapterHarness.rows(items([1]))
    let background = View()
    harness.dataSource.emptyView = background
    #expect(
      harness.collectionView.backgroundView == nil
        || harness.collectionView.backgroundView?.isHidden == true)
    harness.dataSource.objects = []
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.backgroundView === background)
    #expect(background.isHidden == false)
  }

  @Test func test_whenReloadingData_thatNewSectionControllersAreCreated() {
    let harness = AdapterHarness.rows(items([1, 1]))
    let before = harness.adapter.sectionController(for: TestObject(1, 1))
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.adapter.sectionController(for: TestObject(1, 1)) !== before)
  }

  @Test func test_whenSettingCollectionView_thenSettingDataSource_thatViewControllerIsSet() {
    let controller = ViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: controller)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    let dataSource = TestDataSource(items([1])) { _ in TestSection() }
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
    #expect(adapter.sectionController(forSection: 0)?.viewController === controller)
  }

  @Test func test_whenSettingCollectionView_thenSettingDataSource_thatCellExists() {
    let harness = AdapterHarness.rows(items([1]))
    harness.collectionView.layoutIfNeeded()
    #expect(harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
  }

  @Test func test_whenSettingDataSource_thenSettingCollectionView_thatCellExists() {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let dataSource = TestDataSource(items([1])) { _ in TestSection() }
    adapter.dataSource = dataSource
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    adapter.collectionView = collectionView
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
  }

  @Test func test_whenChangingCollectionViews_thatCellsExist() {
    let harness = AdapterHarness.rows(items([1]))
    let other = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10),
      collectionViewLayout: CollectionViewFlowLayout())
    harness.adapter.collectionView = other
    other.layoutIfNeeded()
    #expect(other.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    #expect(harness.collectionView.dataSource == nil)
  }

  @Test
  func
    test_whenChangingCollectionViewsToACollectionViewInUseByAnotherAdapter_thatCollectionViewDelegateIsUpdated()
  {
    let harness = AdapterHarness.rows(items([1]))
    let second = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    second.collectionView = harness.collectionView
    #expect(harness.collectionView.dataSource === second)
    #expect(harness.adapter.collectionView == nil)
    harness.adapter.collectionView = harness.collectionView
    #expect(harness.collectionView.dataSource === harness.adapter)
  }

  @Test func test_whenCellsExtendBeyondBounds_thatVisibleSectionControllersAreLimited() {
    let harness = AdapterHarness.rows(items([3, 3, 3, 3, 3, 3, 3, 3]), height: 10)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.visibleSectionControllers().count == 4)
  }

  @Test func test_whenCellsExtendBeyondBounds_thatVisibleCellsExistForSectionControllers() {
    let harness = AdapterHarness.rows(items([2, 3, 4, 3, 3]), height: 10)
    harness.collectionView.layoutIfNeeded()
    let counts = (0..<5).map { section in
      harness.adapter.sectionController(forSection: section).map {
        harness.adapter.visibleCells(for: $0).count
      } ?? -1
    }
    #expect(counts == [2, 3, 4, 1, 0])
  }

  @Test func test_whenCellsExtendBeyondBounds_thatVisibleIndexPathsExistForSectionControllers() {
    let harness = AdapterHarness.rows(items([2, 3, 4, 3, 3]), height: 10)
    harness.collectionView.layoutIfNeeded()
    let counts = (0..<5).map { section in
      harness.adapter.sectionController(forSection: section).map {
        harness.adapter.visibleIndexPaths(for: $0).count
      } ?? -1
    }
    #expect(counts == [2, 3, 4, 1, 0])
  }

  @Test func test_whenDataSourceAddsItems_thatEmptyViewBecomesVisible() {
    let harness = AdapterHarness.rows([])
    let empty = View()
    harness.dataSource.emptyView = empty
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.backgroundView === empty && !empty.isHidden)
    harness.dataSource.objects = items([2])
    updated(harness)
    #expect(empty.isHidden)
  }

  @Test func test_whenScrollViewDelegateSet_thatDelegateReceivesEvents() {
    @MainActor final class Scrolls: ScrollViewDelegate {
      var scrolls = 0
      func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    }
    let harness = AdapterHarness.rows(items([20]))
    let scrolls = Scrolls()
    harness.adapter.scrollViewDelegate = scrolls
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 3)
    #expect(scrolls.scrolls == 1)
  }

  @Test
  func
    test_whenCollectionViewDelegateSet_withScrollViewDelegateSet_thatDelegatesReceiveUniqueEvents()
  {
    @MainActor final class Both: CollectionViewDelegate {
      var events: [String] = []
      func scrollViewDidScroll(_ scrollView: ScrollView) { events.append("scroll") }
      func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
      ) { events.append("didEndDisplaying") }
    }
    let harness = AdapterHarness.rows(items([20]))
    harness.collectionView.layoutIfNeeded()
    let collectionDelegate = Both()
    let scrollDelegate = Both()
    harness.adapter.collectionViewDelegate = collectionDelegate
    harness.adapter.scrollViewDelegate = scrollDelegate
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 10)
    harness.collectionView.layoutIfNeeded()
    #expect(!collectionDelegate.events.contains("scroll"))
    #expect(collectionDelegate.events.contains("didEndDisplaying"))
    #expect(scrollDelegate.events == ["scroll"])
  }

  @Test func test_whenAdapterUpdatedTwice_withThreeSections_thatSectionsUpdatedFirstLast() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    let controllers = (0..<3).compactMap { harness.adapter.sectionController(forSection: $0) }
    #expect(controllers.map(\.isFirstSection) == [true, false, false])
    #expect(controllers.map(\.isLastSection) == [false, false, true])
    harness.dataSource.objects = [2, 0, 1].map { TestObject($0, 1) }
    updated(harness)
    #expect(controllers.map(\.isFirstSection) == [false, false, true])
    #expect(controllers.map(\.isLastSection) == [false, true, false])
  }

  @Test func test_whenAdapterUpdated_withObjectsOverflow_thatVisibleObjectsIsSubsetOfAllObjects() {
    let harness = AdapterHarness.rows(items(Array(repeating: 3, count: 6)), height: 10)
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 9)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.visibleObjects().map { $0.diffIdentifier() } == [3, 4, 5])
    #expect(harness.adapter.indexesOfVisibleObjects() == IndexSet([3, 4, 5]))
  }

  @Test func test_whenAdapterUpdated_thatLayoutAttributesForItemAtIndexIsCorrect() throws {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(forSection: 0))
    let attributes = harness.adapter.layoutAttributesForItem(at: 0, sectionController: controller)
    #expect(attributes?.indexPath == IndexPath(item: 0, section: 0))
  }

  @Test func test_whenAdapterUpdated_thatIndexPathForItemAtPointIsCorrect() {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.adapter.indexPathForItem(at: CGPoint(x: 5, y: 0.5)) == IndexPath(item: 0, section: 0))
    #expect(
      harness.adapter.indexPathForItem(at: CGPoint(x: 5, y: 1.5)) == IndexPath(item: 1, section: 0))
  }

  @Test func test_whenAdapterUpdated_thatConvertPointFromViewIsCorrect() {
    let harness = AdapterHarness.rows(items([2]))
    let view = View(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
    harness.collectionView.addSubview(view)
    #expect(harness.adapter.convert(.zero, from: view) == CGPoint(x: 10, y: 20))
  }

  @Test func test_whenAdapterUpdated_fetchingCellIsValid() throws {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(forSection: 0))
    #expect(harness.adapter.cellForItem(at: 0, sectionController: controller) != nil)
  }

  @Test func test_whenAdapterUpdated_thatVisibleCellsForNilObjectIsEmpty() {
    let harness = AdapterHarness.rows(items([2]))
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.visibleCells(for: TestObject(9, 1)).isEmpty)
  }

  @Test func test_whenAdapterUpdated_thatFullyVisibleCellsIsCorrect() throws {
    let harness = AdapterHarness.rows(items([4, 12]), height: 10)
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 0.5)
    harness.collectionView.layoutIfNeeded()
    let controller = try #require(harness.adapter.sectionController(forSection: 1))
    // Rows 4 to 10 of the content are on screen; row 10 only in part.
    #expect(harness.adapter.visibleCells(for: controller).count == 7)
    #expect(harness.adapter.fullyVisibleCells(for: controller).count == 6)
  }

  @Test func test_whenQueryingIndexPath_withOOBSectionController_thatNilReturned() {
    let harness = AdapterHarness.rows(items([2]))
    #expect(harness.adapter.indexPath(for: TestSection(), at: 0) == nil)
  }

  @Test func test_whenQueryingSectionForObject_thatSectionReturned() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    let sections = (0..<4).map { harness.adapter.section(for: TestObject($0, 1)) }
    #expect(sections == [0, 1, 2, nil])
  }

  @Test func test_whenQueryingSectionControllerForSection_thatControllerReturned() {
    let harness = AdapterHarness.rows(items([1, 1, 1]))
    for key in 0..<3 {
      #expect(
        harness.adapter.sectionController(forSection: key)
          === harness.adapter.sectionController(for: TestObject(key, 1)))
    }
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
}
