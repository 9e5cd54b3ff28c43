import Foundation
import ListKit
import ListKitTestSupport
import Testing

/// IGListKit's `IGListDebugDescriptionTests.m`: the descriptions say what the objects hold.
@MainActor
@Suite struct DebugDescriptionTests {
  @Test func test_withListAdapter_thatDebugDescriptionIsValid() {
    let harness = AdapterHarness.rows([TestObject(4, 1)])
    harness.collectionView.layoutIfNeeded()
    let lines = harness.adapter.debugDescriptionLines
    #expect(lines.first == "<ListAdapter; updater: ListAdapterUpdater>")
    #expect(lines.contains("Data source: TestDataSource"))
    #expect(lines.contains("  Section 0: object 4:1; section controller TestSection"))
    #expect(
      lines.contains { $0.hasPrefix("Registered cell identifiers: [\"ListKitTests.TextCell\"]") })
  }

  @Test func test_withListAdapterUpdater_thatDebugDescriptionIsValid() {
    let updater = ListAdapterUpdater()
    updater.sectionMovesAsDeletesInserts = true
    let lines = updater.debugDescription.split(separator: "\n")
    #expect(lines.first == "<ListAdapterUpdater>")
    #expect(lines.contains("sectionMovesAsDeletesInserts: true"))
    #expect(lines.contains("Has queued changes: false"))
  }

  @Test func test_withBatchUpdateData_thatDebugDescriptionIsValid() {
    let data = ListBatchUpdateData(
      insertSections: [1], deleteSections: [], moveSections: [], insertIndexPaths: [],
      deleteIndexPaths: [], updateIndexPaths: [], moveIndexPaths: [])
    #expect(data.description.contains("insertSections: 1"))
  }

  @Test func test_withBindingSectionController_thatDebugDescriptionIsValid() {
    let harness = AdapterHarness.binding([DiffingObject(1, ["a", "b"])])
    let section = harness.bindingSection(0)
    #expect(
      section?.debugDescriptionLines == [
        "<DiffingSection; section: 0>",
        "Object: ListKitTests.DiffingObject",
        "Data source: DiffingSection",
        "Selection delegate: DiffingSection",
        "View models: 2",
        "  0: a; identifier: a",
        "  1: b; identifier: b",
        "Update: none under way",
      ])
    #expect(section?.debugDescription == section?.debugDescriptionLines.joined(separator: "\n"))
  }

  @Test func test_withBindingSectionController_thatDebugDescriptionSaysAnUpdateIsUnderWay() {
    let harness = AdapterHarness.binding([DiffingObject(1, ["a"])])
    let section = harness.bindingSection(0)
    section?.update(animated: true)
    #expect(section?.debugDescriptionLines.last == "Update: queued")
    harness.settle()
    #expect(section?.debugDescriptionLines.last == "Update: none under way")
  }

  @Test func test_withBindingSectionControllerWithoutObject_thatDebugDescriptionSaysNone() {
    let section = ListBindingSectionController<DiffingObject>()
    #expect(
      section.debugDescriptionLines == [
        "<ListBindingSectionController<DiffingObject>; section: none>",
        "Object: none",
        "Data source: none",
        "Selection delegate: none",
        "View models: 0",
        "Update: none under way",
      ])
  }

  @Test func test_withListAdapterOfBindingSections_thatDebugDescriptionShowsTheirLines() {
    let harness = AdapterHarness.binding([DiffingObject(1, ["a"]), DiffingObject(2, [])])
    let lines = harness.adapter.debugDescriptionLines
    let first = "  Section 0: object ListKitTests.DiffingObject; section controller DiffingSection"
    let start = lines.firstIndex(of: first)
    #expect(start != nil)
    guard let start else { return }
    #expect(
      Array(lines[start...]) == [
        first,
        "    Object: ListKitTests.DiffingObject",
        "    Data source: DiffingSection",
        "    Selection delegate: DiffingSection",
        "    View models: 1",
        "      0: a; identifier: a",
        "    Update: none under way",
        "  Section 1: object ListKitTests.DiffingObject; section controller DiffingSection",
        "    Object: ListKitTests.DiffingObject",
        "    Data source: DiffingSection",
        "    Selection delegate: DiffingSection",
        "    View models: 0",
        "    Update: none under way",
      ])
  }

  @Test func test_withBatchUpdateResult_thatDebugDescriptionListsTheChanges() {
    let data = ListBatchUpdateData(
      insertSections: [2], deleteSections: [0], moveSections: [ListMoveIndex(from: 1, to: 0)],
      insertIndexPaths: [IndexPath(item: 0, section: 3)],
      deleteIndexPaths: [IndexPath(item: 1, section: 3)],
      updateIndexPaths: [IndexPath(item: 0, section: 4)],
      moveIndexPaths: [
        ListMoveIndexPath(from: IndexPath(item: 0, section: 5), to: IndexPath(item: 1, section: 5))
      ])
    let result = ListUpdateResult(outcome: .batchUpdates(data), finished: true)
    #expect(
      result.debugDescriptionLines == [
        "<ListUpdateResult; finished: true>",
        "Outcome: batch updates",
        "  Delete sections: [0]",
        "  Insert sections: [2]",
        "  Move sections: [1 -> 0]",
        "  Delete items: [[3, 1]]",
        "  Insert items: [[3, 0]]",
        "  Reload items: [[4, 0]]",
        "  Move items: [[5, 0] -> [5, 1]]",
      ])
    #expect(result.debugDescription == result.debugDescriptionLines.joined(separator: "\n"))
  }

  @Test func test_withOtherUpdateResults_thatDebugDescriptionSaysWhatHappened() {
    func lines(_ outcome: ListUpdateResult.Outcome, finished: Bool = true) -> [String] {
      ListUpdateResult(outcome: outcome, finished: finished).debugDescriptionLines
    }
    #expect(
      lines(.reloadedData) == ["<ListUpdateResult; finished: true>", "Outcome: reloaded the data"])
    #expect(
      lines(.notApplied, finished: false) == [
        "<ListUpdateResult; finished: false>",
        "Outcome: not applied, without a collection view or a data source",
      ])
    #expect(lines(.unreported).last == "Outcome: unreported by the updater")
    #expect(
      lines(.fellBackToReload(.tooManyChanges(120))).last
        == "Outcome: reloaded in place of a batch update: 120 section changes, more than 100")
    #expect(
      lines(.fellBackToReload(.sectionCountMismatch(collectionView: 3, objects: 2))).last
        == "Outcome: reloaded in place of a batch update: the collection view had 3 sections "
        + "where the diff started from 2 objects")
    let error = CollectionViewError(kind: .invalidNumberOfSections, message: "Invalid update.")
    #expect(
      lines(.fellBackToReload(.invalidUpdate(error))).last
        == "Outcome: reloaded in place of a batch update: the collection view rejected it: "
        + "Invalid update.")
  }
}
