import Foundation

/// A section diff turned into its batch update off the main actor, for an update in which no
/// section controller changes items: the batch update as IGListKit's rules make it, which the
/// updater reports, and the fewest section moves that give the collection view the same result.
///
/// IGListKit's diff reports as moved every section whose place is not its old one shifted by the
/// deletes and inserts before it, so that moving a few sections to the front of a long list
/// reports nearly every section as moved. The collection view places the sections that are not
/// moved in their old order into the places left free, so only the sections outside a longest
/// run of sections that keep their order need a move: the others land where they did.
struct PreparedSectionUpdate: Sendable {
  /// The batch update as the updater reports it.
  let data: ListBatchUpdateData
  /// The section moves the collection view is given: those of `data` that are needed.
  let moves: [ListMoveIndex]
  /// How many changes the collection view animates: the diff's inserts, deletes and updates, and
  /// the moves it needs. What decides whether the update is too large to animate, instead of the
  /// diff's own count, whose moves include every section that a move shifted.
  let changeCount: Int

  /// The batch update of `diff`, a diff of sections known by their index before the update, and
  /// its fewest moves.
  ///
  /// - Complexity: O(*n* log *n*) for *n* sections.
  init(diff: ListIndexSetResult, oldCount: Int, newCount: Int) {
    var deletes = diff.deletes
    var inserts = diff.inserts
    // An updated section is reloaded: deleted where it was and inserted where it goes.
    for section in diff.updates {
      let identifier = AnyHashable(section)
      if let from = diff.oldIndexIfPresent(forIdentifier: identifier),
        let to = diff.newIndexIfPresent(forIdentifier: identifier)
      {
        deletes.insert(from)
        inserts.insert(to)
      }
    }
    data = ListBatchUpdateData(
      insertSections: inserts, deleteSections: deletes, moveSections: Set(diff.moves),
      insertIndexPaths: [], deleteIndexPaths: [], updateIndexPaths: [], moveIndexPaths: [])
    moves = Self.neededMoves(of: data, oldCount: oldCount, newCount: newCount)
    changeCount = diff.inserts.count + diff.deletes.count + diff.updates.count + moves.count
  }

  /// The fewest section moves that, with `data`'s deletes and inserts, place every section where
  /// all of `data`'s moves do: where every old section goes, as the collection view places them,
  /// then a move for each surviving section outside a longest run of survivors whose new places
  /// ascend. A section that `data` does not move may need a move here, once the sections around
  /// it are not moved.
  ///
  /// - Complexity: O(*n* log *n*) for *n* sections, O(*n*) when few of them leave their order.
  static func neededMoves(of data: ListBatchUpdateData, oldCount: Int, newCount: Int)
    -> [ListMoveIndex]
  {
    guard !data.moveSections.isEmpty else { return [] }
    var newIndex = [Int](repeating: -1, count: oldCount)
    var taken = [Bool](repeating: false, count: newCount)
    var removed = [Bool](repeating: false, count: oldCount)
    for range in data.insertSections.rangeView {
      for section in range where section < newCount { taken[section] = true }
    }
    for range in data.deleteSections.rangeView {
      for section in range where section < oldCount { removed[section] = true }
    }
    for move in data.moveSections where move.from < oldCount && move.to < newCount {
      newIndex[move.from] = move.to
      taken[move.to] = true
      removed[move.from] = true
    }
    var slot = 0
    for old in 0..<oldCount where !removed[old] {
      while slot < newCount && taken[slot] { slot += 1 }
      guard slot < newCount else { break }
      newIndex[old] = slot
      slot += 1
    }
    // A longest run of survivors, in old order, whose new places ascend (patience sorting).
    var survivors: [Int] = []
    survivors.reserveCapacity(oldCount)
    for old in 0..<oldCount where newIndex[old] >= 0 {
      survivors.append(old)
    }
    // `tails[k]` is the survivor that ends the run of length k + 1 whose end is lowest, and
    // `tailPlaces[k]` that end. A survivor past the longest run's end extends it without a search:
    // most do, as most sections keep their order.
    var tails: [Int] = []  // indexes into survivors
    var tailPlaces: [Int] = []
    var previous = [Int](repeating: -1, count: survivors.count)
    for (position, old) in survivors.enumerated() {
      let place = newIndex[old]
      var low = tails.count
      if let longest = tailPlaces.last, longest >= place {
        low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if tailPlaces[middle] < place { low = middle + 1 } else { high = middle }
        }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count {
        tails.append(position)
        tailPlaces.append(place)
      } else {
        tails[low] = position
        tailPlaces[low] = place
      }
    }
    var inRun = [Bool](repeating: false, count: survivors.count)
    var position = tails.last ?? -1
    while position >= 0 {
      inRun[position] = true
      position = previous[position]
    }
    var moves: [ListMoveIndex] = []
    for (position, old) in survivors.enumerated() where !inRun[position] {
      moves.append(ListMoveIndex(from: old, to: newIndex[old]))
    }
    return moves
  }
}
