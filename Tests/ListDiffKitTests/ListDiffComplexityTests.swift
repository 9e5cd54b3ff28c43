import Foundation
import ListDiffKit
import ListKitTestSupport
import Testing

/// Counts the hash and equality calls made on identifiers.
final class OperationCounter {
  var hashes = 0
  var equalities = 0
}

/// An identifier that counts every time it is hashed or compared.
struct CountingIdentifier: Hashable {
  let value: Int
  let counter: OperationCounter

  static func == (lhs: CountingIdentifier, rhs: CountingIdentifier) -> Bool {
    lhs.counter.equalities += 1
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    counter.hashes += 1
    hasher.combine(value)
  }
}

/// A model identified by a counting identifier.
struct CountedItem: Identifiable, Equatable, ListDiffable {
  let id: CountingIdentifier
  let value: Int
}

/// The diff's cost, counted in hash and equality calls rather than timed.
@Suite struct ListDiffComplexityTests {
  /// DifferenceKit's scenario: delete 10% of the source, insert 10% new elements, shuffle 2%.
  static func scenario(count: Int, counter: OperationCounter) -> (
    old: [CountedItem], new: [CountedItem]
  ) {
    var random = RepeatableRandomNumberGenerator(seed: UInt64(count))
    let old = (0..<count).map {
      CountedItem(id: CountingIdentifier(value: $0, counter: counter), value: 0)
    }
    var new = old
    for _ in 0..<(count / 10) { new.remove(at: Int.random(in: new.indices, using: &random)) }
    for extra in 0..<(count / 10) {
      let item = CountedItem(
        id: CountingIdentifier(value: count + extra, counter: counter), value: 0)
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<(count / 100) {
      new.swapAt(
        Int.random(in: new.indices, using: &random), Int.random(in: new.indices, using: &random))
    }
    for _ in 0..<(count / 10) {
      let index = Int.random(in: new.indices, using: &random)
      new[index] = CountedItem(id: new[index].id, value: 1)
    }
    return (old, new)
  }

  static func countOperations(count: Int) -> OperationCounter {
    let counter = OperationCounter()
    let (old, new) = scenario(count: count, counter: counter)
    counter.hashes = 0
    counter.equalities = 0
    _ = ListDiff(oldArray: old, newArray: new, option: .equality)
    return counter
  }

  @Test func test_whenDiffingLargeArrays_thatHashAndEqualityCallsGrowLinearly() {
    let small = Self.countOperations(count: 10_000)
    let large = Self.countOperations(count: 100_000)
    // One hash per element of each array, a second one for each deleted element (10%: its key is
    // new to the table), and the few that check the typed identifier.
    #expect(small.hashes <= 21 * 10_000 / 10 + 8)
    #expect(large.hashes <= 21 * 100_000 / 10 + 8)
    // Equality: the table's probes (Swift's dictionary compares the key of every occupied bucket
    // a probe passes, and hashing is seeded per process, so the count varies a little from run to
    // run), plus the element comparisons of matched pairs.
    #expect(small.equalities <= 8 * 10_000)
    #expect(large.equalities <= 8 * 100_000)
    let hashGrowth = Double(large.hashes) / Double(small.hashes)
    let equalityGrowth = Double(large.equalities) / Double(small.equalities)
    // Ten times the elements costs ten times the hashes, and no more than ten times the equality
    // calls: how many probes collide depends on how full the table happens to be.
    #expect((9.5...10.5).contains(hashGrowth), "hashes grew \(hashGrowth)x for 10x the elements")
    #expect(equalityGrowth <= 10.5, "equality calls grew \(equalityGrowth)x for 10x the elements")
  }

  @Test func test_whenDiffingAllDuplicates_thatCostStaysLinear() {
    let counter = OperationCounter()
    let old = (0..<10_000).map { _ in
      CountedItem(id: CountingIdentifier(value: 7, counter: counter), value: 0)
    }
    let new = Array(old.prefix(5_000))
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(result.deletes == IndexSet(5_000..<10_000))
    #expect(result.inserts.isEmpty && result.moves.isEmpty && result.updates.isEmpty)
    // The new array's first occurrence inserts the key; each later one finds it and puts it back.
    #expect(counter.hashes <= 2 * 5_000 + 10_000 + 8)
    #expect(counter.equalities <= 4 * 15_000)
  }
}
