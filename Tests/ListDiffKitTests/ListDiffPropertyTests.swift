import Foundation
import ListDiffKit
import ListKitTestSupport
import Testing

/// A model identified by `id` whose `value` can change. A value type on purpose, where the other
/// tests use ListKitTestSupport's `TestObject`, a class: these tests compare the typed diff of an
/// array of one concrete value type with the diff of the same values boxed as `any ListDiffable`.
struct Item: Identifiable, Hashable, ListDiffable, CustomStringConvertible {
  let id: Int
  var value: Int

  var description: String { "\(id):\(value)" }
}

/// Random old and new arrays: the new one is the old one with elements deleted, inserted (new
/// identifiers and duplicates of present ones), moved and updated.
struct DiffScenario {
  var old: [Item]
  var new: [Item]

  init(using random: inout RepeatableRandomNumberGenerator) {
    let identifierPool = Int.random(in: 1...40, using: &random)
    let count = Int.random(in: 0...30, using: &random)
    old = (0..<count).map { _ in
      Item(id: Int.random(in: 0..<identifierPool, using: &random), value: 0)
    }
    new = old
    for _ in 0..<Int.random(in: 0...5, using: &random) where !new.isEmpty {
      new.remove(at: Int.random(in: new.indices, using: &random))
    }
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      let id = Int.random(in: 0..<(identifierPool + 10), using: &random)
      new.insert(Item(id: id, value: 0), at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) where !new.isEmpty {
      let item = new.remove(at: Int.random(in: new.indices, using: &random))
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) where !new.isEmpty {
      new[Int.random(in: new.indices, using: &random)].value += 1
    }
  }
}

/// Properties of the diff on thousands of random arrays; a failure names its seed.
@Suite struct ListDiffPropertyTests {
  static let seeds: ClosedRange<UInt64> = 1...3000

  @Test func appliedResultTurnsOldIntoNew() {
    let failures = failuresForSeeds(Self.seeds) { _, random in
      let scenario = DiffScenario(using: &random)
      for option in [ListDiffOption.equality, .pointerPersonality] {
        let result = ListDiff(oldArray: scenario.old, newArray: scenario.new, option: option)
        if let failure = diffApplicationFailure(result, old: scenario.old, new: scenario.new) {
          return "\(option): \(failure) in \(scenario.old) -> \(scenario.new)"
        }
      }
      return nil
    }
    #expect(failures.count == 0, "\(failures.prefix(3).joined(separator: "\n"))")
  }

  @Test func batchUpdateResultNeverMovesAndUpdatesOneIndex() {
    let failures = failuresForSeeds(Self.seeds) { _, random in
      let scenario = DiffScenario(using: &random)
      let batch = ListDiff(oldArray: scenario.old, newArray: scenario.new, option: .equality)
        .forBatchUpdates()
      guard batch.updates.isEmpty else { return "batch result has updates \(batch.updates)" }
      if let failure = diffApplicationFailure(batch, old: scenario.old, new: scenario.new) {
        return "\(failure) in \(scenario.old) -> \(scenario.new)"
      }
      let paths = ListDiffPaths(
        fromSection: 2, toSection: 3, oldArray: scenario.old, newArray: scenario.new,
        option: .equality
      ).forBatchUpdates()
      guard paths.updates.isEmpty,
        Set(paths.moves.map(\.from)).isDisjoint(with: paths.deletes),
        Set(paths.moves.map(\.to)).isDisjoint(with: paths.inserts),
        paths.deletes.map(\.item) == Array(batch.deletes),
        paths.inserts.map(\.item) == Array(batch.inserts),
        paths.moves.map({ ListMoveIndex(from: $0.from.item, to: $0.to.item) }) == batch.moves
      else { return "index-path batch result differs from the index one" }
      return nil
    }
    #expect(failures.count == 0, "\(failures.prefix(3).joined(separator: "\n"))")
  }

