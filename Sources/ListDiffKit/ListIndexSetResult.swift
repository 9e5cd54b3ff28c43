import Foundation

/// The changes between two arrays, as indexes: what ``ListDiff(oldArray:newArray:option:)``
/// returns.
///
/// `deletes` and `updates` address the old array, `inserts` the new one, and each move goes from
/// an old index to a new one, as `UICollectionView` and ListUI's `CollectionView` expect. Use
/// ``resultForBatchUpdates()`` before handing the result to a batch update: a collection view
/// cannot move and reload the same item in one update.
public struct ListIndexSetResult: Sendable {
  /// The indexes inserted into the new array.
  public let inserts: IndexSet
  /// The indexes deleted from the old array.
  public let deletes: IndexSet
  /// The indexes in the old array of the elements that changed.
  public let updates: IndexSet
  /// The moves from an index in the old array to an index in the new array.
  public let moves: [ListMoveIndex]

  /// Each update as a pair of its old and new index, in new-array order.
  let updatePairs: [ListMoveIndex]
  let identifiers: any _DiffIdentifierIndex

  init(
    inserts: IndexSet, deletes: IndexSet, updates: [ListMoveIndex], moves: [ListMoveIndex],
    identifiers: any _DiffIdentifierIndex
  ) {
    self.inserts = inserts
    self.deletes = deletes
    self.updates = IndexSet(updates.lazy.map(\.from))
    self.moves = moves
    self.updatePairs = updates
    self.identifiers = identifiers
  }

  @usableFromInline
  init(_ outcome: _DiffOutcome) {
    self.init(
      inserts: IndexSet(ascending: outcome.inserts), deletes: IndexSet(ascending: outcome.deletes),
      updates: outcome.updates, moves: outcome.moves, identifiers: outcome.identifiers)
  }

  /// Whether the result has any insert, delete, update or move.
  public var hasChanges: Bool { changeCount > 0 }

  /// The number of inserts, deletes, updates and moves.
  public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

  /// The index of the element with this identifier in the old array, or `nil` if it was not there.
  ///
  /// When several elements share the identifier, this is the last one's index.
  ///
  /// - Parameter identifier: An element's ``ListDiffable/diffIdentifier()``.
  public func oldIndex(forIdentifier identifier: AnyHashable) -> Int? {
    identifiers.oldIndex(for: identifier)
  }

  /// The index of the element with this identifier in the new array, or `nil` if it is not there.
  ///
  /// When several elements share the identifier, this is the last one's index.
  ///
  /// - Parameter identifier: An element's ``ListDiffable/diffIdentifier()``.
  public func newIndex(forIdentifier identifier: AnyHashable) -> Int? {
    identifiers.newIndex(for: identifier)
  }

  /// The same changes in a form a collection view's batch update accepts: no updates, because an
  /// updated element becomes a delete of its old index and an insert of its new one, which also
  /// replaces its move when it moved.
  ///
  /// - Complexity: O(*u* + *m*) for *u* updates and *m* moves.
  public func resultForBatchUpdates() -> ListIndexSetResult {
    var deletes = deletes
    var inserts = inserts
    for update in updatePairs {
      deletes.insert(update.from)
      inserts.insert(update.to)
    }
    let updatedOldIndexes = updates
    return ListIndexSetResult(
      inserts: inserts, deletes: deletes, updates: [],
      moves: moves.filter { !updatedOldIndexes.contains($0.from) }, identifiers: identifiers)
  }
}

extension ListIndexSetResult: CustomStringConvertible {
  /// A summary in IGListKit's form: `<ListIndexSetResult; 2 inserts; 1 deletes; 3 updates; 2 moves>`.
  public var description: String {
    "<ListIndexSetResult; \(inserts.count) inserts; \(deletes.count) deletes; "
      + "\(updates.count) updates; \(moves.count) moves>"
  }
}

extension IndexSet {
  /// Builds an index set from ascending indexes, one range per run of consecutive indexes.
  @usableFromInline
  init(ascending indexes: [Int]) {
    self.init()
    var runStart = 0
    while runStart < indexes.count {
      var runEnd = runStart + 1
      while runEnd < indexes.count && indexes[runEnd] == indexes[runEnd - 1] + 1 { runEnd += 1 }
      insert(integersIn: indexes[runStart]..<(indexes[runEnd - 1] + 1))
      runStart = runEnd
    }
  }
}
