import Foundation

/// A model that can be diffed: it has an identity that stays the same across updates, and a way to
/// tell whether two versions of it are equal.
///
/// `ListDiff(oldArray:newArray:option:)` matches the elements of two arrays by their
/// ``diffIdentifier()`` and reports an element whose identifier is in both arrays but which is not
/// ``isEqual(toDiffableObject:)`` to its old version as an update.
///
/// ```swift
/// final class User: ListDiffable {
///   let primaryKey: Int
///   let name: String
///
///   init(primaryKey: Int, name: String) {
///     self.primaryKey = primaryKey
///     self.name = name
///   }
///
///   func diffIdentifier() -> AnyHashable { primaryKey }
///
///   func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
///     guard let other = object as? User else { return false }
///     return name == other.name
///   }
/// }
/// ```
///
/// Value types need no code at all: declaring the conformance is enough for any type that is
/// `Identifiable & Equatable` (identified by its `id`, compared with `==`) or `Hashable`
/// (identified and compared by value).
///
/// ```swift
/// struct Post: Identifiable, Equatable, ListDiffable {
///   let id: UUID
///   var likes: Int
/// }
/// ```
///
/// `String`, `Substring`, `Character`, `Bool`, every integer and floating-point type, `UUID`,
/// `URL` and `Date` are `ListDiffable`, identified and compared by value.
///
/// - Note: Identifiers are compared as `AnyHashable`, which treats numbers of different types with
///   the same value as equal (`1 as Int` and `1.0 as Double`). Two elements of different types
///   with equal identifiers are therefore the same identity: the diff reports the pair as an
///   update, because ``isEqual(toDiffableObject:)`` is false across types.
public protocol ListDiffable {
  /// The identity of this model: equal for the old and the new version of the same model, and
  /// different for different models.
  ///
  /// Two objects with equal identifiers are matched by the diff even when they are not equal; the
  /// change is then reported as an update.
  func diffIdentifier() -> AnyHashable

  /// Whether this model is equal to another one with the same identifier.
  ///
  /// - Parameter object: The model to compare with; `nil` is never equal.
  /// - Returns: `true` when nothing the list shows has changed between the two.
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool
}

extension ListDiffable where Self: Hashable {
  /// The value itself identifies a `Hashable` model.
  @inlinable
  public func diffIdentifier() -> AnyHashable { AnyHashable(self) }

  /// Equal when `object` is of the same type and `==` to this value.
  @inlinable
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = _diffable(object, as: Self.self) else { return false }
    return self == other
  }
}

extension ListDiffable where Self: NSObject {
  /// An `NSObject` model says what identifies it: IGListKit's `diffIdentifier() -> NSObjectProtocol`
  /// is not ListKit's requirement, and the `Hashable` default (the object itself) would silently
  /// take its place. Declare `diffIdentifier() -> AnyHashable`; `NSString` and `NSNumber` do.
  @available(
    *, unavailable,
    message:
      "an NSObject model declares diffIdentifier() -> AnyHashable (IGListKit's returns NSObjectProtocol)"
  )
  public func diffIdentifier() -> AnyHashable { fatalError("unavailable") }
}

extension ListDiffable where Self: Identifiable & Equatable {
  /// The `id` identifies an `Identifiable` model.
  @inlinable
  public func diffIdentifier() -> AnyHashable { AnyHashable(id) }

  /// Equal when `object` is of the same type and `==` to this value.
  @inlinable
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = _diffable(object, as: Self.self) else { return false }
    return self == other
  }
}

extension ListDiffable where Self: Identifiable & Hashable {
  /// The `id` identifies a model that is both `Identifiable` and `Hashable`: its value may change
  /// while its identity stays.
  @inlinable
  public func diffIdentifier() -> AnyHashable { AnyHashable(id) }

  /// Equal when `object` is of the same type and `==` to this value.
  @inlinable
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = _diffable(object, as: Self.self) else { return false }
    return self == other
  }
}

/// `object` as a `Target`, if it is one. An exact type match, the common case when a diff
/// compares two versions of one model, is a metadata comparison instead of a dynamic cast.
@inlinable
func _diffable<Target: ListDiffable>(_ object: (any ListDiffable)?, as target: Target.Type)
  -> Target?
{
  guard let object else { return nil }
  return _diffable(opened: object, as: target)
}

@inlinable
func _diffable<Source: ListDiffable, Target: ListDiffable>(
  opened source: Source, as target: Target.Type
) -> Target? {
  if Source.self == Target.self { return _identityCast(source, to: Target.self) }
  return source as? Target
}

/// Whether `lhs` and `rhs` are the same instance: `===` for a class model and a
/// `ListDiffable?`, so that IGListKit's `if self === object { return true }` in
/// `isEqual(toDiffableObject:)` compiles, as `IGListDiffable` is class-bound in Swift. A value, which
/// has no identity, is never the same instance.
///
/// - Complexity: O(1).
@_disfavoredOverload
public func === (lhs: AnyObject?, rhs: (any ListDiffable)?) -> Bool {
  guard let rhs, type(of: rhs) is AnyObject.Type else { return lhs == nil && rhs == nil }
  return lhs === (rhs as AnyObject)
}

/// Whether `lhs` and `rhs` are the same instance, with the model on the left.
///
/// - Complexity: O(1).
@_disfavoredOverload
public func === (lhs: (any ListDiffable)?, rhs: AnyObject?) -> Bool {
  rhs === lhs
}

/// Whether `lhs` and `rhs` are not the same instance, with the model on the right.
///
/// - Complexity: O(1).
@_disfavoredOverload
public func !== (lhs: AnyObject?, rhs: (any ListDiffable)?) -> Bool {
  !(lhs === rhs)
}

/// Whether `lhs` and `rhs` are not the same instance, with the model on the left.
///
/// - Complexity: O(1).
@_disfavoredOverload
public func !== (lhs: (any ListDiffable)?, rhs: AnyObject?) -> Bool {
  !(rhs === lhs)
}
