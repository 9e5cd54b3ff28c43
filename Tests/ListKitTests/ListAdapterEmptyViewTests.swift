import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// Cases of IGListKit's `IGListAdapterTests.m` about the empty view: shown while the list has no
/// items, hidden once a section has some, through reloads, updates and a section's own inserts and
/// deletes, with IGListKit's names.
@MainActor
@Suite struct ListAdapterEmptyViewTests: IGListAdapterTestCase {
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

  @Test func test_whenDataSourceAddsItems_thatEmptyViewBecomesVisible() {
    let harness = AdapterHarness.rows([])
    let empty = View()
    harness.dataSource.emptyView = empty
    harness.adapter.reloadData()
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.backgroundView === empty && !empty.isHidden)
    harness.dataSource.objects = items([2])
    harness.refresh()
    #expect(empty.isHidden)
  }

  @Test func test_whenInsertingIntoEmptySection_thatEmptyViewBecomesHidden() throws {
    let harness = AdapterHarness.numbers()
    harness.dataSource.emptyView = View()
    harness.reload([0])
    #expect(harness.collectionView.backgroundView?.isHidden == false)
    let section = try #require(harness.numberSection(0))
    section.items = 1
    harness.adapter.insert(in: section, at: [0])
    #expect(harness.collectionView.backgroundView?.isHidden == true)
  }

  @Test func test_whenDeletingAllItemsFromSection_thatEmptyViewBecomesVisible() throws {
    let harness = AdapterHarness.numbers()
    harness.dataSource.emptyView = View()
    harness.reload([1])
    #expect(harness.collectionView.backgroundView?.isHidden ?? true)
    let section = try #require(harness.numberSection(1))
    section.items = 0
    harness.adapter.delete(in: section, at: [0])
    #expect(harness.collectionView.backgroundView?.isHidden == false)
  }

  @Test func test_whenEmptySectionAddsItems_thatEmptyViewBecomesHidden() throws {
    let harness = AdapterHarness.numbers()
    harness.dataSource.emptyView = View()
    harness.reload([0])
    #expect(harness.collectionView.backgroundView?.isHidden == false)
    let section = try #require(harness.numberSection(0))
    section.items = 2
    harness.adapter.reload(section)
    #expect(harness.collectionView.backgroundView?.isHidden == true)
  }

  @Test func test_whenSectionItemsAreDeletedAsBatch_thatEmptyViewBecomesVisible() throws {
    let harness = AdapterHarness.numbers()
    harness.dataSource.emptyView = View()
    harness.reload([1, 2])
    #expect(harness.collectionView.backgroundView?.isHidden ?? true)
    let first = try #require(harness.numberSection(1))
    let second = try #require(harness.numberSection(2))
    var hiddenInCompletion: Bool?
    harness.adapter.performBatch(
      animated: true,
      updates: { context in
        first.items = 0
        context.delete(in: first, at: [0])
        second.items = 0
        context.delete(in: second, at: [0, 1])
      },
      completion: { _ in
        hiddenInCompletion = harness.collectionView.backgroundView?.isHidden
      })
    harness.scheduler.runUntilIdle()
    #expect(hiddenInCompletion == false)
  }
}
