import Foundation
import ListKit
import Testing

/// IGListKit's `IGListDebugDescriptionTests.m`: the descriptions say what the objects hold.
@MainActor
@Suite struct DebugDescriptionTests {
  @Test func test_withListAdapter_thatDebugDescriptionIsValid() {
    let harness = AdapterHarness([TestItem(key: 4, count: 1)])
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
}
