import Foundation

// The standard value types are identified and compared by value, as `NSString` and `NSNumber` are
// in IGListKit. Floating-point identifiers follow IEEE equality: a NaN is equal to nothing, itself
// included, so every NaN element is its own identity and is deleted and inserted by a diff.

extension String: ListDiffable {}
extension Substring: ListDiffable {}
extension Character: ListDiffable {}
extension Bool: ListDiffable {}

extension Int: ListDiffable {}
extension Int8: ListDiffable {}
extension Int16: ListDiffable {}
extension Int32: ListDiffable {}
extension Int64: ListDiffable {}
extension UInt: ListDiffable {}
extension UInt8: ListDiffable {}
extension UInt16: ListDiffable {}
extension UInt32: ListDiffable {}
extension UInt64: ListDiffable {}

extension Float: ListDiffable {}
extension Double: ListDiffable {}
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
  @available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
  extension Float16: ListDiffable {}
#endif
#if arch(x86_64) && !os(Windows) && !os(Android)
  extension Float80: ListDiffable {}
#endif

extension UUID: ListDiffable {}
extension URL: ListDiffable {}
extension Date: ListDiffable {}

extension NSString: ListDiffable {
  /// The string's value identifies it, as in IGListKit's `NSString` category.
  public func diffIdentifier() -> AnyHashable { AnyHashable(self) }

  /// Equal when `object` is a string of the same value.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? NSString else { return false }
    return isEqual(to: other as String)
  }
}

extension NSNumber: ListDiffable {
  /// The number's value identifies it, as in IGListKit's `NSNumber` category.
  public func diffIdentifier() -> AnyHashable { AnyHashable(self) }

  /// Equal when `object` is a number of the same value.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? NSNumber else { return false }
    return isEqual(to: other)
  }
}
