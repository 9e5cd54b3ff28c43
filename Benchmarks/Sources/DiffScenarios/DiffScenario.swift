import Foundation
import ListDiffKit
import ListKitTestSupport

/// DifferenceKit's published benchmark scenario: a source of N elements, and a target that
/// deletes 10% of them, inserts 10% new ones and shuffles 2%.
public struct DiffScenario<Element: Sendable>: Sendable {
  /// The array before the change.
  public let source: [Element]
  /// The array after the change.
  public let target: [Element]

  /// Builds the scenario for `count` elements, made by `make` from distinct integers, with a
  /// fixed seed so that every run diffs the same arrays on every platform.
  ///
  /// - Complexity: O(*count*).
  public init(count: Int, seed: UInt64 = 1, make: (Int) -> Element) {
    var random = RepeatableRandomNumberGenerator(seed: seed)
    let source = (0..<count).map(make)
    self.source = source
    let changed = count / 10
    let deleted = Set(randomIndexes(changed, below: count, using: &random))
    var survivors = source.indices.lazy.filter { !deleted.contains($0) }.map { source[$0] }
      .makeIterator()
    let insertPositions = Set(randomIndexes(changed, below: count, using: &random))
    var target: [Element] = []
    target.reserveCapacity(count)
    var nextNew = count
    for position in 0..<count {
      if insertPositions.contains(position) {
        target.append(make(nextNew))
        nextNew += 1
      } else if let survivor = survivors.next() {
        target.append(survivor)
      }
    }
    for _ in 0..<(count / 100) {
      target.swapAt(
        Int(random.next() % UInt64(target.count)), Int(random.next() % UInt64(target.count)))
    }
    self.target = target
  }
}

/// `count` distinct indexes below `bound`, chosen at random.
func randomIndexes(
  _ count: Int, below bound: Int, using random: inout RepeatableRandomNumberGenerator
) -> [Int] {
  var indexes = Array(0..<bound)
  for i in 0..<count {
    indexes.swapAt(i, i + Int(random.next() % UInt64(bound - i)))
  }
  return Array(indexes.prefix(count))
}

/// The identifier kinds the benchmarks diff.
public enum IdentifierKind: String, CaseIterable, Sendable {
  /// `Int` identifiers, the scenario's numbers: a narrow range, which the diff looks up in a
  /// flat table.
  case int = "Int"
  /// `Int` identifiers spread over all of `Int` (``wideInt(_:)``), which the diff hashes.
  case wideInt = "Int wide"
  /// `String` identifiers, `"item-<n>"`.
  case string = "String"
  /// `UUID` identifiers, derived from the integer so that runs are repeatable.
  case uuid = "UUID"
}

/// A distinct `Int` for each integer, spread over all of `Int`: an odd multiplier is a bijection.
public func wideInt(_ n: Int) -> Int {
  n &* -7_046_029_254_386_353_131
}

/// A repeatable UUID for an integer.
public func uuid(_ n: Int) -> UUID {
  let v = UInt64(bitPattern: Int64(n))
  return UUID(
    uuid: (
      UInt8(v >> 56 & 0xff), UInt8(v >> 48 & 0xff), UInt8(v >> 40 & 0xff), UInt8(v >> 32 & 0xff),
      UInt8(v >> 24 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff),
      0x4a, 0x11, 0x5b, 0x1d, 0x00, 0x00, 0x00, 0x01
    ))
}
