/// Where each identifier stood in the old and in the new array: its last occurrence, as
/// IGListKit's index maps record it.
@usableFromInline
protocol _DiffIdentifierIndex: Sendable {
  /// The last index of `identifier` in the old array.
  func oldIndex(for identifier: AnyHashable) -> Int?
  /// The last index of `identifier` in the new array.
  func newIndex(for identifier: AnyHashable) -> Int?
}

/// The diff's own symbol table, kept by the result as its identifier look-up.
///
/// Nothing is written to the keys or the buffers after the diff, so sharing them between threads
/// is safe even though the key type need not declare `Sendable`.
@usableFromInline
struct _TableIdentifierIndex<Lookup: _DiffEntryLookup>: _DiffIdentifierIndex, @unchecked Sendable {
  @usableFromInline let entries: Lookup
  @usableFromInline let lastOld: _ScratchBuffer<Lookup.Entry>
  @usableFromInline let lastNew: _ScratchBuffer<Lookup.Entry>

  @inlinable
  init(
    entries: Lookup, lastOld: _ScratchBuffer<Lookup.Entry>, lastNew: _ScratchBuffer<Lookup.Entry>
  ) {
    self.entries = entries
    self.lastOld = lastOld
    self.lastNew = lastNew
  }

  @usableFromInline
  func oldIndex(for identifier: AnyHashable) -> Int? { index(of: identifier, in: lastOld) }

  @usableFromInline
  func newIndex(for identifier: AnyHashable) -> Int? { index(of: identifier, in: lastNew) }

  private func index(of identifier: AnyHashable, in positions: _ScratchBuffer<Lookup.Entry>)
    -> Int?
  {
    guard let entry = entries.entry(ofIdentifier: identifier) else { return nil }
    let position = positions[Int(entry)]
    return position < 0 ? nil : Int(position)
  }
}
