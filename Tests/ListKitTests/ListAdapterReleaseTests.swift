import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about releasing: an adapter and its collection view
/// are freed though section controllers hold cells or the collection view, and a section controller
/// that outlives its adapter has no section, with IGListKit's names.
@MainActor
@Suite struct ListAdapterReleaseTests: IGListAdapterTestCase {
  /// A harness on a data source of 0, 1 and 2, laid out, with the section controller of 1; the
  /// caller alone holds them.
  func releasableHarness() -> (AdapterHarness, NumberSection?) {
    let harness = AdapterHarness.numbers([0, 1, 2])
    let section = harness.numberSection(1)
    harness.collectionView.layoutIfNeeded()
    return (harness, section)
  }

  @Test
  func
    test_whenAdapterReleased_withSectionControllerStrongRefToCell_thatSectionControllersRelease()
  {
    weak var weakCollectionView: CollectionView?
    weak var weakAdapter: ListAdapter?
    weak var weakSection: NumberSection?
    do {
      let (harness, section) = releasableHarness()
      let collectionView = harness.collectionView
      let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
      #expect(cell != nil)
      section?.retained = cell
      weakCollectionView = collectionView
      weakAdapter = harness.adapter
      weakSection = section
      #expect(weakCollectionView != nil && weakAdapter != nil && weakSection != nil)
    }
    #expect(weakCollectionView == nil)
    #expect(weakAdapter == nil)
    #expect(weakSection == nil)
  }

  @Test
  func
    test_whenAdapterReleased_withSectionControllerStrongRefToCollectionView_thatSectionControllersRelease()
  {
    weak var weakCollectionView: CollectionView?
    weak var weakAdapter: ListAdapter?
    weak var weakSection: NumberSection?
    do {
      let (harness, section) = releasableHarness()
      let collectionView = harness.collectionView
      section?.retained = collectionView
      weakCollectionView = collectionView
      weakAdapter = harness.adapter
      weakSection = section
      #expect(weakCollectionView != nil && weakAdapter != nil && weakSection != nil)
    }
    #expect(weakCollectionView == nil)
    #expect(weakAdapter == nil)
    #expect(weakSection == nil)
  }

  @Test
  func
    test_withStrongRefToSectionController_thatAdaptersectionIsZero_thatSectionControllerIndexDoesNotChange()
  {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.scheduler = ManualScheduler()
    var controller: ListSectionController?
    weak var weakAdapter: ListAdapter?
    do {
      let dataSource = TestDataSource(sectionController: makeNumberSection)
      let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
      adapter.dataSource = dataSource
      adapter.collectionView = collectionView
      weakAdapter = adapter
      dataSource.objects = [0, 1, 2]
      adapter.performUpdates(animated: false)
      controller = adapter.sectionController(forSection: 1)
      #expect(controller?.section == 1)
    }
    guard let controller else {
      Issue.record("no section controller")
      return
    }
    #expect(controller.section == nil)
    #expect(weakAdapter?.section(for: controller) == nil)
  }
}
