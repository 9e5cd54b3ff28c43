import Foundation

/// Where each old position went and where each new identifier is, when no identifier repeats.
struct _PositionMatching: _DiffIdentifierIndex {
  let oldCount: Int
  /// The new index of each old position, or -1 for one that was deleted.
  let newIndexOfOld: [Int]
  /// The new index of each identifier of `oldCount` or more, by its distance from `oldCount`,
  /// or -1.
  let newIndexOfAdded: [Int]

  /// The matching of `newIdentifiers`; `nil` when an identifier repeats, is negative, or is far
  /// past the positions.
  init?(oldCount: Int, newIdentifiers: [Int]) {
    let addedRange = 4 * newIdentifiers.count + 1
    var newIndexOfOld = [Int](repeating: -1, count: oldCount)
    var newIndexOfAdded: [Int] = []
    for (index, identifier) in newIdentifiers.enumerated() {
      if identifier >= 0 && identifier < oldCount {
        guard newIndexOfOld[identifier] < 0 else { return nil }
        newIndexOfOld[identifier] = index
        continue
      }
      let distance = identifier &- oldCount
      guard identifier >= oldCount, distance < addedRange else { return nil }
      if newIndexOfAdded.isEmpty { newIndexOfAdded = [Int](repeating: -1, count: addedRange) }
      guard newIndexOfAdded[distance] < 0 else { return nil }
      newIndexOfAdded[distance] = index
    }
    self.oldCount = oldCount
    self.newIndexOfOld = newIndexOfOld
    self.newIndexOfAdded = newIndexOfAdded
  }

  /// The diff, with IGListKit's rules: an old position without a new index is deleted, a new
  /// identifier of `oldCount` or more is inserted, a matched pair that `isUpdated` is updated,
  /// and a matched pair whose new index is not its old one shifted by the deletes before it and
  /// the inserts before it is moved.
  func diff(_ newIdentifiers: [Int], isUpdated: (_ oldIndex: Int, _ newIndex: Int) -> Bool)
    -> ListIndexSetResult
  {
    var deletes: [Int] = []
    // The number of deletes before each old position.
    var deletesBefore = [Int](repeating: 0, count: oldCount)
    for old in 0..<oldCount {
      deletesBefore[old] = deletes.count
      if newIndexOfOld[old] < 0 { deletes.append(old) }
    }
    var inserts: [Int] = []
    var updates: [ListMoveIndex] = []
    var moves: [ListMoveIndex] = []
    for (index, identifier) in newIdentifiers.enumerated() {
      guard identifier < oldCount else {
        inserts.append(index)
        continue
      }
      if isUpdated(identifier, index) {
        updates.append(ListMoveIndex(from: identifier, to: index))
      }
      if identifier - deletesBefore[identifier] + inserts.count != index {
        moves.append(ListMoveIndex(from: identifier, to: index))
      }
    }
    return ListIndexSetResult(
      inserts: inserts, deletes: deletes, updates: updates, moves: moves, identifiers: self)
  }

  func oldIndex(for identifier: AnyHashable) -> Int? {
    guard let position = identifier.base as? Int, position >= 0, position < oldCount else {
      return nil
    }
    return position
  }

  func newIndex(for identifier: AnyHashable) -> Int? {
    guard let identifier = identifier.base as? Int, identifier >= 0 else { return nil }
    let index =
      identifier < oldCount
      ? newIndexOfOld[identifier]
      : identifier - oldCount < newIndexOfAdded.count ? newIndexOfAdded[identifier - oldCount] : -1
    return index < 0 ? nil : index
  }
}
