import Foundation
import Testing

@testable import ListKit

/// IGListKit's `IGListItemUpdatesCollectorTests.m`: the item changes an update records.
@MainActor
@Suite struct ItemUpdatesCollectorTests {
  let first = IndexPath(item: 0, section: 0)
  let second = IndexPath(item: 1, section: 0)

  @Test func test_whenInitialized_thatCollectionsAreEmpty() {
    let collector = ItemUpdatesCollector()
    #expect(collector.sectionReloads.isEmpty)
    #expect(collector.itemInserts.isEmpty)
    #expect(collector.itemDeletes.isEmpty)
    #expect(collector.itemMoves.isEmpty)
    #expect(collector.itemReloads.isEmpty)
  }

  @Test func test_whenEmpty_thatHasChangesIsFalse() {
    #expect(!ItemUpdatesCollector().hasChanges)
  }

  @Test func test_whenHasSectionReloads_thatHasChangesIsTrue() {
    var collector = ItemUpdatesCollector()
    collector.sectionReloads.insert(0)
    #expect(collector.hasChanges)
  }

  @Test func test_whenHasItemInserts_thatHasChangesIsTrue() {
    var collector = ItemUpdatesCollector()
    collector.itemInserts.append(first)
    #expect(collector.hasChanges)
  }

  @Test func test_whenHasItemDeletes_thatHasChangesIsTrue() {
    var collector = ItemUpdatesCollector()
    collector.itemDeletes.append(first)
    #expect(collector.hasChanges)
  }

  @Test func test_whenHasItemMoves_thatHasChangesIsTrue() {
    var collector = ItemUpdatesCollector()
    collector.itemMoves.append(ListMoveIndexPath(from: first, to: second))
    #expect(collector.hasChanges)
  }

  @Test func test_whenHasItemReloads_thatHasChangesIsTrue() {
    var collector = ItemUpdatesCollector()
    collector.itemReloads.append((from: first, to: first))
    #expect(collector.hasChanges)
  }
}
