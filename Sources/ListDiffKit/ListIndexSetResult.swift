import Foundation

/// The changes between two arrays, as indexes: what
/// ``ListDiff(oldArray:newArray:option:)-([ListDiffable]?,_,_)`` returns.
///
/// `deletes` and `updates` address the old array, `inserts` the new one, and each move goes from
/// an old index to a new one, as `UICollectionView` and ListUI's `CollectionView` expect. Use
/// ``resultForBatchUpdates()`` before handing the result to a batch update: a collection view
/// cannot move and reload the same item in one update.
///
/// A result is an immutable value; its index sets are built the first time they are read.
public struct ListIndexSetResult: Sendable {
  let insertIndexes: _SortedIndexes
  let deleteIndexes: _SortedIndexes
  /// Each update as a pair of its old and new index, in new-array order.
  let updatePairs: [ListMoveIndex]
  let updateIndexes: _SortedIndexes
  let identifiers: any _DiffIdentifierIndex

  /// The moves from an index in the old array to an index in the new array, in new-array order.
  public let moves: [ListMoveIndex]

  init(
    inserts: [Int], deletes: [Int], updates: [ListMoveIndex], moves: [ListMoveIndex],
    identifiers: any _DiffIdentifierIndex
  ) {
    self.insertIndexes = _SortedIndexes(ascending: inserts)
    self.deleteIndexes = _SortedIndexes(ascending: deletes)
    self.updatePairs = updates
    self.updateIndexes = _SortedIndexes(ascending: updates.map(\.from).sorted())
    self.moves = moves
    self.identifiers = identifiers
  }

  @usableFromInline
  init(_ outcome: _DiffOutcome) {
    self.init(
      inserts: outcome.inserts, deletes: outcome.deletes, updates: outcome.updates,
      moves: outcome.moves, identifiers: outcome.identifiers)
  }

  /// The indexes inserted into the new array.
  public var inserts: IndexSet { insertIndexes.indexSet }

  /// The indexes deleted from the old array.
  public var deletes: IndexSet { deleteIndexes.indexSet }

  /// The indexes in the old array of the elements that changed.
  public var updates: IndexSet { updateIndexes.indexSet }

  /// Whether the result has any insert, delete, update or move.
  public var hasChanges: Bool { changeCount > 0 }

  /// The number of inserts, deletes, updates and moves.
  public var changeCount: Int {
    insertIndexes.count + deleteIndexes.count + updateIndexes.count + moves.count
  }

  /// The index of the element with this identifier in the old array, or `NSNotFound` if it was
  /// not there: IGListKit's `oldIndex(forIdentifier:)`. ``oldIndexIfPresent(forIdentifier:)``
  /// says the same with `nil`.
  ///
  /// When several elements share the identifier, this is the last one's index.
  ///
  /// - Parameter identifier: An element's ``ListDiffable/diffIdentifier()``.
  /// - Complexity: O(1) expected: a dictionary look-up.
  public func oldIndex(forIdentifier identifier: AnyHashable) -> Int {
    identifiers.oldIndex(for: identifier) ?? NSNotFound
  }

  /// The index of the element with this identifier in the new array, or `NSNotFound` if it is
  /// not there: IGListKit's `newIndex(forIdentifier:)`. ``newIndexIfPresent(forIdentifier:)``
  /// says the same with `nil`.
  ///
  /// When several elements share the identifier, this is the last one's index.
  ///
  /// - Parameter identifier: An element's ``ListDiffable/diffIdentifier()``.
  /// - Complexity: O(1) expected: a dictionary look-up.
  public func newIndex(forIdentifier identifier: AnyHashable) -> Int {
    identifiers.newIndex(for: identifier) ?? NSNotFound
  }

  /// The index of the element with this identifier in the old array, or `nil` if it was not there.
  ///
  /// When several elements share the identifier, this is the last one's index.
  ///
  /// - Parameter identifier: An element's ``ListDiffable/diffIdentifier()``.
  public func oldIndexIfPresent(forIdentifier identifier: AnyHashable) -> Int? {
    identifiers.oldIndex(for: identifier)
  }

  /// The index of the element with this identifier in the new array, or `nil` if it is not there.
  ///
  /// When several elements share the identifier, this is the last one's index.
  ///
  /// - Parameter identifier: An element's ``ListDiffable/diffIdentifier()``.
  public func newIndexIfPresent(forIdentifier identifier: AnyHashable) -> Int? {
    identifiers.newIndex(for: identifier)
  }

  /// The same changes in a form a collection view's batch update accepts: no updates, because an
  /// updated element becomes a delete of its old index and an insert of its new one, which also
  /// replaces its move when it moved.
  ///
  /// - Complexity: O((*i* + *d*) + *u* log *u* + *m*) for *i* inserts, *d* deletes, *u* updates
  ///   and *m* moves.
  public func forBatchUpdates() -> ListIndexSetResult {
    guard !updatePairs.isEmpty else { return self }
    let updatedOldIndexes = Set(updatePairs.map(\.from))
    return ListIndexSetResult(
      inserts: _mergeAscending(insertIndexes.ascending, updatePairs.map(\.to)),
      deletes: _mergeAscending(deleteIndexes.ascending, updateIndexes.ascending),
      updates: [], moves: moves.filter { !updatedOldIndexes.contains($0.from) },
      identifiers: identifiers)
  }

  /// ``forBatchUpdates()`` under the Objective-C selector's name, which Swift does not import.
  @available(*, deprecated, renamed: "forBatchUpdates()")
  public func resultForBatchUpdates() -> ListIndexSetResult { forBatchUpdates() }
}

/// The union of two ascending, disjoint index lists, ascending.
func _mergeAscending(_ a: [Int], _ b: [Int]) -> [Int] {
  var merged: [Int] = []
  merged.reserveCapacity(a.count + b.count)
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if j == b.count || (i < a.count && a[i] < b[j]) {
      merged.append(a[i])
      i += 1
    } else {
      merged.append(b[j])
      j += 1
    }
  }
  return merged
}

extension ListIndexSetResult: CustomStringConvertible {
  /// A summary in IGListKit's form: `<ListIndexSetResult; 2 inserts; 1 deletes; 3 updates; 2 moves>`.
  public var description: String {
    "<ListIndexSetResult; \(insertIndexes.count) inserts; \(deleteIndexes.count) deletes; "
      + "\(updateIndexes.count) updates; \(moves.count) moves>"
  }
}
