import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// A collection view delegate that prefers one item for focus.
@MainActor
private final class PreferringDelegate: CollectionViewDelegate {
  let preferred: IndexPath
  init(_ preferred: IndexPath) { self.preferred = preferred }
  func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    preferred
  }
}

/// IGListKit's `UIViewControllerIGListAdapterTests.m`, with IGListKit's names: a view
/// controller's adapters, and the adapter's preferred focus item, which a terminal app selects
/// first.
@MainActor
@Suite struct ViewControllerListAdapterTests {
  @Test func test_whenCollectionViewDelegateImplementsPreferredFocus_thatDelegatesToIt() {
    let harness = AdapterHarness.rows([TestObject(0, 1), TestObject(1, 1), TestObject(2, 2)])
    let expected = IndexPath(item: 1, section: 2)
    let delegate = PreferringDelegate(expected)
    harness.adapter.collectionViewDelegate = delegate
    #expect(
      harness.adapter.indexPathForPreferredFocusedView(in: harness.collectionView) == expected)
  }

  @Test func test_whenExperimentEnabled_thatReturnsFirstVisibleIndexPath() {
    let harness = AdapterHarness.rows([TestObject(0, 1), TestObject(1, 1), TestObject(2, 2)])
    harness.adapter.experiments = .fixPreferredFocusedView
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.adapter.indexPathForPreferredFocusedView(in: harness.collectionView)
        == IndexPath(item: 0, section: 0))
  }

  @Test func test_whenNoDelegate_andNoExperiment_thatReturnsNil() {
    let harness = AdapterHarness.rows([TestObject(0, 1), TestObject(1, 1), TestObject(2, 2)])
    harness.adapter.collectionViewDelegate = nil
    harness.adapter.experiments = .none
    harness.collectionView.layoutIfNeeded()
    #expect(harness.adapter.indexPathForPreferredFocusedView(in: harness.collectionView) == nil)
  }

  @Test func test_whenNoAdapter_thatReturnsEmpty() {
    let viewController = ViewController()
    #expect(viewController.associatedListAdapters().isEmpty)
  }

  @Test func test_whenOneAdapter_thatReturnsOne() {
    let viewController = ViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapters = viewController.associatedListAdapters()
    #expect(adapters.count == 1)
    #expect(adapters.first === adapter)
  }

  @Test
  func settingTheViewControllerMovesTheAdapter_andTheNextUpdateGivesItToSectionControllers() {
    let first = ViewController()
    let second = ViewController()
    let harness = AdapterHarness.rows([TestObject(0, 1)])
    harness.adapter.viewController = first
    #expect(first.associatedListAdapters().first === harness.adapter)
    harness.update([TestObject(0, 1), TestObject(1, 1)])
    let madeWithFirst = harness.adapter.sectionController(forSection: 1)
    #expect(madeWithFirst?.viewController === first)
    harness.adapter.viewController = second
    #expect(first.associatedListAdapters().isEmpty)
    #expect(second.associatedListAdapters().first === harness.adapter)
    harness.update([TestObject(0, 1), TestObject(1, 1), TestObject(2, 1)])
    // An update gives every section controller the adapter's controller, as IGListKit's does.
    #expect(harness.adapter.sectionController(forSection: 1)?.viewController === second)
    #expect(harness.adapter.sectionController(forSection: 2)?.viewController === second)
  }

  @Test func test_whenTwoAdapters_thatReturnsTwo() {
    let viewController = ViewController()
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapters = viewController.associatedListAdapters()
    #expect(adapters.count == 2)
    #expect(adapters.first === adapter1 && adapters.last === adapter2)
  }

  @Test func test_whenOneAdapters_andDealloc_thatReturnsEmpty() {
    let viewController = ViewController()
    weak var released: ListAdapter?
    do {
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
      released = adapter
    }
    #expect(released == nil)
    #expect(viewController.associatedListAdapters().isEmpty)
  }

  @Test func test_whenCalledMultipleTimes_thatReturnsSameAdapters() {
    let viewController = ViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapters1 = viewController.associatedListAdapters()
    let adapters2 = viewController.associatedListAdapters()
    #expect(adapters1.count == 1 && adapters2.count == 1)
    #expect(adapters1.first === adapter && adapters2.first === adapter)
  }

  @Test func adaptersOfAnotherViewControllerAreNotItsOwn() {
    let first = ViewController()
    let second = ViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: first)
    #expect(second.associatedListAdapters().isEmpty)
    #expect(first.associatedListAdapters().first === adapter)
  }
}
