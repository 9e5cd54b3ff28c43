/// A fixed-size buffer of plain values (integers and flags: assigning into unset memory is only
/// safe for trivial types), freed with its owner; the diff's scratch space, read and
/// written without uniqueness or bounds checks in optimized builds.
@usableFromInline
final class _ScratchBuffer<Element> {
  @usableFromInline let base: UnsafeMutablePointer<Element>
  @usableFromInline let count: Int

  /// A buffer whose values are unset: every position must be written before it is read.
  @inlinable
  init(uninitializedCount count: Int) {
    self.count = count
    base = .allocate(capacity: Swift.max(count, 1))
  }

  @inlinable
  subscript(position: Int) -> Element {
    get {
      assert(position >= 0 && position < count, "index \(position) out of 0..<\(count)")
      return base[position]
    }
    set {
      assert(position >= 0 && position < count, "index \(position) out of 0..<\(count)")
      base[position] = newValue
    }
  }

  @inlinable
  deinit {
    base.deallocate()
  }
}

/// How the diff's symbol table finds the entry of a key: a dictionary for any key, or a flat
/// table for integer keys in a range not much wider than the arrays.
@usableFromInline
protocol _DiffEntryLookup {
  associatedtype Key
  associatedtype Entry: FixedWidthInteger & SignedInteger

  /// Gives `key` the entry `entry` unless it has one; returns the entry it had.
  mutating func insertIfAbsent(_ key: Key, entry: Entry) -> Entry?

  /// The entry of `key`, or `nil`.
  func entry(of key: Key) -> Entry?

  /// The entry of `identifier`, when it is a key of this table's type.
  func entry(ofIdentifier identifier: AnyHashable) -> Entry?
}

extension Dictionary: _DiffEntryLookup
where Value: FixedWidthInteger & SignedInteger {
  @inlinable
  mutating func insertIfAbsent(_ key: Key, entry: Value) -> Value? {
    // One hash lookup when the key is new, two when it is not: the new array's keys are mostly
    // new.
    if let existing = updateValue(entry, forKey: key) {
      self[key] = existing
      return existing
    }
    return nil
  }

  @inlinable
  func entry(of key: Key) -> Value? { self[key] }

  @usableFromInline
  func entry(ofIdentifier identifier: AnyHashable) -> Value? {
    (identifier as? Key).flatMap { self[$0] }
  }
}

/// The entries of `Int` keys that lie in a range at most a few times as wide as the two arrays
/// are long, such as row numbers or the positions ListKit's adapter diffs: a flat table indexed
/// by the key's distance from the lowest key, so that finding an entry hashes nothing and reads
/// one slot.
@usableFromInline
struct _DenseIntEntryTable<Entry: FixedWidthInteger & SignedInteger>:
  _DiffEntryLookup, @unchecked Sendable
{
  /// The lowest key.
  @usableFromInline let lowest: Int
  /// The entry of each key from ``lowest``, or -1.
  @usableFromInline let slots: _ScratchBuffer<Entry>

  /// A table for the keys of `old` and `new`, or `nil` when they span more than
  /// `maximumSpanPerElement` slots per element (or no element has a key).
  ///
  /// - Complexity: O(*n* + *m*) for the one pass that finds the lowest and highest key.
  @inlinable
  init?<Element>(
    old: [Element], new: [Element], key: (Element) -> Int, maximumSpanPerElement: Int = 4
  ) {
    let count = old.count + new.count
    guard count > 0 else { return nil }
    var lowest = Int.max
    var highest = Int.min
    for element in old {
      let value = key(element)
      lowest = Swift.min(lowest, value)
      highest = Swift.max(highest, value)
    }
    for element in new {
      let value = key(element)
      lowest = Swift.min(lowest, value)
      highest = Swift.max(highest, value)
    }
    let (difference, overflow) = highest.subtractingReportingOverflow(lowest)
    guard !overflow, difference < count * maximumSpanPerElement, difference < Int(Entry.max)
    else { return nil }
    self.lowest = lowest
    slots = _ScratchBuffer(uninitializedCount: difference + 1)
    slots.base.initialize(repeating: -1, count: difference + 1)
  }

  /// The slot of `key`, which must be one of the keys the table was made for: a key read again
  /// must be the one read the first time.
  @inlinable
  func slot(of key: Int) -> Int {
    let slot = key &- lowest
    precondition(
      UInt(bitPattern: slot) < UInt(bitPattern: slots.count),
      "ListDiff: an Int identifier changed while the arrays were diffed")
    return slot
  }

  @inlinable
  mutating func insertIfAbsent(_ key: Int, entry: Entry) -> Entry? {
    let slot = slot(of: key)
    let existing = slots[slot]
    if existing >= 0 { return existing }
    slots[slot] = entry
    return nil
  }

  @inlinable
  func entry(of key: Int) -> Entry? {
    let entry = slots[slot(of: key)]
    return entry >= 0 ? entry : nil
  }

  @usableFromInline
  func entry(ofIdentifier identifier: AnyHashable) -> Entry? {
    guard let key = identifier as? Int else { return nil }
    let (slot, overflow) = key.subtractingReportingOverflow(lowest)
    guard !overflow, slot >= 0, slot < slots.count else { return nil }
    let entry = slots[slot]
    return entry >= 0 ? entry : nil
  }
}

