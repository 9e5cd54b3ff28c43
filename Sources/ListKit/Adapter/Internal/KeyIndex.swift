/// Where each key of an array of distinct keys is: an open-addressing table of positions in that
/// array, probed by the keys' stored hashes.
///
/// The table holds no keys, only positions: building, copying or freeing it copies no
/// identifiers and retains nothing, where a `Dictionary` keyed by ``ObjectKey`` copies a key
/// (an `AnyHashable`) into each of its buckets, and again out of each bucket a probe compares.
/// A look-up reads the array it indexes to compare the one key whose hash matches.
///
/// - Complexity: 8 bytes a slot, at most half of the slots used.
struct KeyIndex: Sendable {
  /// A used slot holds the key's position plus one in its low 32 bits and the high 32 bits of
  /// the key's hash above them, so that a probe reads a key only when the hashes agree; an empty
  /// slot is 0.
  private var slots: [UInt64] = []
  /// How many positions the index holds.
  private(set) var count = 0

  /// An empty index.
  init() {}

  /// An empty index with room for `capacity` keys before it grows.
  ///
  /// - Complexity: O(*capacity*).
  init(capacity: Int) {
    var size = 8
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: size)
  }

  /// The index of `keys`, which must be distinct.
  ///
  /// - Complexity: O(*n*) expected for *n* keys; no key is compared.
  init(distinctKeys keys: [ObjectKey]) {
    self.init(capacity: keys.count)
    keys.withUnsafeBufferPointer { keys in
      for position in keys.indices { place(keys[position].storedHash, at: position) }
    }
    count = keys.count
  }

  /// The heap bytes of the table.
  var memoryBytes: Int { slots.capacity * MemoryLayout<UInt64>.stride }

  /// The position of `key` in `keys`, the array the index was built over; `nil` when it is not
  /// there.
  ///
  /// - Complexity: O(1) expected.
  func position(of key: ObjectKey, in keys: [ObjectKey]) -> Int? {
    guard count > 0 else { return nil }
    return keys.withUnsafeBufferPointer { keys in
      slots.withUnsafeBufferPointer { slots in
        let mask = slots.count - 1
        let fragment = UInt64(UInt(bitPattern: key.storedHash) >> 32)
        var slot = key.storedHash & mask
        while true {
          let entry = slots[slot]
          if entry == 0 { return nil }
          if entry >> 32 == fragment {
            let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if position < keys.count && keys[position] == key { return position }
          }
          slot = (slot + 1) & mask
        }
      }
    }
  }

  /// Adds `position` as the place of `key` unless `keys` already has an equal key at a position
  /// the index holds, whose position it then returns.
  ///
  /// - Parameters:
  ///   - key: the key at `position`, which `keys` need not hold yet.
  ///   - keys: the array the index is built over; only positions the index holds are read.
  /// - Returns: the position of an equal key, or `nil` when `key` was added.
  /// - Complexity: O(1) expected, amortized over the index's growth.
  mutating func insert(_ key: ObjectKey, at position: Int, in keys: [ObjectKey]) -> Int? {
    if let existing = self.position(of: key, in: keys) { return existing }
    if (count + 1) * 2 > slots.count { grow(keys) }
    place(key.storedHash, at: position)
    count += 1
    return nil
  }

  /// Doubles the table, placing every position again by its key's hash.
  private mutating func grow(_ keys: [ObjectKey]) {
    let old = slots
    slots = Array(repeating: 0, count: max(8, old.count * 2))
    for entry in old where entry != 0 {
      let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      place(keys[position].storedHash, at: position)
    }
  }

  /// Puts `position` in the first empty slot from `hash`'s.
  private mutating func place(_ hash: Int, at position: Int) {
    precondition(position < Int(UInt32.max), "a key index holds fewer than 2^32 positions")
    let entry = UInt64(UInt(bitPattern: hash) >> 32) << 32 | UInt64(position + 1)
    slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count - 1
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
