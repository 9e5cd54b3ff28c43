import Foundation

/// Where each section and item of the old state goes in the new state, for a batch update that
/// has been validated.
///
/// Sections and items that are neither deleted nor moved fill the places that inserts and move
/// destinations leave free, in their old order, as `UICollectionView` places them. A reloaded
/// section or item is deleted and inserted at the same index, so it gets a new cell.
struct UpdateMapping {
  /// For each old section, its new index, or `nil` when it is deleted or reloaded.
  let newSection: [Int?]
  /// For each old section that survives, how its items move.
  private let itemMaps: [Int: SectionItemMap]

  /// How the items of one surviving section map into its new section.
  private struct SectionItemMap {
    /// Old items that leave: deleted, reloaded or moved out, ascending.
    var removed: [Int] = []
    /// New slots that arriving items take: inserted, reloaded or moved in, ascending.
    var occupied: [Int] = []
    /// Explicit moves out of this section: old item to new index path.
    var moves: [Int: IndexPath] = [:]
    /// Old items deleted or reloaded.
    var deleted: Set<Int> = []
  }

  init(update: BatchUpdate, sections: SectionChanges, oldCounts: [Int], newCounts: [Int]) {
    var slots = [Int?](repeating: nil, count: newCounts.count)
    var taken = [Bool](repeating: false, count: newCounts.count)
    for section in sections.inserted { taken[section] = true }
    var movedSections = Set<Int>()
    for move in update.moveSections {
      slots[move.to] = move.from
      taken[move.to] = true
      movedSections.insert(move.from)
    }
    var survivors = (0..<oldCounts.count).lazy.filter {
      !sections.deleted.contains($0) && !movedSections.contains($0)
    }.makeIterator()
    for slot in slots.indices where !taken[slot] {
      slots[slot] = survivors.next()
    }
    var newSection = [Int?](repeating: nil, count: oldCounts.count)
    for (slot, old) in slots.enumerated() {
      if let old { newSection[old] = slot }
    }
    self.newSection = newSection

    var oldSide: [Int: SectionItemMap] = [:]
    var occupied: [Int: [Int]] = [:]
    for path in update.deleteItems + update.reloadItems {
      oldSide[path[0], default: SectionItemMap()].removed.append(path[1])
      oldSide[path[0], default: SectionItemMap()].deleted.insert(path[1])
    }
    for path in update.insertItems + update.reloadItems {
      occupied[path[0], default: []].append(path[1])
    }
    for (from, to) in update.moveItems {
      oldSide[from[0], default: SectionItemMap()].removed.append(from[1])
      oldSide[from[0], default: SectionItemMap()].moves[from[1]] = to
      occupied[to[0], default: []].append(to[1])
    }
    // Only sections with item changes get a map; the items of the others keep their indexes.
    var itemMaps: [Int: SectionItemMap] = [:]
    var changedOldSections = Set(oldSide.keys)
    if !occupied.isEmpty {
      for (old, new) in newSection.enumerated() {
        if let new, occupied[new] != nil { changedOldSections.insert(old) }
      }
    }
    for old in changedOldSections {
      guard newSection.indices.contains(old), let new = newSection[old] else { continue }
      var map = oldSide[old] ?? SectionItemMap()
      map.removed.sort()
      map.occupied = (occupied[new] ?? []).sorted()
      itemMaps[old] = map
    }
    self.itemMaps = itemMaps
  }

  /// The new index path of the item at `old`, or `nil` when it is deleted, reloaded, or its
  /// section is.
  ///
  /// - Complexity: O(log *c*) for *c* changes in its section.
  func newIndexPath(for old: IndexPath) -> IndexPath? {
    guard old.count == 2, newSection.indices.contains(old[0]), let section = newSection[old[0]]
    else { return nil }
    guard let map = itemMaps[old[0]] else { return IndexPath(indexes: [section, old[1]]) }
    let item = old[1]
    if map.deleted.contains(item) { return nil }
    if let destination = map.moves[item] { return destination }
    // The item's rank among the items that stay, then the rank-th free slot: the slot is the rank
    // plus the number of occupied slots before it, which are those with occupied[m] - m <= rank.
    let rank = item - Self.count(in: map.removed) { $0 < item }
    var low = 0
    var high = map.occupied.count
    while low < high {
      let middle = (low + high) / 2
      if map.occupied[middle] - middle <= rank { low = middle + 1 } else { high = middle }
    }
    return IndexPath(indexes: [section, rank + low])
  }

  /// The number of leading values of ascending `values` that satisfy `predicate`.
  private static func count(in values: [Int], where predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if predicate(values[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
