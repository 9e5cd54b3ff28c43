/// The diff's symbol table: one entry per distinct key, stored as parallel arrays.
@usableFromInline
struct _DiffSymbolTable<Key: Hashable, Index: FixedWidthInteger & SignedInteger & Sendable> {
  /// The entry number of each key.
  @usableFromInline var entries: [Key: Index]
  /// The key's last index in the old array, or -1.
  @usableFromInline var lastOld: [Index] = []
  /// The key's last index in the new array, or -1.
  @usableFromInline var lastNew: [Index] = []
  /// The key's next unmatched old occurrence, or -1.
  @usableFromInline var nextOld: [Index] = []
  /// Whether one matched pair of the key changed.
  @usableFromInline var updated: [Bool] = []

  @inlinable
  init(capacity: Int) {
    entries = Dictionary(minimumCapacity: capacity)
    lastOld.reserveCapacity(capacity)
    lastNew.reserveCapacity(capacity)
    nextOld.reserveCapacity(capacity)
    updated.reserveCapacity(capacity)
  }

  /// The entry number of `key`, created with one hash lookup when the key is new.
  @inlinable
  mutating func entry(for key: Key) -> Index {
    let next = Index(truncatingIfNeeded: lastOld.count)
    let entry = Self.claim(&entries[key, default: -1], next)
    if entry == next {
      lastOld.append(-1)
      lastNew.append(-1)
      nextOld.append(-1)
      updated.append(false)
    }
    return entry
  }

  @inlinable
  static func claim(_ slot: inout Index, _ next: Index) -> Index {
    if slot < 0 { slot = next }
    return slot
  }

  /// Hands the table over as the result's identifier look-up.
  @inlinable
  func identifierIndex() -> any _DiffIdentifierIndex {
    _TableIdentifierIndex(entries: entries, lastOld: lastOld, lastNew: lastNew)
  }
}
