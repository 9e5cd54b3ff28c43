import Foundation

/// The changes between two arrays, as index paths: what
/// ``ListDiffPaths(fromSection:toSection:oldArray:newArray:option:)-(_,_,[ListDiffable]?,_,_)``
/// returns.
///
/// `deletes` and `updates` address the old section, `inserts` the new one, and each move goes from
/// an index path in the old section to one in the new section. Use ``resultForBatchUpdates()``
/// before handing the result to a batch update.
public struct ListIndexPathResult: Sendable {
  /// The index paths inserted into the new section, ascending.
  public let inserts: [IndexPath]
  /// The index paths deleted from the old section, ascending.
  public let deletes: [IndexPath]
  /// The index paths in the old section of the items that changed, in the order of their new
  /// positions.
  public let updates: [IndexPath]
  /// The moves from an index path in the old section to one in the new section.
  public let moves: [ListMoveIndexPath]

  /// Each update as a move from its old to its new index path.
  let updatePairs: [ListMoveIndexPath]
  let identifiers: any _DiffIdentifierIndex
  let fromSection: Int
  let toSection: Int

  init(
    inserts: [IndexPath], deletes: [IndexPath], updates: [ListMoveIndexPath],
    moves: [ListMoveIndexPath], identifiers: any _DiffIdentifierIndex, fromSection: Int,
    toSection: Int
  ) {
    self.inserts = inserts
    self.deletes = deletes
    self.updates = updates.map(\.from)
    self.moves = moves
    self.updatePairs = updates
    self.identifiers = identifiers
    self.fromSection = fromSection
    self.toSection = toSection
  }

  @usableFromInline
  init(_ outcome: _DiffOutcome, fromSection: Int, toSection: Int) {
    func path(_ pair: ListMoveIndex) -> ListMoveIndexPath {
      ListMoveIndexPath(
        from: IndexPath(item: pair.from, section: fromSection),
        to: IndexPath(item: pair.to, section: toSection))
    }
    self.init(
      inserts: outcome.inserts.map { IndexPath(item: $0, section: toSection) },
      deletes: outcome.deletes.map { IndexPath(item: $0, section: fromSection) },
      updates: outcome.updates.map(path), moves: outcome.moves.map(path),
      identifiers: outcome.identifiers, fromSection: fromSection, toSection: toSection)
  }

  /// Whether the result has any insert, delete, update or move.
  public var hasChanges: Bool { changeCount > 0 }

  /// The number of inserts, deletes, updates and moves.
  public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

  /// The index path of the element with this identifier in the old section, or `nil` if it was
  /// not there.
  ///
  /// When several elements share the identifier, this is the last one's index path.
  ///
  /// - Parameter identifier: An element's ``ListDiffable/diffIdentifier()``.
  public func oldIndexPath(forIdentifier identifier: AnyHashable) -> IndexPath? {
    identifiers.oldIndex(for: identifier).map { IndexPath(item: $0, section: fromSection) }
  }

  /// The index path of the element with this identifier in the new section, or `nil` if it is not
  /// there.
  ///
  /// When several elements share the identifier, this is the last one's index path.
  ///
  /// - Parameter identifier: An element's ``ListDiffable/diffIdentifier()``.
  public func newIndexPath(forIdentifier identifier: AnyHashable) -> IndexPath? {
    identifiers.newIndex(for: identifier).map { IndexPath(item: $0, section: toSection) }
  }

  /// The same changes in a form a collection view's batch update accepts: no updates, because an
  /// updated item becomes a delete of its old index path and an insert of its new one, which also
  /// replaces its move when it moved. Inserts and deletes come out ascending.
  ///
  /// - Complexity: O((*i* + *d* + *u*) log(*i* + *d* + *u*) + *m*) for *i* inserts, *d* deletes,
  ///   *u* updates and *m* moves.
  public func forBatchUpdates() -> ListIndexPathResult {
    let updatedOldPaths = Set(updates)
    return ListIndexPathResult(
      inserts: (inserts + updatePairs.map(\.to)).sorted(),
      deletes: (deletes + updatePairs.map(\.from)).sorted(),
      updates: [], moves: moves.filter { !updatedOldPaths.contains($0.from) },
      identifiers: identifiers, fromSection: fromSection, toSection: toSection)
  }

  /// ``forBatchUpdates()`` under the Objective-C selector's name, which Swift does not import.
  @available(*, deprecated, renamed: "forBatchUpdates()")
  public func resultForBatchUpdates() -> ListIndexPathResult { forBatchUpdates() }
}

extension ListIndexPathResult: CustomStringConvertible {
  /// A summary in IGListKit's form: `<ListIndexPathResult; 1 inserts; 2 deletes; 1 updates; 2 moves>`.
  public var description: String {
    "<ListIndexPathResult; \(inserts.count) inserts; \(deletes.count) deletes; "
      + "\(updates.count) updates; \(moves.count) moves>"
  }
}
