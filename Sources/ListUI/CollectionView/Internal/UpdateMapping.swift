import Foundation

/// Where each section and item of the old state goes in the new state, for a batch update that
/// has been validated.
///
/// Sections and items that are neither deleted nor moved fill the places that inserts and move
/// destinations leave free, in their old order, as `UICollectionView` places them. A reloaded
/// section is deleted and inserted at the same index; a reloaded item keeps its place and gets a
/// new cell.
struct UpdateMapping {
  /// For each old section, its new index, or `nil` when it is deleted or reloaded.
  private(set) var newSection: [Int?]
  /// For each old section that survives, how its items move.
  private var itemMaps: [Int: SectionItemMap] = [:]
  /// The old index paths whose items are reloaded.
  let reloadedItems: Set<IndexPath>

  /// How the items of one surviving section map into its new section.
  struct SectionItemMap {
    /// Old items that leave: deleted or moved out, ascending.
    var removed: [Int]
    /// New slots that arriving items take: inserted or moved in, ascending.
    var occupied: [Int]
    /// Explicit moves out of this section: old item to new index path.
    var moves: [Int: IndexPath]
    /// Old items deleted.
    var deleted: Set<Int>
  }

  init(update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) {
    let deletedSections = Set(update.deleteSections).union(update.reloadSections)
    let insertedSections = Set(update.insertSections).union(update.reloadSections)
    var slots = [Int?](repeating: nil, count: newCounts.count)
    var taken = [Bool](repeating: false, count: newCounts.count)
    for section in insertedSections where section < newCounts.count { taken[section] = true }
    let movedFrom = Dictionary(
      update.moveSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    for move in update.moveSections where move.to < newCounts.count {
      slots[move.to] = move.from
      taken[move.to] = true
    }
    var survivors = (0..<oldCounts.count).filter {
      !deletedSections.contains($0) && movedFrom[$0] == nil
    }.makeIterator()
    for slot in slots.indices where !taken[slot] {
      slots[slot] = survivors.next()
    }
    var newSection = [Int?](repeating: nil, count: oldCounts.count)
    for (slot, old) in slots.enumerated() {
      if let old { newSection[old] = slot }
    }
    self.newSection = newSection
    reloadedItems = Set(update.reloadItems)

    var removed: [Int: [Int]] = [:]
    var occupied: [Int: [Int]] = [:]
    var moves: [Int: [Int: IndexPath]] = [:]
    var deleted: [Int: Set<Int>] = [:]
    for path in update.deleteItems {
      removed[path[0], default: []].append(path[1])
      deleted[path[0], default: []].insert(path[1])
    }
    for path in update.insertItems { occupied[path[0], default: []].append(path[1]) }
    for move in update.moveItems {
      removed[move.from[0], default: []].append(move.from[1])
      occupied[move.to[0], default: []].append(move.to[1])
      moves[move.from[0], default: [:]][move.from[1]] = move.to
    }
    for (old, new) in newSection.enumerated() {
      guard let new else { continue }
      itemMaps[old] = SectionItemMap(
        removed: (removed[old] ?? []).sorted(), occupied: (occupied[new] ?? []).sorted(),
        moves: moves[old] ?? [:], deleted: deleted[old] ?? [])
    }
  }

  /// The new index path of the item at `old`, or `nil` when it is deleted or its section is.
  func newIndexPath(for old: IndexPath) -> IndexPath? {
    guard old.count == 2, old[0] < newSection.count, let section = newSection[old[0]],
      let map = itemMaps[old[0]]
    else { return nil }
    let item = old[1]
    if map.deleted.contains(item) { return nil }
    if let destination = map.moves[item] { return destination }
    // The item's rank among the items that stay, then the rank-th free slot.
    let rank = item - Self.count(of: map.removed, below: item)
    var slot = rank
    for taken in map.occupied {
      if taken <= slot { slot += 1 } else { break }
    }
    return IndexPath(indexes: [section, slot])
  }

  /// The number of values in ascending `values` below `limit`.
  private static func count(of values: [Int], below limit: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < limit { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
