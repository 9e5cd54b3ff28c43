import Foundation

/// The items of a collection view in order, as index paths, without listing them: the place of
/// each section's first item among all the items. A collection view keeps one until its counts
/// change (``CollectionView/itemOrder``), so that the renderers, which move the selection, show
/// the position and number the rows on every key and frame, do not walk a million sections
/// each time.
@_spi(ListKit) public struct ItemOrder: RandomAccessCollection {
  /// The place of each section's first item; an empty section shares it with the next.
  private let starts: [Int]
  private let counts: [Int]
  /// The number of items.
  public let count: Int

  /// No items.
  public init() {
    starts = []
    counts = []
    count = 0
  }

  /// The items of sections of `counts` items each.
  ///
  /// - Complexity: O(*s*) for *s* sections: one pass over the counts.
  init(counts: [Int]) {
    var starts: [Int] = []
    starts.reserveCapacity(counts.count)
    var total = 0
    for items in counts {
      starts.append(total)
      total += Swift.max(0, items)
    }
    self.starts = starts
    self.counts = counts
    count = total
  }

  /// The first place, 0.
  public var startIndex: Int { 0 }
  /// The place past the last item: the number of items.
  public var endIndex: Int { count }

  /// The index path of the item at `position`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  public subscript(position: Int) -> IndexPath {
    // The last section that starts at or before the place: the one that holds it.
    let after = Partition.first(in: 0..<starts.count) { starts[$0] > position }
    let section = Swift.max(0, after - 1)
    return IndexPath(item: position - starts[section], section: section)
  }

  /// The place of the item at `indexPath`, or `nil` when there is no such item.
  ///
  /// - Complexity: O(1).
  public func firstIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.item)
    else { return nil }
    return starts[indexPath.section] + indexPath.item
  }

  /// Whether there is an item at `indexPath`.
  ///
  /// - Complexity: O(1).
  public func contains(_ indexPath: IndexPath) -> Bool { firstIndex(of: indexPath) != nil }

  /// The last item at or before `indexPath` in order, or `nil` when there is none.
  ///
  /// - Complexity: O(*e*) for *e* empty sections passed over.
  public func last(atOrBefore indexPath: IndexPath) -> IndexPath? {
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

extension ItemOrder {
  /// The heap block of the first items' places; the counts are the collection view's.
  var memoryBytes: Int { MemoryFootprint.bytes(of: starts) }
}
