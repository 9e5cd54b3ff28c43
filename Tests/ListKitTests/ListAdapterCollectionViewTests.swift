import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about the collection view and the data source:
/// setting them in either order, changing collection views, and sharing them between adapters, with
/// IGListKit's names.
@MainActor
@Suite struct ListAdapterCollectionViewTests: IGListAdapterTestCase {
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

  @Test
  func
    test_whenSwappingCollectionViews_withMultipleAdapters_thatDoesntNilOtherAdaptersCollectionView()
  {
    let dataSource1 = TestDataSource(sectionController: makeNumberSection)
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter1.dataSource = dataSource1
    let dataSource2 = TestDataSource(sectionController: makeNumberSection)
    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter2.dataSource = dataSource2
    let collectionView1 = CollectionView(
      frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    let collectionView2 = CollectionView(
      frame: .zero, collectionViewLayout: CollectionViewFlowLayout())

    adapter1.collectionView = collectionView1
    adapter2.collectionView = collectionView2
    #expect(adapter1.collectionView === collectionView1)
    #expect(collectionView1.dataSource === adapter1)
    #expect(adapter2.collectionView === collectionView2)
    #expect(collectionView2.dataSource === adapter2)

    adapter2.collectionView = collectionView1
    #expect(adapter2.collectionView === collectionView1)
    #expect(collectionView1.dataSource === adapter2)
    #expect(adapter1.collectionView == nil)

    adapter1.collectionView = collectionView2
    #expect(adapter1.collectionView === collectionView2)
    #expect(collectionView2.dataSource === adapter1)
    #expect(adapter2.collectionView === collectionView1)
    #expect(collectionView1.dataSource === adapter2)
  }

  // The four Issue 1658 cases below cannot apply: CollectionView conforms to neither delegate
  // protocol, so it cannot become the adapter's delegate and recurse.
  // test_whenSettingScrollViewDelegateToCollectionView_thatScrollViewDelegateIsNotSet
  // test_whenSettingCollectionViewDelegateToCollectionView_thatCollectionViewDelegateIsNotSet
  // test_whenSettingCollectionViewAfterScrollViewDelegateWasSet_thatScrollViewDelegateIsCleared
  // test_whenSettingCollectionViewAfterCollectionViewDelegateWasSet_thatCollectionViewDelegateIsCleared
}
