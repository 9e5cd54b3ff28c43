import Foundation

/// Where each section before a valid batch update goes after it, kept as the update's changes
/// rather than as one entry per section: moved sections go where they are moved, the others that
/// survive fill the places that inserts (reloads' landings included) and moves leave free, in
/// their old order, as `UICollectionView` places them.
///
/// It is a collection of the old sections' new indexes (`nil` for a deleted or reloaded section),
/// each found in O(log *c*) for *c* changed sections, so that an update of a few sections of a
/// long list costs in proportion to its changes.
struct SectionMapping: RandomAccessCollection {
  /// How many sections there are before and after the update.
  let oldCount: Int
  let newCount: Int
  /// Old sections that do not fill a free place: deleted, reloaded or moved away; ascending.
  let removed: [Int]
  /// New places that inserts, reloads' landings and moves take; ascending.
  let occupied: [Int]
  /// New places that inserts and reloads' landings take, without the moves' destinations: the
  /// sections after the update that no old section becomes; ascending.
  let inserted: [Int]
  /// Deleted and reloaded old sections.
  private let deleted: SortedIndexSet
  /// Each moved section's destination, by its old index, and its origin, by its new one.
  private let destinations: [Int: Int]
  private let origins: [Int: Int]

  init(sections: SectionChanges, moves: [(from: Int, to: Int)], oldCount: Int, newCount: Int) {
    self.oldCount = oldCount
    self.newCount = newCount
    deleted = sections.deleted
    var destinations: [Int: Int] = [:]
    var origins: [Int: Int] = [:]
    for move in moves {
      destinations[move.from] = move.to
      origins[move.to] = move.from
    }
    self.destinations = destinations
    self.origins = origins
    let deletedInRange = sections.deleted.ascending(below: oldCount)
    removed =
      destinations.isEmpty
      ? deletedInRange
      : SortedIndexes.ascendingUnique(deletedInRange + destinations.keys)
    inserted = sections.inserted.ascending(below: newCount)
    occupied =
      origins.isEmpty ? inserted : SortedIndexes.ascendingUnique(inserted + origins.keys)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { oldCount }

  /// The new index of old section `old`, or `nil` when it is deleted or reloaded.
  ///
  /// - Complexity: O(log *c*) for *c* changed sections.
  subscript(old: Int) -> Int? {
    if deleted.contains(old) { return nil }
    if let destination = destinations[old] { return destination }
    let place = ReloadLandings.landing(of: old, deletes: removed, inserts: occupied)
    return place < newCount ? place : nil
  }

  /// The old index of the section at `new` after the update, or `nil` for an inserted section or
  /// a reloaded one's landing.
  ///
  /// - Complexity: O(log *c*) for *c* changed sections.
  func oldSection(forNew new: Int) -> Int? {
    if let origin = origins[new] { return origin }
    if Self.contains(new, in: occupied) { return nil }
    let old = ReloadLandings.landing(of: new, deletes: occupied, inserts: removed)
    return old < oldCount ? old : nil
  }

  /// Walks the sections after the update in order: runs of sections that come unchanged from
  /// consecutive old sections go to `carried`, with their old range and their first new index,
  /// a moved section that is not recomputed as a run of its own; each section of `recomputed`
  /// (new indexes, ascending, every inserted place among them) goes to `fresh`.
  ///
  /// - Complexity: O(*c* + *r*) calls for *c* changed and *r* recomputed sections.
  func forEachRun(
    recomputing recomputed: [Int], carried: (Range<Int>, Int) -> Void, fresh: (Int) -> Void
  ) {
    var new = 0
    var old = 0
    var nextRemoved = 0
    var nextRecomputed = 0
    var nextOccupied = 0
    func skipRemoved() {
      while nextRemoved < removed.count && removed[nextRemoved] == old {
        nextRemoved += 1
        old += 1
      }
    }
    while new < newCount {
      let isOccupied = nextOccupied < occupied.count && occupied[nextOccupied] == new
      if nextRecomputed < recomputed.count && recomputed[nextRecomputed] == new {
        fresh(new)
        if isOccupied {
          nextOccupied += 1
        } else {
          // A surviving section sits here, recomputed: its old one is used up.
          skipRemoved()
          old += 1
        }
        nextRecomputed += 1
        new += 1
        continue
      }
      if isOccupied {
        // A place a move takes, not recomputed: the moved section comes as it was.
        nextOccupied += 1
        if let origin = origins[new] {
          carried(origin..<(origin + 1), new)
        } else {
          fresh(new)
        }
        new += 1
        continue
      }
      skipRemoved()
      let nextRecomputedPlace =
        nextRecomputed < recomputed.count ? recomputed[nextRecomputed] : newCount
      let nextOccupiedPlace = nextOccupied < occupied.count ? occupied[nextOccupied] : newCount
      let newEnd = Swift.min(nextRecomputedPlace, nextOccupiedPlace)
      let oldEnd = nextRemoved < removed.count ? removed[nextRemoved] : oldCount
      let length = Swift.min(newEnd - new, oldEnd - old)
      guard length > 0 else {
        // Not a valid update's mapping: what is left is recomputed.
        fresh(new)
        new += 1
        continue
      }
      carried(old..<(old + length), new)
      old += length
      new += length
    }
  }

  /// Whether ascending `values` contain `value`.
  private static func contains(_ value: Int, in values: [Int]) -> Bool {
    let low = Partition.first(in: values.indices) { values[$0] >= value }
    return low < values.count && values[low] == value
  }
}
