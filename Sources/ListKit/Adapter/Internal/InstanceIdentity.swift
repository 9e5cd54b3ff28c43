/// Whether a section controller's new object is the instance it already has, IGListKit's rule
/// for giving it the object again (`didUpdate(to:)`): for classes, the same object; for values,
/// which have no identity, an `==` value. A value of a type that is not `Equatable` cannot be
/// told apart from a new one, so it always counts as new.
///
/// `isEqual(toDiffableObject:)` is not the test: by the Modeling and Binding guide's rule, a
/// model is equal by its identifier and its view models carry the change, so an equal model can
/// still be new to its section controller (a post with one more like).
enum InstanceIdentity {
  /// Whether `new` is the instance `old` was.
  ///
  /// - Complexity: O(1), plus the values' `==`.
  static func isSameInstance(_ old: any ListDiffable, _ new: any ListDiffable) -> Bool {
    if type(of: old) is AnyObject.Type && type(of: new) is AnyObject.Type {
      return (old as AnyObject) === (new as AnyObject)
    }
    return isSameValue(old, new)
  }

  /// Whether `new` is a value `==` to `old`; `false` for a type that is not `Equatable`.
  ///
  /// `Int` and `String`, the identifiers large lists are made of, are compared without looking up
  /// their `Equatable` conformance, which costs about twice the comparison itself.
  static func isSameValue(_ old: any ListDiffable, _ new: any ListDiffable) -> Bool {
    if let old = old as? Int { return (new as? Int) == old }
    if let old = old as? String { return (new as? String) == old }
    guard let equatable = old as? any Equatable else { return false }
    return isEqual(equatable, new)
  }

  private static func isEqual<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
    guard let other = other as? Value else { return false }
    return value == other
  }
}
