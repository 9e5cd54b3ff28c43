import Foundation
@_spi(ListKit) import ListDiffKit
import ListKitTestSupport
import Testing

/// The diff of positions against matched identifiers gives what the general diff gives for the
/// same identifiers.
@Suite struct ListDiffPositionsTests {
  /// A seeded walk over old counts up to 60 and new identifiers drawn from the old positions,
  /// from numbers past them, and, in some seeds, repeated, negative or far past them, which the
  /// general diff then takes: the changes and every look-up agree.
  @Test func theDiffOfPositionsIsTheGeneralDiff() {
    for seed in UInt64(1)...200 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let oldCount = Int.random(in: 0..<60, using: &random)
      var identifiers = Array(0..<oldCount).filter { _ in Bool.random(using: &random) }
      identifiers.shuffle(using: &random)
      for added in 0..<Int.random(in: 0..<10, using: &random) {
        identifiers.insert(
          oldCount + 2 * added, at: Int.random(in: 0...identifiers.count, using: &random))
      }
      if seed.isMultiple(of: 5), let first = identifiers.first {
        identifiers.append([first, -1, oldCount + 10_000][Int(seed / 5) % 3])
      }
      let updated = Set(identifiers.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
      let isUpdated = { (old: Int, _: Int) in updated.contains(old) }
      let positions = ListDiff(
        oldCount: oldCount, newIdentifiers: identifiers, isUpdated: isUpdated)
      let general = ListDiff(
        oldIdentifiers: Array(0..<oldCount), newIdentifiers: identifiers, isUpdated: isUpdated)
      #expect(positions.inserts == general.inserts, "seed \(seed)")
      #expect(positions.deletes == general.deletes, "seed \(seed)")
      #expect(positions.updates == general.updates, "seed \(seed)")
      #expect(positions.moves == general.moves, "seed \(seed)")
      #expect(positions.forBatchUpdates().moves == general.forBatchUpdates().moves, "seed \(seed)")
      for identifier in -2..<(oldCount + 25) {
        for key in [AnyHashable(identifier), AnyHashable(Int16(identifier))] {
          #expect(
            positions.oldIndexIfPresent(forIdentifier: key)
              == general.oldIndexIfPresent(forIdentifier: key), "seed \(seed), \(identifier)")
          #expect(
            positions.newIndexIfPresent(forIdentifier: key)
              == general.newIndexIfPresent(forIdentifier: key), "seed \(seed), \(identifier)")
        }
      }
      #expect(positions.oldIndexIfPresent(forIdentifier: "0") == nil, "seed \(seed)")
    }
  }
}
