import Foundation
import ListUI

/// The items of a collection view in order, as index paths, without listing them: the place of
/// each section's first item. Building it costs O(sections); an item's place, O(1); the index
/// path at a place, O(log sections). A list of 100,000 sections is not walked item by item on
/// each key and each frame.
struct ItemOrder: RandomAccessCollection {
  /// The place of each section's first item; an empty section shares it with the next.
  private let starts: [Int]
  private let counts: [Int]
  /// The number of items.
  let count: Int

  @MainActor
  init(_ collectionView: CollectionView?) {
    var starts: [Int] = []
    var counts: [Int] = []
    var total = 0
    if let collectionView {
      let sections = collectionView.numberOfSections
      starts.reserveCapacity(sections)
      counts.reserveCapacity(sections)
      for section in 0..<sections {
        let items = collectionView.numberOfItems(inSection: section)
        starts.append(total)
        counts.append(items)
        total += items
      }
    }
    self.starts = starts
    self.counts = counts
    count = total
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// The index path of the item at `position`.
  subscript(position: Int) -> IndexPath {
    // The last section that starts at or before the place: the one that holds it.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return IndexPath(item: position - starts[low], section: low)
  }

  /// The place of the item at `indexPath`, or `nil` when there is no such item.
  func firstIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.item)
    else { return nil }
    return starts[indexPath.section] + indexPath.item
  }

  /// Whether there is an item at `indexPath`.
  func contains(_ indexPath: IndexPath) -> Bool { firstIndex(of: indexPath) != nil }

  /// The last item at or before `indexPath` in order, or `nil` when there is none.
  func last(atOrBefore indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, !counts.isEmpty, indexPath.section >= 0 else { return nil }
    var section = Swift.min(indexPath.section, counts.count - 1)
    var item = section < indexPath.section ? Int.max : indexPath.item
    while section >= 0 {
      if counts[section] > 0 && item >= 0 {
        return IndexPath(item: Swift.min(item, counts[section] - 1), section: section)
      }
      section -= 1
      item = Int.max
    }
    return nil
  }
}
