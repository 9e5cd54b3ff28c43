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

/// The diff's symbol table: one entry per distinct key, stored as parallel buffers sized for the
/// most keys the two arrays can have. A value type, so that the dictionary is accessed without
/// run-time exclusivity checks.
@usableFromInline
struct _DiffSymbolTable<Key: Hashable, Index: FixedWidthInteger & SignedInteger & Sendable> {
  /// The entry number of each key.
  @usableFromInline var entries: [Key: Index]
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
  init(oldCount: Int, newCount: Int) {
    let capacity = oldCount + newCount
    // Most keys of a typical update are in both arrays: sizing the dictionary for the larger array
    // avoids rehashing without reserving room for keys that rarely come.
    entries = Dictionary(minimumCapacity: Swift.max(oldCount, newCount))
    lastOld = _ScratchBuffer(uninitializedCount: capacity)
    lastNew = _ScratchBuffer(uninitializedCount: capacity)
    nextOld = _ScratchBuffer(uninitializedCount: capacity)
    updated = _ScratchBuffer(uninitializedCount: capacity)
  }

  /// The entry number of `key`, created if the key is new. One hash lookup when the key is new,
  /// two when it is not: the new array's keys are mostly new.
  @inlinable
  mutating func entry(forNewKey key: Key) -> Index {
    let next = Index(truncatingIfNeeded: entryCount)
    if let existing = entries.updateValue(next, forKey: key) {
      entries[key] = existing
      return existing
    }
    return appendEntry()
  }

  /// The entry number of `key`, created if the key is new. One hash lookup when the key exists,
  /// two when it does not: the old array's keys are mostly in the table already.
  @inlinable
  mutating func entry(forOldKey key: Key) -> Index {
    if let existing = entries[key] { return existing }
    entries[key] = Index(truncatingIfNeeded: entryCount)
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
