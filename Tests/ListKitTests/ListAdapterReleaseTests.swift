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

  /// Makes a ``releasableHarness()`` whose section controller of 1 holds what `held` gives, lets
  /// go of it, and expects the collection view, the adapter and the section controller freed.
  func expectReleased(
    whenTheSectionHolds held: (AdapterHarness) -> AnyObject?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    weak var weakCollectionView: CollectionView?
    weak var weakAdapter: ListAdapter?
    weak var weakSection: NumberSection?
    do {
      let (harness, section) = releasableHarness()
      let collectionView = harness.collectionView
      section?.retained = held(harness)
      weakCollectionView = collectionView
      weakAdapter = harness.adapter
      weakSection = section
      #expect(
        weakCollectionView != nil && weakAdapter != nil && weakSection != nil,
        sourceLocation: sourceLocation)
    }
    #expect(weakCollectionView == nil, sourceLocation: sourceLocation)
    #expect(weakAdapter == nil, sourceLocation: sourceLocation)
    #expect(weakSection == nil, sourceLocation: sourceLocation)
  }

  @Test
  func
    test_whenAdapterReleased_withSectionControllerStrongRefToCell_thatSectionControllersRelease()
  {
    expectReleased { harness in
      let cell = harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
      #expect(cell != nil)
      return cell
    }
  }

  @Test
  func
    test_whenAdapterReleased_withSectionControllerStrongRefToCollectionView_thatSectionControllersRelease()
  {
    expectReleased { harness in harness.collectionView }
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
    #expect(controller.section == NSNotFound)
    #expect(weakAdapter?.sectionIfInList(for: controller) == nil)
  }
}
