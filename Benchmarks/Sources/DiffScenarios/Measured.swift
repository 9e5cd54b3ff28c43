import Foundation
import ListDiffKit

/// The operations the benchmarks measure, shared by the benchmark suite and the ratio report so
/// that both time exactly the same code.
public enum Measured {
  /// The typed floor: one `Dictionary` from each array's identifiers to their indexes.
  @inlinable @inline(never)
  public static func typedFloor<Key: Hashable>(_ old: [Key], _ new: [Key]) -> Int {
    var oldMap = [Key: Int](minimumCapacity: old.count)
    for (index, key) in old.enumerated() { oldMap[key] = index }
    var newMap = [Key: Int](minimumCapacity: new.count)
    for (index, key) in new.enumerated() { newMap[key] = index }
    return oldMap.count &+ newMap.count
  }

  /// The `AnyHashable` floor: the same two dictionaries, keyed by `diffIdentifier()`.
  @inlinable @inline(never)
  public static func anyHashableFloor(_ old: [any ListDiffable], _ new: [any ListDiffable]) -> Int {
    var oldMap = [AnyHashable: Int](minimumCapacity: old.count)
    for (index, element) in old.enumerated() { oldMap[element.diffIdentifier()] = index }
    var newMap = [AnyHashable: Int](minimumCapacity: new.count)
    for (index, element) in new.enumerated() { newMap[element.diffIdentifier()] = index }
    return oldMap.count &+ newMap.count
  }

  /// ListDiff on arrays of one concrete type.
  @inlinable @inline(never)
  public static func typedDiff<Element: ListDiffable & Hashable>(
    _ old: [Element], _ new: [Element]
  ) -> Int {
    ListDiff(oldArray: old, newArray: new, option: .equality).changeCount
  }

  /// ListDiff on arrays of `any ListDiffable`.
  @inlinable @inline(never)
  public static func existentialDiff(_ old: [any ListDiffable], _ new: [any ListDiffable]) -> Int {
    ListDiff(oldArray: old, newArray: new, option: .equality).changeCount
  }

  /// The standard library's diff, with moves inferred.
  @inlinable @inline(never)
  public static func standardLibraryDiff<Element: Hashable>(_ old: [Element], _ new: [Element])
    -> Int
  {
    new.difference(from: old).inferringMoves().count
  }
}
