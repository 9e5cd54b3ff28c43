// Overloads for arrays of one concrete type. They give the same results as the `any ListDiffable`
// forms; they are faster because elements are not boxed and, for `Hashable` and `Identifiable`
// types, identifiers are hashed in their own type instead of as `AnyHashable`.
//
// A type may replace the `diffIdentifier()` that its `Hashable` or `Identifiable` conformance
// provides. The typed key then no longer matches it, so the first element of each array is checked
// and, when the two disagree, the diff keys on `diffIdentifier()` instead.

/// Diffs two arrays of one `Hashable` type, identified by value, and returns the changes as
/// indexes.
///
/// The same diff as the `any ListDiffable` form, hashing the values in their own type.
///
/// - Parameters:
///   - oldArray: The array before the change; `nil` is an empty array.
///   - newArray: The array after the change; `nil` is an empty array.
///   - option: How to decide that a matched element changed.
/// - Returns: The inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@inlinable
public func ListDiff<Element: ListDiffable & Hashable>(
  oldArray: [Element]?, newArray: [Element]?, option: ListDiffOption
) -> ListIndexSetResult {
  ListIndexSetResult(_typedDiff(oldArray ?? [], newArray ?? [], option, key: { $0 }))
}

/// Diffs two arrays of one `Identifiable` type, identified by `id`, and returns the changes as
/// indexes.
///
/// The same diff as the `any ListDiffable` form, hashing the identifiers in their own type.
///
/// - Parameters:
///   - oldArray: The array before the change; `nil` is an empty array.
///   - newArray: The array after the change; `nil` is an empty array.
///   - option: How to decide that a matched element changed.
/// - Returns: The inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@inlinable
public func ListDiff<Element: ListDiffable & Identifiable & Equatable>(
  oldArray: [Element]?, newArray: [Element]?, option: ListDiffOption
) -> ListIndexSetResult {
  ListIndexSetResult(_typedDiff(oldArray ?? [], newArray ?? [], option, key: { $0.id }))
}

/// Diffs two arrays of one `Identifiable & Hashable` type, identified by `id`, and returns the
/// changes as indexes.
///
/// The same diff as the `any ListDiffable` form, hashing the identifiers in their own type.
///
/// - Parameters:
///   - oldArray: The array before the change; `nil` is an empty array.
///   - newArray: The array after the change; `nil` is an empty array.
///   - option: How to decide that a matched element changed.
/// - Returns: The inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@inlinable
public func ListDiff<Element: ListDiffable & Identifiable & Hashable>(
  oldArray: [Element]?, newArray: [Element]?, option: ListDiffOption
) -> ListIndexSetResult {
  ListIndexSetResult(_typedDiff(oldArray ?? [], newArray ?? [], option, key: { $0.id }))
}

/// Diffs two arrays of one `Hashable` type, identified by value, and returns the changes as index
/// paths.
///
/// - Parameters:
///   - fromSection: The section of the old array.
///   - toSection: The section of the new array.
///   - oldArray: The array before the change; `nil` is an empty array.
///   - newArray: The array after the change; `nil` is an empty array.
///   - option: How to decide that a matched element changed.
/// - Returns: The inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@inlinable
public func ListDiffPaths<Element: ListDiffable & Hashable>(
  fromSection: Int, toSection: Int, oldArray: [Element]?, newArray: [Element]?,
  option: ListDiffOption
) -> ListIndexPathResult {
  ListIndexPathResult(
    _typedDiff(oldArray ?? [], newArray ?? [], option, key: { $0 }), fromSection: fromSection,
    toSection: toSection)
}

/// Diffs two arrays of one `Identifiable` type, identified by `id`, and returns the changes as
/// index paths.
///
/// - Parameters:
///   - fromSection: The section of the old array.
///   - toSection: The section of the new array.
///   - oldArray: The array before the change; `nil` is an empty array.
///   - newArray: The array after the change; `nil` is an empty array.
///   - option: How to decide that a matched element changed.
/// - Returns: The inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@inlinable
public func ListDiffPaths<Element: ListDiffable & Identifiable & Equatable>(
  fromSection: Int, toSection: Int, oldArray: [Element]?, newArray: [Element]?,
  option: ListDiffOption
) -> ListIndexPathResult {
  ListIndexPathResult(
    _typedDiff(oldArray ?? [], newArray ?? [], option, key: { $0.id }), fromSection: fromSection,
    toSection: toSection)
}

