import ListKitTestSupport
import Testing

@testable import ListKit

/// The adapter's index of keys against a dictionary of the same keys.
@Suite struct KeyIndexTests {
  /// A seeded walk: keys of two types drawn from a small range, so that many repeat, inserted
  /// one at a time into an index that starts empty and grows; after each insert every key drawn
  /// so far, and keys never drawn, look up where the dictionary says.
  @Test func insertsAndLookUpsAgreeWithADictionary() {
    for seed in UInt64(1)...40 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      var index = KeyIndex()
      var keys: [ObjectKey] = []
      var model: [ObjectKey: Int] = [:]
      for step in 0..<300 {
        let key = Self.randomKey(&random)
        let found = index.insert(key, at: keys.count, in: keys)
        #expect(found == model[key], "seed \(seed), step \(step)")
        if found == nil {
          model[key] = keys.count
          keys.append(key)
        }
        #expect(index.count == keys.count, "seed \(seed), step \(step)")
      }
      for key in keys {
        #expect(index.position(of: key, in: keys) == model[key], "seed \(seed)")
      }
      let absent = ObjectKey(ValueRow(id: 1_000_000))
      #expect(index.position(of: absent, in: keys) == nil, "seed \(seed)")
      let built = KeyIndex(distinctKeys: keys)
      #expect(built.count == keys.count, "seed \(seed)")
      for key in keys {
        #expect(built.position(of: key, in: keys) == model[key], "seed \(seed)")
      }
    }
  }

  /// Room made for 10,000 keys, with 100 in the index: the keys it holds still look up, and
  /// inserting up to 10,000 grows the table no more.
  @Test func roomMadeAheadKeepsTheKeysAndIsNotGrownAgain() {
    var keys = (0..<100).map { ObjectKey($0 as any ListDiffable) }
    var index = KeyIndex(distinctKeys: keys)
    index.reserveCapacity(10_000, in: keys)
    let bytes = index.memoryBytes
    #expect(bytes >= 10_000 * 2 * 8)
    for (position, key) in keys.enumerated() {
      #expect(index.position(of: key, in: keys) == position)
    }
    for number in 100..<10_000 {
      let key = ObjectKey(number as any ListDiffable)
      index.insertNew(key, at: keys.count, in: keys)
      keys.append(key)
    }
    #expect(index.memoryBytes == bytes)
    #expect(index.count == 10_000)
    for position in stride(from: 0, to: 10_000, by: 7) {
      #expect(index.position(of: keys[position], in: keys) == position)
    }
  }

  /// Keys whose hashes are equal, or equal in the bits that pick a slot, are told apart by their
  /// identifiers; a key with a colliding hash that is not in the index is not found.
  @Test func keysWithCollidingHashesAreToldApart() {
    let type = ObjectIdentifier(Int.self)
    let sameHash = (0..<20).map { ObjectKey(type: type, identifier: $0, storedHash: 42) }
    let sameSlot = (20..<40).map {
      ObjectKey(type: type, identifier: $0, storedHash: $0 << 40 | 7)
    }
    let keys = sameHash + sameSlot
    var index = KeyIndex()
    for (position, key) in keys.enumerated() {
      #expect(index.insert(key, at: position, in: Array(keys[..<position])) == nil)
    }
    for (position, key) in keys.enumerated() {
      #expect(index.position(of: key, in: keys) == position)
      #expect(index.insert(key, at: keys.count, in: keys) == position)
    }
    let otherType = ObjectKey(type: ObjectIdentifier(String.self), identifier: 3, storedHash: 42)
    #expect(index.position(of: otherType, in: keys) == nil)
    let absent = ObjectKey(type: type, identifier: 99, storedHash: 42)
    #expect(index.position(of: absent, in: keys) == nil)
    #expect(KeyIndex(distinctKeys: keys).position(of: sameHash[19], in: keys) == 19)
  }

  /// A seeded walk: an index of distinct keys renumbered as an update moves them, some keys
  /// leaving and new ones inserted after, finds every key where the new array has it, and none
  /// that left; an index whose table is too small or too large for the new count is not
  /// renumbered.
  @Test func aRenumberedIndexFindsEveryKeyAtItsNewPosition() {
    var renumberedCount = 0
    for seed in UInt64(1)...40 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let oldCount = Int.random(in: 0..<300, using: &random)
      let oldKeys = (0..<oldCount).map { ObjectKey(ValueRow(id: $0)) }
      let index = KeyIndex(distinctKeys: oldKeys)
      var kept = Array(0..<oldCount).filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
      kept.shuffle(using: &random)
      let joining = (0..<Int.random(in: 0..<40, using: &random)).map {
        ObjectKey(ValueRow(id: 1_000 + $0))
      }
      var newKeys = kept.map { oldKeys[$0] } + joining
      newKeys.shuffle(using: &random)
      var newPosition = [Int](repeating: -1, count: oldCount)
      var model: [ObjectKey: Int] = [:]
      for (position, key) in newKeys.enumerated() {
        model[key] = position
        if let old = oldKeys.firstIndex(of: key) { newPosition[old] = position }
      }
      guard var renumbered = index.renumbered(newPosition, count: newKeys.count) else {
        let slots = index.memoryBytes / 8
        #expect(newKeys.count * 2 > slots || slots > max(64, newKeys.count * 8), "seed \(seed)")
        continue
      }
      for (position, key) in newKeys.enumerated() where !oldKeys.contains(key) {
        renumbered.insertNew(key, at: position, in: newKeys)
      }
      renumberedCount += 1
      #expect(renumbered.count == newKeys.count, "seed \(seed)")
      for key in oldKeys + joining {
        #expect(renumbered.position(of: key, in: newKeys) == model[key], "seed \(seed)")
      }
    }
    #expect(renumberedCount >= 30)
  }

  /// An index of *n* keys takes 8 bytes a slot and at most 4*n* slots, and one that was emptied holds
  /// nothing.
  @Test func anIndexTakesAtMostThirtyTwoBytesAKey() {
    for count in [1, 7, 8, 1000, 4097] {
      let keys = (0..<count).map { ObjectKey(ValueRow(id: $0)) }
      let index = KeyIndex(distinctKeys: keys)
      #expect(index.memoryBytes <= 32 * max(count, 4), "\(count) keys")
    }
    #expect(KeyIndex().memoryBytes == 0)
  }

  private static func randomKey(_ random: inout RepeatableRandomNumberGenerator) -> ObjectKey {
    let id = Int.random(in: 0..<120, using: &random)
    return Bool.random(using: &random) ? ObjectKey(ValueRow(id: id)) : ObjectKey("\(id)")
  }
}

/// A value model with an integer identifier.
private struct ValueRow: ListDiffable, Equatable {
  let id: Int
  func diffIdentifier() -> AnyHashable { id }
  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? ValueRow) == self
  }
}
