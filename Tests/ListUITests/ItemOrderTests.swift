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
    let dataSource = UIKitModelCountsDataSource(counts: [2, 0, 3])
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 1)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 30, height: 20), collectionViewLayout: layout)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.scheduler = ManualScheduler()
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
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
}
