import Foundation
import ListKitTestSupport
import Testing

@testable import ListUI

/// The batch update's sets of sections against `Set<Int>`.
@Suite struct SortedIndexSetTests {
  /// A seeded walk: sets made from ascending and shuffled indexes with repeats agree with
  /// `Set<Int>` on their members, their union and their members below a bound.
  @Test func membersUnionsAndBoundsAgreeWithASet() {
    for seed in UInt64(1)...200 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      func indexes() -> [Int] {
        let count = Int.random(in: 0..<40, using: &random)
        let values = (0..<count).map { _ in Int.random(in: -2..<60, using: &random) }
        return Bool.random(using: &random) ? values.sorted() : values
      }
      let (first, second) = (indexes(), indexes())
      let set = SortedIndexSet(first)
      let other = SortedIndexSet(second)
      #expect(set.ascending == Set(first).sorted(), "seed \(seed)")
      #expect(set.count == Set(first).count, "seed \(seed)")
      for index in -3..<62 {
        #expect(set.contains(index) == first.contains(index), "seed \(seed), index \(index)")
      }
      let union = set.union(other)
      #expect(union.ascending == Set(first).union(second).sorted(), "seed \(seed)")
      let bound = Int.random(in: -3..<62, using: &random)
      #expect(
        set.ascending(below: bound) == Set(first).filter { $0 < bound }.sorted(), "seed \(seed)")
    }
  }

  /// Ascending indexes, each once, are taken as they are; others are sorted and their repeats
  /// dropped.
  @Test func ascendingUniqueIndexesAreTakenAsTheyAre() {
    #expect(SortedIndexes.ascendingUnique([1, 4, 9]) == [1, 4, 9])
    #expect(SortedIndexes.ascendingUnique([1, 4, 4, 9]) == [1, 4, 9])
    #expect(SortedIndexes.ascendingUnique([9, 1, 4]) == [1, 4, 9])
    #expect(SortedIndexes.ascendingUnique([]) == [])
  }

  /// An `IndexSet`'s indexes read a range at a time are its indexes in order, for sets of many
  /// ranges, of one, and empty.
  @Test func anIndexSetsAscendingIndexesAreItsIndexesInOrder() {
    let failures = failuresForSeeds(1...200) { _, random in
      var set = IndexSet()
      for _ in 0..<Int.random(in: 0..<30, using: &random) {
        let start = Int.random(in: 0..<500, using: &random)
        set.insert(integersIn: start..<(start + Int.random(in: 1..<12, using: &random)))
      }
      return set.ascendingIndexes == Array(set) ? nil : "\(set.ascendingIndexes) for \(set)"
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
    #expect(IndexSet(integersIn: 3..<7).ascendingIndexes == [3, 4, 5, 6])
    #expect(IndexSet().ascendingIndexes == [])
  }
}
