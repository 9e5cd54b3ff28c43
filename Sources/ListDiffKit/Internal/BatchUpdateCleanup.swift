import Foundation

/// The working state of `ListBatchUpdateData`'s cleanup.
///
/// A section is an index path's first index; an empty index path belongs to no section and passes
/// through unchanged, as an `NSIndexPath` without indexes (section `NSNotFound`) does in IGListKit.
struct _BatchUpdateCleanup {
  var insertSections: IndexSet
  var deleteSections: IndexSet
  var moveSections: Set<ListMoveIndex>
  /// The section deletes as given, before any move became a delete.
  let originalDeleteSections: IndexSet
  /// The section moves that survive the first rule.
  private let keptMoves: [ListMoveIndex]
  /// The same moves by origin and by destination, made the first time a rule asks for them:
  /// when a section is moved from or to twice, or has item changes. They are never changed after
  /// they are built, so that every item change in a moved section finds its move even after an
  /// earlier change turned that move into a delete and an insert. A section is the origin or the
  /// destination of several moves only when the caller gives such moves; they are all reloaded
  /// at once, and the item changes in their sections are dropped.
  private var movesByOrigin: [Int: [ListMoveIndex]] = [:]
  private var movesByDestination: [Int: [ListMoveIndex]] = [:]
  private var movesAreIndexed = false
  /// The sections whose moves, by origin and by destination, are reloaded already: each list is
  /// reloaded once however many item changes it has, so that the cleanup stays linear.
  private var reloadedOrigins = Set<Int>()
  private var reloadedDestinations = Set<Int>()

  init(insertSections: IndexSet, deleteSections: IndexSet, moveSections: Set<ListMoveIndex>) {
    self.insertSections = insertSections
    self.deleteSections = deleteSections
    self.moveSections = moveSections
    self.originalDeleteSections = deleteSections
    var kept: [ListMoveIndex] = []
    kept.reserveCapacity(moveSections.count)
    let deleted = _IndexMembership(deleteSections, queries: moveSections.count)
    let inserted = _IndexMembership(insertSections, queries: moveSections.count)
    for move in moveSections {
      if deleted.contains(move.from) || inserted.contains(move.to) {
        self.moveSections.remove(move)
      } else {
        kept.append(move)
      }
    }
    keptMoves = kept
    // No collection view moves one section to two places, or two sections to one place.
    if Self.repeats(kept.map(\.from)) || Self.repeats(kept.map(\.to)) {
      indexMovesIfNeeded()
      for (section, moves) in movesByOrigin where moves.count > 1 {
        _ = reloadMoves(from: section)
      }
      for (section, moves) in movesByDestination where moves.count > 1 {
        _ = reloadMoves(to: section)
      }
    }
  }

  /// Whether a value appears twice in `values`.
  ///
  /// - Complexity: O(*n*) expected: a table of bits when the values lie in a range at most a few
  ///   times as wide as their count, as sections do, a set otherwise.
  static func repeats(_ values: [Int]) -> Bool {
    guard values.count > 1, let low = values.min(), let high = values.max() else { return false }
    let (width, overflow) = high.subtractingReportingOverflow(low)
    guard !overflow, width < 8 * values.count + 64 else {
      var seen = Set<Int>(minimumCapacity: values.count)
      return values.contains { !seen.insert($0).inserted }
    }
    var bits = [UInt64](repeating: 0, count: width / 64 + 1)
    for value in values {
      let offset = value - low
      let mask = UInt64(1) << UInt64(offset & 63)
      if bits[offset >> 6] & mask != 0 { return true }
      bits[offset >> 6] |= mask
    }
    return false
  }

  /// Builds the moves by origin and by destination, once.
  private mutating func indexMovesIfNeeded() {
    guard !movesAreIndexed else { return }
    movesAreIndexed = true
    for move in keptMoves {
      movesByOrigin[move.from, default: []].append(move)
      movesByDestination[move.to, default: []].append(move)
    }
  }

  /// Each deleted index path once, in the order first given.
  func deduplicatedDeletes(_ deletes: [IndexPath]) -> [IndexPath] {
    var seen = Set<IndexPath>()
    return deletes.filter { seen.insert($0).inserted }
  }

  /// The inserts less one insert of an index path for each extra delete of it.
  func insertsBalancingDuplicateDeletes(_ inserts: [IndexPath], _ deletes: [IndexPath])
    -> [IndexPath]
  {
    var extraDeletes: [IndexPath: Int] = [:]
    for path in deletes { extraDeletes[path, default: -1] += 1 }
    return inserts.filter { path in
      guard let extra = extraDeletes[path], extra > 0 else { return true }
      extraDeletes[path] = extra - 1
      return false
    }
  }

  /// Drops the item changes inside a moved section and turns that move into a delete and an
  /// insert; `movedFrom` says whether the paths address the move's origin (deletes) or its
  /// destination (inserts).
  mutating func reloadMovedSections(of paths: inout [IndexPath], movedFrom: Bool) {
    paths.removeAll { path in
      guard let section = path.first else { return false }
      return movedFrom ? reloadMoves(from: section) : reloadMoves(to: section)
    }
  }

  /// The item moves that neither leave a deleted section nor leave a moved one; a moved one is
  /// reloaded instead.
  mutating func itemMovesOutsideDeletedOrMovedSections(_ moves: [ListMoveIndexPath])
    -> [ListMoveIndexPath]
  {
    var seen = Set<ListMoveIndexPath>()
    return moves.filter { move in
      var keep = seen.insert(move).inserted
      guard let section = move.from.first else { return keep }
      if originalDeleteSections.contains(section) { keep = false }
      if reloadMoves(from: section) { keep = false }
      return keep
    }
  }

  /// Reloads the moves out of `section`; whether there are any.
  private mutating func reloadMoves(from section: Int) -> Bool {
    guard !keptMoves.isEmpty else { return false }
    indexMovesIfNeeded()
    guard let moves = movesByOrigin[section] else { return false }
    if reloadedOrigins.insert(section).inserted { moves.forEach { reload($0) } }
    return true
  }

  /// Reloads the moves into `section`; whether there are any.
  private mutating func reloadMoves(to section: Int) -> Bool {
    guard !keptMoves.isEmpty else { return false }
    indexMovesIfNeeded()
    guard let moves = movesByDestination[section] else { return false }
    if reloadedDestinations.insert(section).inserted { moves.forEach { reload($0) } }
    return true
  }

  private mutating func reload(_ move: ListMoveIndex) {
    moveSections.remove(move)
    deleteSections.insert(move.from)
    insertSections.insert(move.to)
  }
}
