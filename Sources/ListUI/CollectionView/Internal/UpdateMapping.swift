import Foundation

/// Where each section and item of the old state goes in the new state, for a batch update that
/// has been validated.
///
/// Sections and items that are neither deleted nor moved fill the places that inserts and move
/// destinations leave free, in their old order, as `UICollectionView` places them. A reloaded
/// section or item is deleted, and inserted where it lands (``ReloadLandings``), so it gets a
/// new cell. An index path inserted twice inserts two items: the second takes the next free
/// place after it.
struct UpdateMapping {
  /// For each old section, its new index, or `nil` when it is deleted or reloaded.
  let newSection: SectionMapping
  /// Where each reloaded section lands, by its index before the update.
  let sectionReloadLandings: [Int: Int]
  /// Where each reloaded item lands, in the order of the update's reloads.
  let itemReloadLandings: [IndexPath]
  /// The new indexes of the reloaded sections, to look up.
  let reloadedSections: Set<Int>
  /// The new index paths of the reloaded items, to look up.
  let reloadedItems: Set<IndexPath>
  /// For each old section that survives, how its items move.
  private let itemMaps: [Int: SectionItemMap]

  /// How the items of one surviving section map into its new section.
  private struct SectionItemMap {
    /// Old items that leave: deleted, reloaded or moved out, ascending.
    var removed: [Int] = []
    /// New places that arriving items take: inserted, reloaded or moved in, ascending and
    /// distinct.
    var occupied: [Int] = []
    /// Explicit moves out of this section: old item to new index path.
    var moves: [Int: IndexPath] = [:]
    /// Old items deleted or reloaded.
    var deleted: Set<Int> = []
  }

  /// The mapping of a valid update whose sections map by `newSection`, whose reloaded sections
  /// land at `sectionReloadLandings` and whose reloaded items land at `itemReloadLandings` (in
  /// the order of `update.reloadItems`).
  init(
    update: BatchUpdate, newSection: SectionMapping, sectionReloadLandings: [Int: Int],
    itemReloadLandings reloadLandings: [IndexPath], newCounts: [Int]
  ) {
    self.newSection = newSection
    self.sectionReloadLandings = sectionReloadLandings
    itemReloadLandings = reloadLandings
    reloadedSections = Set(sectionReloadLandings.values)
    reloadedItems = Set(reloadLandings)

    var oldSide: [Int: SectionItemMap] = [:]
    var occupied: [Int: Set<Int>] = [:]
    var repeatedInserts: [IndexPath] = []
    for path in update.deleteItems + update.reloadItems {
      oldSide[path[0], default: SectionItemMap()].removed.append(path[1])
      oldSide[path[0], default: SectionItemMap()].deleted.insert(path[1])
    }
    for (from, to) in update.moveItems {
      oldSide[from[0], default: SectionItemMap()].removed.append(from[1])
      oldSide[from[0], default: SectionItemMap()].moves[from[1]] = to
      occupied[to[0], default: []].insert(to[1])
    }
    for path in reloadLandings { occupied[path[0], default: []].insert(path[1]) }
    for path in update.insertItems where !occupied[path[0], default: []].insert(path[1]).inserted {
      repeatedInserts.append(path)
    }
    for path in repeatedInserts.sorted() {
      let count = newCounts.indices.contains(path[0]) ? newCounts[path[0]] : 0
      let free =
        (path[1]..<count).first { !occupied[path[0], default: []].contains($0) }
        ?? (0..<min(path[1], count)).first { !occupied[path[0], default: []].contains($0) }
      if let free { occupied[path[0], default: []].insert(free) }
    }
    // Only sections with item changes get a map; the items of the others keep their indexes.
    var itemMaps: [Int: SectionItemMap] = [:]
    var changedOldSections = Set(oldSide.keys)
    for new in occupied.keys {
      if let old = newSection.oldSection(forNew: new) { changedOldSections.insert(old) }
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
    guard let map = itemMaps[old[0]] else { return IndexPath(item: old[1], section: section) }
    let item = old[1]
    if map.deleted.contains(item) { return nil }
    if let destination = map.moves[item] { return destination }
    // The item's rank among the items that stay, then the rank-th free place.
    let rank = item - Self.count(in: map.removed) { $0 < item }
    let place = ReloadLandings.landing(of: rank, deletes: [], inserts: map.occupied)
    return IndexPath(item: place, section: section)
  }

  /// The number of leading values of ascending `values` that satisfy `predicate`.
  private static func count(in values: [Int], where predicate: (Int) -> Bool) -> Int {
    Partition.first(in: values.indices) { !predicate(values[$0]) }
  }

  /// Checks, when ListKit is built with `LISTKIT_CHECK_INVARIANTS`, that the mapping sends the
  /// old sections and items one to one into the new ones, inside their counts: every section of
  /// a list of up to ``sectionsCheckedInFull``, and as many spread evenly over a longer one, so
  /// that the updates of a long list, such as the pieces a large list opens in, are not each
  /// as slow as the list is long. Costs nothing otherwise.
  ///
  /// - Complexity: O(*n* log *c*) for the *n* items of the sections checked, when checked.
  func checkInvariants(oldCounts: [Int], newCounts: [Int]) {
    #if LISTKIT_CHECK_INVARIANTS
      precondition(newSection.count == oldCounts.count, "a new index for every old section")
      var sectionTargets = Set<Int>()
      var itemTargets = Set<IndexPath>()
      let stride = max(1, oldCounts.count / Self.sectionsCheckedInFull)
      for old in Swift.stride(from: 0, to: oldCounts.count, by: stride) {
        guard let new = newSection[old] else { continue }
        precondition(newCounts.indices.contains(new), "section \(old) maps outside the sections")
        precondition(sectionTargets.insert(new).inserted, "two sections map to section \(new)")
        for item in 0..<oldCounts[old] {
          guard let target = newIndexPath(for: IndexPath(item: item, section: old)) else {
            continue
          }
          precondition(
            newCounts.indices.contains(target[0]) && (0..<newCounts[target[0]]).contains(target[1]),
            "item \(item) of section \(old) maps outside the items: \(target)")
          precondition(itemTargets.insert(target).inserted, "two items map to \(target)")
        }
      }
    #endif
  }

  /// How many sections ``checkInvariants(oldCounts:newCounts:)`` checks at most, about.
  static let sectionsCheckedInFull = 2_000
}