/// Diffs two arrays of one `Identifiable & Hashable` type, identified by `id`, and returns the
/// changes as index paths.
///
/// - Parameters:
///   - fromSection: The section of the old array.
///   - toSection: The section of the new array.
///   - oldArray: The array before the change; `nil` is an empty array.
///   - newArray: The array after the change; `nil` is an empty array.
///   - option: How to decide that a matched element changed.
/// - Returns: The inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@inlinable
public func ListDiffPaths<Element: ListDiffable & Identifiable & Hashable>(
  fromSection: Int, toSection: Int, oldArray: [Element]?, newArray: [Element]?,
  option: ListDiffOption
) -> ListIndexPathResult {
  ListIndexPathResult(
    _typedDiff(oldArray ?? [], newArray ?? [], option, key: { $0.id }), fromSection: fromSection,
    toSection: toSection)
}

/// The diff keyed on `diffIdentifier()`, without boxing the elements.
@inlinable
func _identifierDiff<Element: ListDiffable>(
  _ old: [Element], _ new: [Element], _ option: ListDiffOption
) -> _DiffOutcome {
  let rule = _UpdateRule<Element>(option)
  return _heckelDiff(old: old, new: new, key: { $0.diffIdentifier() }, isUpdated: rule.isUpdated)
}

/// The diff keyed on an identifier in its own type, when that key agrees with `diffIdentifier()`.
@inlinable
func _typedDiff<Element: ListDiffable, Key: Hashable>(
  _ old: [Element], _ new: [Element], _ option: ListDiffOption, key: (Element) -> Key
) -> _DiffOutcome {
  guard _keyAgrees(old.first, key), _keyAgrees(new.first, key) else {
    return _identifierDiff(old, new, option)
  }
  let rule = _UpdateRule<Element>(option)
  return _heckelDiff(old: old, new: new, key: key, isUpdated: rule.isUpdated)
}

/// Whether the typed key of `sample` is its `diffIdentifier()`.
@inlinable
func _keyAgrees<Element: ListDiffable, Key: Hashable>(
  _ sample: Element?, _ key: (Element) -> Key
) -> Bool {
  guard let sample else { return true }
  let typed = key(sample)
  // A key that is not equal to itself (a NaN) cannot be compared; it is hashed the same either way.
  guard typed == typed else { return true }
  return AnyHashable(typed) == sample.diffIdentifier()
}

/// Diffs two arrays of identifiers that the caller has already computed, and asks `isUpdated`
/// whether a matched pair changed.
///
/// The same diff as
/// ``ListDiff(oldArray:newArray:option:)-([ListDiffable]?,_,_)``,
/// for callers that keep their elements' identifiers and want to hash each one once: ListKit's
/// adapter diffs its sections this way. The identifiers may be of any `Hashable` type.
///
/// - Parameters:
///   - oldIdentifiers: The identifiers of the old array, in order.
///   - newIdentifiers: The identifiers of the new array, in order.
///   - isUpdated: Whether the element at `oldIndex` changed into the one at `newIndex`.
/// - Returns: The inserts, deletes, updates and moves; the result's look-ups take the same
///   identifiers, as `AnyHashable`.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@inlinable
public func ListDiff<Identifier: Hashable>(
  oldIdentifiers: [Identifier], newIdentifiers: [Identifier],
  isUpdated: (_ oldIndex: Int, _ newIndex: Int) -> Bool
) -> ListIndexSetResult {
  // Elements are positions: the old array's 0..<n, the new array's n..<(n + m).
  let oldCount = oldIdentifiers.count
  return ListIndexSetResult(
    _heckelDiff(
      old: Array(0..<oldCount), new: Array(oldCount..<(oldCount + newIdentifiers.count)),
      key: { $0 < oldCount ? oldIdentifiers[$0] : newIdentifiers[$0 - oldCount] },
      isUpdated: { new, old in isUpdated(old, new - oldCount) }))
}