/// The diff's symbol table: one entry per distinct key, stored as parallel buffers sized for the
/// most keys the two arrays can have. A value type, so that the look-up is accessed without
/// run-time exclusivity checks.
@usableFromInline
struct _DiffSymbolTable<Lookup: _DiffEntryLookup> {
  @usableFromInline typealias Key = Lookup.Key
  @usableFromInline typealias Index = Lookup.Entry
  /// The entry number of each key.
  @usableFromInline var entries: Lookup
  /// How many entries exist.
  @usableFromInline var entryCount = 0
  /// The key's last index in the old array, or -1.
  @usableFromInline let lastOld: _ScratchBuffer<Index>
  /// The key's last index in the new array, or -1.
  @usableFromInline let lastNew: _ScratchBuffer<Index>
  /// The key's next unmatched old occurrence, or -1.
  @usableFromInline let nextOld: _ScratchBuffer<Index>
  /// Whether one matched pair of the key changed.
  @usableFromInline let updated: _ScratchBuffer<Bool>

  @inlinable
  init(entries: Lookup, oldCount: Int, newCount: Int) {
    let capacity = oldCount + newCount
    self.entries = entries
    lastOld = _ScratchBuffer(uninitializedCount: capacity)
    lastNew = _ScratchBuffer(uninitializedCount: capacity)
    nextOld = _ScratchBuffer(uninitializedCount: capacity)
    updated = _ScratchBuffer(uninitializedCount: capacity)
  }

  /// The entry number of `key`, created if the key is new.
  @inlinable
  mutating func entry(forNewKey key: Key) -> Index {
    if let existing = entries.insertIfAbsent(key, entry: Index(truncatingIfNeeded: entryCount)) {
      return existing
    }
    return appendEntry()
  }

  /// The entry number of `key`, created if the key is new. One look-up when the key exists, two
  /// when it does not: the old array's keys are mostly in the table already.
  @inlinable
  mutating func entry(forOldKey key: Key) -> Index {
    if let existing = entries.entry(of: key) { return existing }
    _ = entries.insertIfAbsent(key, entry: Index(truncatingIfNeeded: entryCount))
    return appendEntry()
  }

  @inlinable
  mutating func appendEntry() -> Index {
    let entry = entryCount
    entryCount += 1
    lastOld[entry] = -1
    lastNew[entry] = -1
    nextOld[entry] = -1
    updated[entry] = false
    return Index(truncatingIfNeeded: entry)
  }

  /// Hands the table over as the result's identifier look-up.
  @inlinable
  func identifierIndex() -> any _DiffIdentifierIndex {
    _TableIdentifierIndex(entries: entries, lastOld: lastOld, lastNew: lastNew)
  }
}