  @Test func typedAndExistentialPathsGiveIdenticalResults() {
    let failures = failuresForSeeds(Self.seeds) { _, random in
      let scenario = DiffScenario(using: &random)
      let boxedOld: [any ListDiffable] = scenario.old
      let boxedNew: [any ListDiffable] = scenario.new
      for option in [ListDiffOption.equality, .pointerPersonality] {
        let typed = ListDiff(oldArray: scenario.old, newArray: scenario.new, option: option)
        let boxed = ListDiff(oldArray: boxedOld, newArray: boxedNew, option: option)
        guard typed.inserts == boxed.inserts, typed.deletes == boxed.deletes,
          typed.updates == boxed.updates, typed.moves == boxed.moves
        else { return "\(option): typed \(typed) != boxed \(boxed)" }
        for id in Set(scenario.old.map(\.id) + scenario.new.map(\.id) + [-1]) {
          guard
            typed.oldIndexIfPresent(forIdentifier: id)
              == boxed.oldIndexIfPresent(forIdentifier: id),
            typed.newIndexIfPresent(forIdentifier: id) == boxed.newIndexIfPresent(forIdentifier: id)
          else { return "\(option): index look-ups of \(id) differ" }
        }
        let typedPaths = ListDiffPaths(
          fromSection: 0, toSection: 1, oldArray: scenario.old, newArray: scenario.new,
          option: option)
        let boxedPaths = ListDiffPaths(
          fromSection: 0, toSection: 1, oldArray: boxedOld, newArray: boxedNew, option: option)
        guard typedPaths.inserts == boxedPaths.inserts, typedPaths.deletes == boxedPaths.deletes,
          typedPaths.updates == boxedPaths.updates, typedPaths.moves == boxedPaths.moves,
          typedPaths.inserts.map(\.item) == Array(typed.inserts),
          typedPaths.deletes.map(\.item) == Array(typed.deletes),
          Set(typedPaths.updates.map(\.item)) == Set(typed.updates)
        else { return "\(option): index-path results differ" }
      }
      return nil
    }
    #expect(failures.count == 0, "\(failures.prefix(3).joined(separator: "\n"))")
  }

  /// `Int` keys in a narrow range find their entries in a flat table, keys spread wide in a
  /// dictionary: the same arrays with their identifiers spread out (an odd multiplier is a
  /// bijection on `Int`) or shifted below zero give the same result and the same look-ups.
  @Test func narrowAndWideIntegerKeysGiveIdenticalResults() {
    let failures = failuresForSeeds(Self.seeds) { _, random in
      let scenario = DiffScenario(using: &random)
      func mapped(_ items: [Item], _ transform: (Int) -> Int) -> [Item] {
        items.map { Item(id: transform($0.id), value: $0.value) }
      }
      let spread = { (id: Int) in id &* -7_046_029_254_386_353_131 }
      let shifted = { (id: Int) in id - 25 }
      let wide = ListDiff(
        oldArray: mapped(scenario.old, spread), newArray: mapped(scenario.new, spread),
        option: .equality)
      for (name, transform) in [("narrow", { (id: Int) in id }), ("below zero", shifted)] {
        let narrow = ListDiff(
          oldArray: mapped(scenario.old, transform), newArray: mapped(scenario.new, transform),
          option: .equality)
        guard narrow.inserts == wide.inserts, narrow.deletes == wide.deletes,
          narrow.updates == wide.updates, narrow.moves == wide.moves
        else { return "\(name): \(narrow) != wide \(wide)" }
        for id in Set(scenario.old.map(\.id) + scenario.new.map(\.id) + [-1, 60]) {
          guard
            narrow.oldIndexIfPresent(forIdentifier: transform(id))
              == wide.oldIndexIfPresent(forIdentifier: spread(id)),
            narrow.newIndexIfPresent(forIdentifier: transform(id))
              == wide.newIndexIfPresent(forIdentifier: spread(id))
          else { return "\(name): index look-ups of \(id) differ" }
        }
        for outside in [Int.min, Int.max, -1_000] as [AnyHashable] + ["7"] {
          guard narrow.oldIndexIfPresent(forIdentifier: outside) == nil,
            narrow.newIndexIfPresent(forIdentifier: outside) == nil
          else { return "\(name): \(outside) was found" }
        }
      }
      return nil
    }
    #expect(failures.count == 0, "\(failures.prefix(3).joined(separator: "\n"))")
  }

  /// Keys at both ends of `Int` span more than a flat table may hold: the diff hashes them.
  @Test func keysAtBothEndsOfIntAreDiffed() {
    let old = [Int.min, 0, Int.max]
    let new = [Int.max, 1, Int.min]
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(Array(result.deletes) == [1])
    #expect(Array(result.inserts) == [1])
    #expect(result.oldIndexIfPresent(forIdentifier: Int.max) == 2)
    #expect(result.newIndexIfPresent(forIdentifier: Int.min) == 2)
  }

  @Test func failuresNameTheirSeed() {
    let failures = failuresForSeeds([7, 8]) { seed, _ in seed == 8 ? "wrong" : nil }
    #expect(failures == ["seed 8: wrong"])
  }
}
