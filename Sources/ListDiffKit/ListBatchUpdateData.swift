import Foundation

/// Section and item changes cleaned up so that a collection view can apply them in one batch
/// update without tripping over its own limits.
///
/// The initializer applies IGListKit's rules:
/// - a section move whose section is also deleted (at its origin) or inserted (at its destination)
///   is dropped, because the count-changing operation wins;
/// - a section move whose section also has item deletes (at its origin) or item inserts (at its
///   destination) becomes a delete of the old section and an insert of the new one, and those item
///   changes are dropped: the whole section is reloaded;
/// - an item move out of a deleted section is dropped; an item move out of a moved section turns
///   the section move into a delete and an insert, and the item move is dropped;
/// - section moves that share an origin or a destination, which no collection view applies, each
///   become a delete and an insert, and the item changes in their sections are dropped;
/// - an index path deleted more than once is deleted once, and for each extra delete one insert
///   of the same index path is dropped, so the section's item count stays what the caller meant.
///
/// Item updates are kept as given.
public struct ListBatchUpdateData: Sendable, Hashable {
  /// Section indexes to insert, after the update.
  public let insertSections: IndexSet
  /// Section indexes to delete, before the update.
  public let deleteSections: IndexSet
  /// Section moves.
  public let moveSections: Set<ListMoveIndex>
  /// Item index paths to insert, after the update.
  public let insertIndexPaths: [IndexPath]
  /// Item index paths to delete, before the update; each one once.
  public let deleteIndexPaths: [IndexPath]
  /// Item index paths to reload, before the update.
  public let updateIndexPaths: [IndexPath]
  /// Item moves; each one once.
  public let moveIndexPaths: [ListMoveIndexPath]

  /// Creates batch update data from section and item changes, cleaning them up as the type's
  /// documentation describes.
  ///
  /// - Parameters:
  ///   - insertSections: Section indexes to insert.
  ///   - deleteSections: Section indexes to delete.
  ///   - moveSections: Section moves.
  ///   - insertIndexPaths: Item index paths to insert.
  ///   - deleteIndexPaths: Item index paths to delete.
  ///   - updateIndexPaths: Item index paths to reload.
  ///   - moveIndexPaths: Item moves.
  /// - Complexity: O(*n*) in the total number of changes.
  public init(
    insertSections: IndexSet,
    deleteSections: IndexSet,
    moveSections: Set<ListMoveIndex>,
    insertIndexPaths: [IndexPath],
    deleteIndexPaths: [IndexPath],
    updateIndexPaths: [IndexPath],
    moveIndexPaths: [ListMoveIndexPath]
  ) {
    var cleanup = _BatchUpdateCleanup(
      insertSections: insertSections, deleteSections: deleteSections, moveSections: moveSections)
    var deletes = cleanup.deduplicatedDeletes(deleteIndexPaths)
    var inserts = cleanup.insertsBalancingDuplicateDeletes(insertIndexPaths, deleteIndexPaths)
    cleanup.reloadMovedSections(of: &deletes, movedFrom: true)
    cleanup.reloadMovedSections(of: &inserts, movedFrom: false)
    let moves = cleanup.itemMovesOutsideDeletedOrMovedSections(moveIndexPaths)

    self.insertSections = cleanup.insertSections
    self.deleteSections = cleanup.deleteSections
    self.moveSections = cleanup.moveSections
    self.insertIndexPaths = inserts
    self.deleteIndexPaths = deletes
    self.updateIndexPaths = updateIndexPaths
    self.moveIndexPaths = moves
    _checkInvariants()
  }

  /// ``init(insertSections:deleteSections:moveSections:insertIndexPaths:deleteIndexPaths:updateIndexPaths:moveIndexPaths:)``
  /// with the labels Swift gives IGListKit's initializer, which prunes the item changes' type
  /// names.
  ///
  /// - Complexity: O(*n*) in the total number of changes.
  public init(
    insertSections: IndexSet, deleteSections: IndexSet, moveSections: Set<ListMoveIndex>,
    insert insertIndexPaths: [IndexPath], delete deleteIndexPaths: [IndexPath],
    update updateIndexPaths: [IndexPath], moveIndexPaths: [ListMoveIndexPath]
  ) {
    self.init(
      insertSections: insertSections, deleteSections: deleteSections, moveSections: moveSections,
      insertIndexPaths: insertIndexPaths, deleteIndexPaths: deleteIndexPaths,
      updateIndexPaths: updateIndexPaths, moveIndexPaths: moveIndexPaths)
  }

  /// Checks, when ListKit is built with `LISTKIT_CHECK_INVARIANTS` (its debug builds), what the
  /// cleanup promises: no section move touches a deleted or inserted section or one with item
  /// changes, each delete and each move appears once, and no item moves out of a deleted or moved
  /// section. Costs nothing otherwise.
  ///
  /// - Complexity: O(*n*) in the number of changes, when checked.
  func _checkInvariants() {
    #if LISTKIT_CHECK_INVARIANTS
      var origins = Set<Int>()
      var destinations = Set<Int>()
      for move in moveSections {
        precondition(!deleteSections.contains(move.from), "a moved section \(move) is deleted")
        precondition(!insertSections.contains(move.to), "a moved section \(move) is inserted")
        precondition(origins.insert(move.from).inserted, "section \(move.from) moved twice")
        precondition(destinations.insert(move.to).inserted, "two moves to section \(move.to)")
      }
      precondition(Set(deleteIndexPaths).count == deleteIndexPaths.count, "a delete repeats")
      precondition(Set(moveIndexPaths).count == moveIndexPaths.count, "an item move repeats")
      for path in deleteIndexPaths {
        guard let section = path.first else { continue }
        precondition(!origins.contains(section), "an item delete in moved section \(section)")
      }
      for path in insertIndexPaths {
        guard let section = path.first else { continue }
        precondition(!destinations.contains(section), "an item insert in moved section \(section)")
      }
      for move in moveIndexPaths {
        guard let section = move.from.first else { continue }
        precondition(!origins.contains(section), "an item move out of moved section \(section)")
        precondition(
          !deleteSections.contains(section), "an item move out of deleted section \(section)")
      }
    #endif
  }
}

extension ListBatchUpdateData: CustomStringConvertible {
  /// A summary of the counts: `<ListBatchUpdateData; deleteSections: 1; insertSections: 2; ...>`.
  public var description: String {
    "<ListBatchUpdateData; deleteSections: \(deleteSections.count); "
      + "insertSections: \(insertSections.count); moveSections: \(moveSections.count); "
      + "deleteIndexPaths: \(deleteIndexPaths.count); "
      + "insertIndexPaths: \(insertIndexPaths.count); "
      + "updateIndexPaths: \(updateIndexPaths.count); moveIndexPaths: \(moveIndexPaths.count)>"
  }
}
