import Foundation

/// Diffs the positions `0..<oldCount` against `newIdentifiers`, each the old position of a new
/// element or, for an element that is new, an integer of `oldCount` or more: what
/// ``ListDiff(oldIdentifiers:newIdentifiers:isUpdated:)`` returns for
/// `oldIdentifiers: Array(0..<oldCount)`, made without a symbol table when the new identifiers
/// are distinct, as they are when the caller has matched the elements already. ListKit's
/// adapter matches its sections by their keys, and diffs them this way.
///
/// Identifiers that repeat, or that lie far outside `0..<(oldCount + 4 * newIdentifiers.count)`,
/// are diffed by the general diff.
///
/// - Parameters:
///   - oldCount: The number of old elements, known by their positions.
///   - newIdentifiers: The identifier of each new element.
///   - isUpdated: Whether the element at `oldIndex` changed into the one at `newIndex`.
/// - Complexity: O(*n* + *m*) for *n* old and *m* new elements, with no hashing.
@_spi(ListKit)
public func ListDiff(
  oldCount: Int, newIdentifiers: [Int], isUpdated: (_ oldIndex: Int, _ newIndex: Int) -> Bool
) -> ListIndexSetResult {
  guard let matching = _PositionMatching(oldCount: oldCount, newIdentifiers: newIdentifiers)
  else {
    return ListDiff(
      oldIdentifiers: Array(0..<oldCount), newIdentifiers: newIdentifiers, isUpdated: isUpdated)
  }
  return matching.diff(newIdentifiers, isUpdated: isUpdated)
}
