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
  /// A used slot holds the key's position plus one in its low 32 bits and the low 32 bits of the
  /// key's hash above them, so that a probe reads a key only when those agree, and the slot a
  /// key's probe starts at can be found from its entry alone; an empty slot is 0.
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
        let fragment = Self.fragment(key.storedHash)
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
    insertNew(key, at: position, in: keys)
    return nil
  }

  /// The index of the same keys at new positions, or `nil` when this table is too small for
  /// `count` keys or more than eight times that: `newPositions[p]` is the new position of the key
  /// at `p`, or a negative number for a key that leaves. Keys that join are inserted after.
  ///
  /// The slots are read in order and each kept entry is placed in a table of the same size from
  /// the slot its hash picks, which is where it was or a little before: the new table is written
  /// in order too, where inserting every key again would write it at random, a cache miss a key.
  ///
  /// - Complexity: O(*s*) for *s* slots; no key is read or compared.
  func renumbered(_ newPositions: [Int], count: Int) -> KeyIndex? {
    guard count * 2 <= slots.count, slots.count <= max(64, count * 8), slots.count <= 1 << 32
    else { return nil }
    var result = KeyIndex()
    var newSlots = [UInt64](repeating: 0, count: slots.count)
    newSlots.withUnsafeMutableBufferPointer { newSlots in
      slots.withUnsafeBufferPointer { slots in
        newPositions.withUnsafeBufferPointer { newPositions in
          let mask = newSlots.count - 1
          for entry in slots where entry != 0 {
            let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            guard position < newPositions.count else { continue }
            let newPosition = newPositions[position]
            guard newPosition >= 0 else { continue }
            precondition(
              newPosition < Int(UInt32.max), "a key index holds fewer than 2^32 positions")
            var slot = Int(truncatingIfNeeded: entry >> 32) & mask
            while newSlots[slot] != 0 { slot = (slot + 1) & mask }
            newSlots[slot] = entry & 0xFFFF_FFFF_0000_0000 | UInt64(newPosition + 1)
            result.count += 1
          }
        }
      }
    }
    result.slots = newSlots
    return result
  }

  /// Makes room for `count` keys, so that inserting up to that many grows the table no more.
  ///
  /// - Complexity: O(*s*) for the *s* slots of the new table, when it grows.
  mutating func reserveCapacity(_ count: Int, in keys: [ObjectKey]) {
    guard count * 2 > slots.count else { return }
    var slotCount = max(8, slots.count)
    while count * 2 > slotCount { slotCount *= 2 }
    grow(keys, to: slotCount)
  }

  /// Adds `position` as the place of `key`, which the index must not hold.
  ///
  /// - Complexity: O(1) expected, amortized over the index's growth.
  mutating func insertNew(_ key: ObjectKey, at position: Int, in keys: [ObjectKey]) {
    if (count + 1) * 2 > slots.count { grow(keys, to: max(8, slots.count * 2)) }
    place(key.storedHash, at: position)
    count += 1
  }

  /// Makes the table `slotCount` slots, a power of two, placing every position again by its
  /// key's hash.
  private mutating func grow(_ keys: [ObjectKey], to slotCount: Int) {
    let old = slots
    slots = Array(repeating: 0, count: slotCount)
    for entry in old where entry != 0 {
      let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      place(keys[position].storedHash, at: position)
    }
  }

  /// The part of a hash that a slot keeps: its low 32 bits, which also pick the slot a probe
  /// starts at, as a table has fewer than 2^32 slots.
  private static func fragment(_ hash: Int) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: hash))
  }

  /// Puts `position` in the first empty slot from `hash`'s.
  private mutating func place(_ hash: Int, at position: Int) {
    precondition(position < Int(UInt32.max), "a key index holds fewer than 2^32 positions")
    let entry = Self.fragment(hash) << 32 | UInt64(position + 1)
    slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count - 1
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
