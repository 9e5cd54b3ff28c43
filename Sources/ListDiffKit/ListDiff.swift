/// Diffs two arrays and returns the changes as indexes.
///
/// The diff is Paul Heckel's linear-time algorithm, as IGListKit runs it. Elements are matched by
/// ``ListDiffable/diffIdentifier()``; a matched element that changed (see ``ListDiffOption``) is
/// an update, and one whose new position is not explained by the inserts and deletes before it is
/// a move.
///
/// ```swift
/// let result = ListDiff(oldArray: ["a", "b", "c"], newArray: ["a", "c", "d"], option: .equality)
/// // result.deletes == [1], result.inserts == [2]
/// ```
///
/// Arrays of one concrete type diff through faster overloads that read the identifier in its own
/// type; an array of `any ListDiffable` mixes types and gives the same result.
///
/// - Parameters:
///   - oldArray: The array before the change; `nil` is an empty array.
///   - newArray: The array after the change; `nil` is an empty array.
///   - option: How to decide that a matched element changed.
/// - Returns: The inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
/// - Note: Duplicate identifiers are handled as IGListKit handles them, without trapping: the
///   k-th occurrence of an identifier in the new array is matched with its k-th occurrence in the
///   old array, and the rest are inserts or deletes. When one matched pair of an identifier
///   changed, every matched pair of that identifier is reported as updated. The index look-ups
///   return the last occurrence. The result is still correct for a batch update, but which
///   duplicate moves is arbitrary; remove duplicates first when that matters.
/// - Note: Floating-point identifiers follow IEEE equality, so a NaN matches nothing, not even
///   another NaN: it is deleted and inserted.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@_disfavoredOverload
public func ListDiff(
  oldArray: [any ListDiffable]?,
  newArray: [any ListDiffable]?,
  option: ListDiffOption
) -> ListIndexSetResult {
  ListIndexSetResult(_existentialDiff(oldArray ?? [], newArray ?? [], option))
}

/// Diffs two arrays and returns the changes as index paths in the given sections.
///
/// The same diff as ``ListDiff(oldArray:newArray:option:)-([ListDiffable]?,_,_)``,
/// with deletes and updates in `fromSection` and inserts in `toSection`. Duplicate identifiers are
/// handled as described there.
///
/// - Parameters:
///   - fromSection: The section of the old array.
///   - toSection: The section of the new array.
///   - oldArray: The array before the change; `nil` is an empty array.
///   - newArray: The array after the change; `nil` is an empty array.
///   - option: How to decide that a matched element changed.
/// - Returns: The inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
/// - Complexity: O(*n* + *m*) for arrays of *n* and *m* elements.
@_disfavoredOverload
public func ListDiffPaths(
  fromSection: Int,
  toSection: Int,
  oldArray: [any ListDiffable]?,
  newArray: [any ListDiffable]?,
  option: ListDiffOption
) -> ListIndexPathResult {
  ListIndexPathResult(
    _existentialDiff(oldArray ?? [], newArray ?? [], option), fromSection: fromSection,
    toSection: toSection)
}

func _existentialDiff(
  _ old: [any ListDiffable], _ new: [any ListDiffable], _ option: ListDiffOption
) -> _DiffOutcome {
  _heckelDiff(
    old: old, new: new, key: { $0.diffIdentifier() },
    isUpdated: { new, old in _isExistentialPairUpdated(new, old, option) })
}

/// Whether a matched pair of one concrete type changed, under an option; whether the type is a
/// class is decided once per diff, not once per pair.
@usableFromInline
struct _UpdateRule<Element: ListDiffable> {
  @usableFromInline let option: ListDiffOption
  @usableFromInline let areInstances: Bool

  @inlinable
  init(_ option: ListDiffOption) {
    self.option = option
    self.areInstances = Element.self is AnyObject.Type
  }

  @inlinable
  func isUpdated(_ new: Element, _ old: Element) -> Bool {
    _isUpdated(
      areInstances: areInstances,
      areSameInstance: areInstances && (new as AnyObject) === (old as AnyObject), option: option,
      areEqual: new.isEqual(toDiffableObject: old))
  }
}

/// Whether a matched pair of any types changed, under `option`.
func _isExistentialPairUpdated(
  _ new: any ListDiffable, _ old: any ListDiffable, _ option: ListDiffOption
)
  -> Bool
{
  // `type(of:)` opens the existentials here, so it sees the elements' own types.
  let areInstances = type(of: new) is AnyObject.Type && type(of: old) is AnyObject.Type
  return _isUpdated(
    areInstances: areInstances,
    areSameInstance: areInstances && (new as AnyObject) === (old as AnyObject), option: option,
    areEqual: new.isEqual(toDiffableObject: old))
}

/// The rule of `ListDiffOption`: identity decides for two class instances under
/// `.pointerPersonality`; otherwise the same instance is equal and anything else asks
/// `isEqual(toDiffableObject:)`, evaluated only when needed.
@inlinable
func _isUpdated(
  areInstances: Bool, areSameInstance: Bool, option: ListDiffOption,
  areEqual: @autoclosure () -> Bool
) -> Bool {
  if areSameInstance { return false }
  if option == .pointerPersonality && areInstances { return true }
  return !areEqual()
}
