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

  /// The rule for the objects of one type, found once for the type: whether a type is a class,
  /// and its `Equatable` conformance, are runtime look-ups that cost more than the comparison
  /// itself when made for each object.
  typealias Test = (_ old: any ListDiffable, _ new: any ListDiffable) -> Bool

  /// The rule for objects of `object`'s type.
  ///
  /// - Complexity: O(1), a look-up of the type's conformances.
  static func test(forObjectsLike object: any ListDiffable) -> Test {
    if type(of: object) is AnyObject.Type {
      return { old, new in (old as AnyObject) === (new as AnyObject) }
    }
    guard let equatable = object as? any Equatable else { return { _, _ in false } }
    return test(comparing: equatable)
  }

  private static func test<Value: Equatable>(comparing _: Value) -> Test {
    { old, new in
      guard let old = value(old, as: Value.self), let new = value(new, as: Value.self) else {
        return false
      }
      return old == new
    }
  }

  /// `object` as a `Value`: read as it is when it is of that very type, which costs no cast.
  private static func value<Value>(_ object: any ListDiffable, as _: Value.Type) -> Value? {
    func open<Object: ListDiffable>(_ object: Object) -> Value? {
      Object.self == Value.self ? unsafeBitCast(object, to: Value.self) : object as? Value
    }
    return open(object)
  }

  /// Whether `lhs` and `rhs` are one value of one type, bit for bit: for a class, the same
  /// instance; for a value, the same bytes. Under IGListKit's rule that objects are immutable, an
  /// identical object has the same identifier and is equal: what lets an update skip keying the
  /// objects it did not change. Values that are equal but not identical (a string stored
  /// elsewhere) are not found identical, and are keyed as any other object is.
  ///
  /// - Complexity: O(*s*) for values of *s* bytes.
  static func isIdentical(_ lhs: any ListDiffable, _ rhs: any ListDiffable) -> Bool {
    func open<Left: ListDiffable>(_ lhs: Left) -> Bool {
      func open<Right: ListDiffable>(_ rhs: Right) -> Bool {
        guard Left.self == Right.self else { return false }
        return withUnsafeBytes(of: lhs) { lhs in
          withUnsafeBytes(of: rhs) { rhs in
            guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
            return memcmp(left, right, lhs.count) == 0
          }
        }
      }
      return open(rhs)
    }
    return open(lhs)
  }

  /// The rule for each type met, each found once: for the many objects of an update.
  struct Tests {
    private var last: (type: ObjectIdentifier, test: Test, sameWhenIdentical: Bool)?
    private var byType: [ObjectIdentifier: (test: Test, sameWhenIdentical: Bool)] = [:]

    /// Whether `new` is the instance `old` was, both of the type `type`.
    ///
    /// - Complexity: O(1) expected, plus the values' `==`.
    mutating func isSameInstance(
      _ old: any ListDiffable, _ new: any ListDiffable, ofType type: ObjectIdentifier
    ) -> Bool {
      rule(ofType: type, like: old).test(old, new)
    }

    /// Whether two identical objects (``InstanceIdentity/isIdentical(_:_:)``) of the type `type`,
    /// which `object` is of, are the same instance: for a class or an `Equatable` value, yes; for
    /// another value, which is never found the same, no.
    ///
    /// - Complexity: O(1) expected.
    mutating func identicalIsSame(ofType type: ObjectIdentifier, like object: any ListDiffable)
      -> Bool
    {
      // The last type's answer is read without copying its test, a closure that a copy retains.
      if let last, last.type == type { return last.sameWhenIdentical }
      return rule(ofType: type, like: object).sameWhenIdentical
    }

    private mutating func rule(ofType type: ObjectIdentifier, like object: any ListDiffable)
      -> (test: Test, sameWhenIdentical: Bool)
    {
      if let last, last.type == type { return (last.test, last.sameWhenIdentical) }
      let rule: (test: Test, sameWhenIdentical: Bool)
      if let known = byType[type] {
        rule = known
      } else {
        rule = (
          InstanceIdentity.test(forObjectsLike: object),
          Swift.type(of: object) is AnyObject.Type || object is any Equatable
        )
        byType[type] = rule
      }
      last = (type, rule.test, rule.sameWhenIdentical)
      return rule
    }
  }
}
