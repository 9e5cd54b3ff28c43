import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// The adapter end to end, against ListUI's collection view.
@MainActor
@Suite struct ListAdapterTests {
  @Test func settingTheCollectionViewAndDataSourceReadsTheObjectsButMakesNoCellsUntilLayout() {
    let harness = AdapterHarness.rows(
      [TestObject(0, 2), TestObject(1, 1)])
    #expect(harness.adapter.objects().count == 2)
    #expect(harness.collectionView.visibleCells.isEmpty)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.shown == ["0-0", "0-1", "1-0"])
    #expect(harness.collectionView.numberOfSections == 2)
  }

  @Test func sectionControllersGetTheirSectionsAndObjects() {
    let harness = AdapterHarness.rows([TestObject(0, 1), TestObject(1, 1)])
    let first = harness.adapter.sectionController(forSection: 0) as? TestSection
    let last = harness.adapter.sectionController(forSection: 1)
    #expect(first?.item?.key == AnyHashable(0))
    #expect(first?.isFirstSection == true && last?.isLastSection == true)
    #expect(first.map { harness.adapter.section(for: $0) } == 0)
    #expect(harness.adapter.section(for: TestObject(1, 9)) == 1)
    #expect(harness.adapter.object(atSection: 1)?.diffIdentifier() == AnyHashable(1))
    let firstObject = first.flatMap { harness.adapter.object(for: $0) }
    #expect(firstObject?.diffIdentifier() == AnyHashable(0))
  }

  @Test func performUpdatesDiffsAndAnimatesTheChangesOnTheNextTurn() {
    let harness = AdapterHarness.rows([TestObject(0, 1), TestObject(1, 1)])
    harness.collectionView.layoutIfNeeded()
    let kept = harness.adapter.sectionController(forSection: 1)
    harness.dataSource.objects = [TestObject(1, 2), TestObject(2, 1)]
    var finished: Bool?
    harness.adapter.performUpdates(animated: true) { finished = $0 }
    #expect(harness.adapter.objects().count == 2)
    #expect(harness.shown == ["0-0", "1-0"])
    harness.scheduler.runUntilIdle()
    #expect(finished == true)
    #expect(harness.shown == ["1-0", "1-1", "2-0"])
    #expect(harness.adapter.sectionController(forSection: 0) === kept)
    #expect((kept as? TestSection)?.updates == [1, 2])
    #expect(harness.dataSource.sectionControllersMade == 3)
  }

  @Test func updatesInOneTurnAreCoalescedIntoOneThatReadsTheDataSourceLast() {
    let harness = AdapterHarness.rows([TestObject(0, 1)])
    harness.collectionView.layoutIfNeeded()
    var completions: [Int] = []
    harness.dataSource.objects = [TestObject(1, 1)]
    harness.adapter.performUpdates(animated: true) { _ in completions.append(1) }
    harness.dataSource.objects = [TestObject(2, 1)]
    harness.adapter.performUpdates(animated: true) { _ in completions.append(2) }
    harness.scheduler.runUntilIdle()
    #expect(completions == [1, 2])
    #expect(harness.shown == ["2-0"])
    #expect(harness.dataSource.sectionControllersMade == 2)
  }

  @Test func reloadDataMakesNewSectionControllersForEveryObject() {
    let harness = AdapterHarness.rows([TestObject(0, 1)])
    harness.collectionView.layoutIfNeeded()
    let before = harness.adapter.sectionController(forSection: 0)
    var finished = false
    harness.adapter.reloadData { finished = $0 }
    harness.scheduler.runUntilIdle()
    #expect(finished)
    #expect(harness.adapter.sectionController(forSection: 0) !== before)
    #expect(before?.section == NSNotFound)
  }

  @Test func withoutACollectionViewUpdatesFinishUnapplied() {
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    var messages: [String] = []
    adapter.diagnosticHandler = { messages.append($0) }
    var finished: Bool?
    adapter.performUpdates(animated: true) { finished = $0 }
    #expect(finished == false)
    #expect(messages.count == 1)
  }

  @Test func duplicateIdentifiersAreDroppedWithADiagnostic() {
    let harness = AdapterHarness.rows([
      TestObject(0, 1), TestObject(0, 2), TestObject(1, 1),
    ])
    #expect(harness.adapter.objects().map { $0.diffIdentifier() } == [0, 1])
    #expect(
      harness.diagnostics == ["Duplicate identifier 0 for object 0:2 with object 0:1"])
  }

  @Test func objectsOfDifferentTypesWithEqualIdentifiersAreDifferentSections() {
    let harness = AdapterHarness.rows([TestObject(1, 1), "1"])
    #expect(harness.adapter.objects().count == 2)
    #expect(harness.diagnostics.isEmpty)
  }

  @Test func theEmptyViewShowsOnlyWhileThereAreNoObjects() {
    let harness = AdapterHarness.rows([TestObject(0, 1)])
    let empty = View()
    harness.dataSource.emptyView = empty
    harness.dataSource.objects = []
    harness.adapter.performUpdates(animated: false)
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.backgroundView === empty && !empty.isHidden)
    harness.dataSource.objects = [TestObject(1, 1)]
    harness.adapter.performUpdates(animated: false)
    harness.scheduler.runUntilIdle()
    #expect(empty.isHidden)
  }

  @Test func sectionControllersBatchTheirItemChanges() {
    let harness = AdapterHarness.rows([TestObject(0, 2)])
    harness.collectionView.layoutIfNeeded()
    let section = harness.adapter.sectionController(forSection: 0) as? TestSection
    var finished = false
    harness.adapter.performBatch(
      animated: true,
      updates: { context in
        section?.item = TestObject(0, 3)
        if let section { context.insert(in: section, at: IndexSet([2])) }
      }, completion: { finished = $0 })
    harness.scheduler.runUntilIdle()
    #expect(finished)
    #expect(harness.shown == ["0-0", "0-1", "0-2"])
  }

  @Test func selectionReachesTheSectionController() {
    let harness = AdapterHarness.rows([TestObject(0, 2)])
    harness.collectionView.layoutIfNeeded()
    harness.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect((harness.adapter.sectionController(forSection: 0) as? TestSection)?.selected == [1])
  }

  @Test func updateListenersHearEveryKindOfUpdate() {
    final class Listener: ListAdapterUpdateListener {
      var heard: [ListAdapterUpdateType] = []
      func listAdapter(
        _ listAdapter: ListAdapter, didFinish update: ListAdapterUpdateType, animated: Bool
      ) {
        heard.append(update)
      }
    }
    let harness = AdapterHarness.rows([TestObject(0, 1)])
    let listener = Listener()
    harness.adapter.add(listener)
    harness.adapter.performUpdates(animated: true)
    harness.scheduler.runUntilIdle()
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(listener.heard == [.performUpdates, .reloadData])
  }

  @Test func theReloadDataUpdaterAppliesEverythingAtOnce() {
    let harness = AdapterHarness.rows([TestObject(0, 1)], updater: ListReloadDataUpdater())
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.objects = [TestObject(0, 2)]
    var finished = false
    harness.adapter.performUpdates(animated: true) { finished = $0 }
    #expect(finished)
    #expect(harness.shown == ["0-0", "0-1"])
  }

  @Test func onlyVisibleCellsAreConfigured() {
    let harness = AdapterHarness.rows((0..<1_000).map { TestObject($0, 1) }, height: 10)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.collectionView.visibleCells.count == 10)
    #expect(
      harness.adapter.visibleObjects().map { $0.diffIdentifier() }
        == (0..<10).map { AnyHashable($0) })
  }
}
