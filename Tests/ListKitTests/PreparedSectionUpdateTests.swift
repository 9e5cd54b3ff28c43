import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// The section moves an update prepared off the main actor gives the collection view: fewer
/// than IGListKit's diff reports, with the same result.
@Suite struct PreparedSectionUpdateTests {
  /// Where each section after an update comes from, as a collection view places them: the moved
  /// sections where they go, the inserted ones where they are inserted, and the others, in their
  /// old order, into the places left.
  static func arrangement(
    oldCount: Int, newCount: Int, inserts: IndexSet, deletes: IndexSet, moves: [ListMoveIndex]
  ) -> [Int] {
    var sources = [Int](repeating: -2, count: newCount)
    var moved = Set<Int>()
    for section in inserts { sources[section] = -1 }
    for move in moves {
      sources[move.to] = move.from
      moved.insert(move.from)
    }
    var slot = 0
    for old in 0..<oldCount where !deletes.contains(old) && !moved.contains(old) {
      while slot < newCount && sources[slot] != -2 { slot += 1 }
      if slot < newCount { sources[slot] = old }
    }
    return sources
  }

  /// A seeded walk: lists of up to 200 sections shuffled a little or a lot, with sections
  /// deleted, inserted and updated; applying only the needed moves places every section where
  /// applying all the diff's moves does, which is where the new list has it, and the needed
  /// moves are the fewest: the survivors outside a longest run that keeps its order.
  @Test func theNeededMovesPlaceEverySectionWhereAllTheMovesDo() {
    for seed in UInt64(1)...80 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let oldCount = Int.random(in: 0..<200, using: &random)
      var identifiers = Array(0..<oldCount).filter { _ in Int.random(in: 0..<8, using: &random) > 0
      }
      let swaps = seed.isMultiple(of: 2) ? 3 : identifiers.count
      for _ in 0..<swaps where identifiers.count > 1 {
        identifiers.swapAt(
          Int.random(in: 0..<identifiers.count, using: &random),
          Int.random(in: 0..<identifiers.count, using: &random))
      }
      for added in 0..<Int.random(in: 0..<20, using: &random) {
        identifiers.insert(
          oldCount + added, at: Int.random(in: 0...identifiers.count, using: &random))
      }
      let updated = Set(identifiers.filter { _ in Int.random(in: 0..<10, using: &random) == 0 })
      let diff = ListDiff(oldIdentifiers: Array(0..<oldCount), newIdentifiers: identifiers) {
        old, _ in updated.contains(old)
      }
      let update = PreparedSectionUpdate(
        diff: diff, oldCount: oldCount, newCount: identifiers.count)
      let data = update.data
      let all = Self.arrangement(
        oldCount: oldCount, newCount: identifiers.count, inserts: data.insertSections,
        deletes: data.deleteSections, moves: Array(data.moveSections))
      let needed = Self.arrangement(
        oldCount: oldCount, newCount: identifiers.count, inserts: data.insertSections,
        deletes: data.deleteSections, moves: update.moves)
      let expected = identifiers.map { $0 < oldCount && !updated.contains($0) ? $0 : -1 }
      #expect(all == expected, "seed \(seed)")
      #expect(needed == expected, "seed \(seed)")
      // The survivors, in their new order, less a longest increasing run of their old places.
      let survivors = expected.filter { $0 >= 0 }
      #expect(update.moves.count == survivors.count - Self.longestRun(survivors), "seed \(seed)")
    }
  }

  /// The length of a longest strictly increasing run of `values`, by quadratic dynamic
  /// programming, independent of the patience sort under test.
  static func longestRun(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
    }
    return lengths.max() ?? 0
  }
}
