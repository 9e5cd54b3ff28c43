import Foundation
import ListKitTestSupport
import Testing

@_spi(ListKit) @testable import ListUI

/// The items' order a collection view keeps for the renderers: each item's place and the item
/// at each place, as listing every index path gives them, made again only when the counts change.
@MainActor
@Suite struct ItemOrderTests {
  /// Every index path of `counts`, in order.
  static func listed(_ counts: [Int]) -> [IndexPath] {
    counts.enumerated().flatMap { section, items in
      (0..<items).map { IndexPath(item: $0, section: section) }
    }
  }

  @Test func placesAndItemsAgreeWithListingEveryItem() {
    let failures = failuresForSeeds(1...500) { seed, random in
      let counts = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        Int.random(in: 0...3, using: &random)
      }
      let order = ItemOrder(counts: counts)
      let listed = Self.listed(counts)
      if Array(order) != listed { return "order \(Array(order)) ≠ \(listed) for \(counts)" }
      for (place, path) in listed.enumerated() where order.firstIndex(of: path) != place {
        return "place of \(path) for \(counts)"
      }
      let outside = [
        IndexPath(item: 0, section: counts.count), IndexPath(item: -1, section: 0),
        IndexPath(item: 3, section: 0), IndexPath(index: 0),
      ]
      for path in outside where order.contains(path) != listed.contains(path) {
        return "contains \(path) for \(counts)"
      }
      for section in 0...(counts.count + 1) {
        for item in -1...4 {
          let path = IndexPath(item: item, section: section)
          let expected = listed.last {
            $0.section < section || ($0.section == section && $0.item <= item)
          }
          if order.last(atOrBefore: path) != expected { return "last at or before \(path)" }
        }
      }
      return nil
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// Asking again costs nothing until the counts change: a batch update and a reload each make
  /// it again, with the new counts.
  @Test func theOrderIsKeptUntilTheCountsChange() {
    let (collectionView, dataSource) = KeptSectionsTests.collectionView([2, 0, 3])
    for _ in 0..<5 { #expect(collectionView.itemOrder.count == 5) }
    #expect(collectionView.itemOrderBuildCount == 1)

    dataSource.counts = [2, 0, 3, 1]
    collectionView.performBatchUpdates {
      collectionView.insertSections(IndexSet(integer: 3))
    }
    #expect(Array(collectionView.itemOrder) == Self.listed([2, 0, 3, 1]))
    #expect(collectionView.itemOrderBuildCount == 2)

    dataSource.counts = [1, 1]
    collectionView.reloadData()
    #expect(Array(collectionView.itemOrder) == Self.listed([1, 1]))
    #expect(collectionView.itemOrderBuildCount == 3)
    _ = collectionView.itemOrder
    #expect(collectionView.itemOrderBuildCount == 3)
  }

  /// A page key moves to the last item whose top is within a screen, less a line, of the
  /// selected one's, and at least one item, within the items.
  @Test func aPageMovesToTheLastItemWithinAScreen() {
    // Sections of one item, 4 lines each with their insets, in a view 20 lines high: the item of
    // section k starts at line 4k + 1, and a page is 19 lines.
    let (collectionView, _) = KeptSectionsTests.collectionView(Array(repeating: 1, count: 12))
    #expect(collectionView.itemPlace(pages: 1, awayFrom: 0) == 4)
    #expect(collectionView.itemPlace(pages: 2, awayFrom: 0) == 9)
    #expect(collectionView.itemPlace(pages: -1, awayFrom: 4) == 0)
    #expect(collectionView.itemPlace(pages: 1, awayFrom: 11) == 11)
    #expect(collectionView.itemPlace(pages: -1, awayFrom: 0) == 0)
  }
}
