/// A value-type model with an identifier: IGListSwiftKit's `ListIdentifiable`, for
/// ``ListValueSectionController``.
///
/// In ListKit every `ListIdentifiable` value is a `ListDiffable` itself; ``diffable()`` and
/// ``Swift/Sequence/diffables()`` return the values unboxed, so code written for IGListSwiftKit
/// keeps working.
///
/// ```swift
/// struct Message: ListIdentifiable {
///   let id: Int
///   var text: String
///   var diffIdentifier: AnyHashable { id }
/// }
/// ```
///
/// A type that is also `Hashable` or `Identifiable` gets `diffIdentifier()` from two places;
/// declare it in the type to choose.
public protocol ListIdentifiable: ListDiffable, Equatable {
  /// The value's identity: equal for the old and new versions of the same model.
  var diffIdentifier: AnyHashable { get }
}

extension ListIdentifiable {
  /// ``diffIdentifier``.
  public func diffIdentifier() -> AnyHashable { diffIdentifier }

  /// Equal when `object` is a value of this type and `==` to this one.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? Self else { return false }
    return self == other
  }

  /// The value as a model for ``ListAdapterDataSource/objects(for:)``: itself, unboxed.
  public func diffable() -> any ListDiffable { self }

  /// Whether `value` is a value of this type.
  public static func isDiffable(_ value: Any) -> Bool { value is Self }

  /// The value inside `diffable`, or `nil` when it is not a value of this type.
  public init?(diffable: Any) {
    guard let value = diffable as? Self else { return nil }
    self = value
  }
}

extension Sequence where Element: ListIdentifiable {
  /// The values as models for ``ListAdapterDataSource/objects(for:)``.
  public func diffables() -> [any ListDiffable] { map { $0 } }
}
