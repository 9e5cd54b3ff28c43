import ListDiffKit

/// Applies a diff to the old array as a collection view applies a batch update, and says what is
/// wrong with it, or `nil` when it turns the old array into the new one.
///
/// The rules: deletes and move origins address the old array, inserts and move destinations the
/// new one; no index is both deleted and moved, or both inserted and a move destination; the new
/// array is built by placing inserts and moves, then filling the other slots with the remaining
/// old elements in their order. Each slot must then hold the new element's identifier, and a
/// matched element that is not equal to its new version must be reported as updated.
func diffApplicationFailure<Element: ListDiffable>(
  old: [Element], new: [Element], inserts: Set<Int>, deletes: Set<Int>, updates: Set<Int>,
  moves: [ListMoveIndex]
) -> String? {
  guard inserts.allSatisfy(new.indices.contains) else { return "an insert is out of bounds" }
  guard deletes.allSatisfy(old.indices.contains) else { return "a delete is out of bounds" }
  guard updates.allSatisfy(old.indices.contains) else { return "an update is out of bounds" }
  guard updates.isDisjoint(with: deletes) else { return "an update is also deleted" }
  guard old.count - deletes.count + inserts.count == new.count else {
    return "\(old.count) - \(deletes.count) deletes + \(inserts.count) inserts != \(new.count)"
  }
  let origins = Set(moves.map(\.from))
  let destinations = Set(moves.map(\.to))
  guard origins.count == moves.count, destinations.count == moves.count else {
    return "two moves share an index: \(moves)"
  }
  guard origins.isDisjoint(with: deletes) else { return "a moved index is deleted" }
  guard destinations.isDisjoint(with: inserts) else { return "a move lands on an insert" }
  guard moves.allSatisfy({ old.indices.contains($0.from) && new.indices.contains($0.to) }) else {
    return "a move is out of bounds"
  }

  // Slot j holds the old index that ends up at j, or nil for an insert.
  var slots = [Int??](repeating: .none, count: new.count)
  for index in inserts { slots[index] = .some(nil) }
  for move in moves { slots[move.to] = .some(move.from) }
  var stayers = old.indices.filter { !deletes.contains($0) && !origins.contains($0) }.makeIterator()
  for j in slots.indices where slots[j] == nil {
    guard let stayer = stayers.next() else { return "not enough elements to fill slot \(j)" }
    slots[j] = .some(stayer)
  }
  for (j, slot) in slots.enumerated() {
    guard case .some(let source) = slot else { continue }
    guard let oldIndex = source else { continue }
    let before = old[oldIndex]
    let after = new[j]
    guard before.diffIdentifier() == after.diffIdentifier() else {
      return "slot \(j) gets old \(oldIndex) (\(before.diffIdentifier())), "
        + "new has \(after.diffIdentifier())"
    }
    if !before.isEqual(toDiffableObject: after) && !updates.contains(oldIndex) {
      return "old \(oldIndex) changed but is not updated"
    }
  }
  return nil
}

/// Checks an index-set result with ``diffApplicationFailure(old:new:inserts:deletes:updates:moves:)``.
func diffApplicationFailure<Element: ListDiffable>(
  _ result: ListIndexSetResult, old: [Element], new: [Element]
) -> String? {
  diffApplicationFailure(
    old: old, new: new, inserts: Set(result.inserts), deletes: Set(result.deletes),
    updates: Set(result.updates), moves: result.moves)
}
