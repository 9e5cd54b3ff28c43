import Foundation

/// The items of a collection view in order, as index paths, without listing them: the place of
/// each section's first item among all the items. A collection view keeps one until its counts
/// change (``CollectionView/itemOrder``), so that the renderers, which move the selection, show
/// the position and number the rows on every key and frame, do not walk a million sections
/// each time.
@_spi(ListKit) public struct ItemOrder: RandomAccessCollection {
  /// The place of each section's first item; an empty section shares it with the next.
  private var starts: [Int]
  /// The number of items.
  public private(set) var count: Int

  /// No items.
  public init() {
    starts = []
    count = 0
  }

  /// The items of sections of `counts` items each.
  ///
  /// - Complexity: O(*s*) for *s* sections: one pass over the counts.
  init(counts: [Int]) {
    starts = []
    starts.reserveCapacity(counts.count)
    count = 0
    append(counts)
  }

  /// Adds sections of `counts` items each after the last one.
  ///
  /// - Complexity: O(*k*) for *k* sections added (amortized: the places' storage grows
  ///   geometrically).
  mutating func append(_ counts: [Int]) {
    for items in counts {
      starts.append(count)
      count += Swift.max(0, items)
    }
  }

  /// How many items section `section` has, for a section that exists.
  private func itemCount(inSection section: Int) -> Int {
    (section + 1 < starts.count ? starts[section + 1] : count) - starts[section]
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
    guard indexPath.count == 2, starts.indices.contains(indexPath.section),
      (0..<itemCount(inSection: indexPath.section)).contains(indexPath.item)
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
    guard indexPath.count == 2, !starts.isEmpty, indexPath.section >= 0 else { return nil }
    var section = Swift.min(indexPath.section, starts.count - 1)
    var item = section < indexPath.section ? Int.max : indexPath.item
    while section >= 0 {
      let items = itemCount(inSection: section)
      if items > 0 && item >= 0 {
        return IndexPath(item: Swift.min(item, items - 1), section: section)
      }
      section -= 1
      item = Int.max
    }
    return nil
  }
}

extension ItemOrder {
  /// The heap block of the first items' places.
  var memoryBytes: Int { MemoryFootprint.bytes(of: starts) }
}
