/// The outcome of the Heckel diff in plain indexes, before it is shaped into a public result.
@usableFromInline
struct _DiffOutcome: Sendable {
  /// Indexes in the new array, ascending.
  @usableFromInline var inserts: [Int]
  /// Indexes in the old array, ascending.
  @usableFromInline var deletes: [Int]
  /// Matched pairs whose elements changed: `from` in the old array, `to` in the new, ordered by `to`.
  @usableFromInline var updates: [ListMoveIndex]
  /// Matched pairs whose position is not explained by the inserts and deletes, ordered by `to`.
  @usableFromInline var moves: [ListMoveIndex]
  /// Looks up where an identifier stood before and after.
  @usableFromInline var identifiers: any _DiffIdentifierIndex

  @inlinable
  init(
    inserts: [Int], deletes: [Int], updates: [ListMoveIndex], moves: [ListMoveIndex],
    identifiers: any _DiffIdentifierIndex
  ) {
    self.inserts = inserts
    self.deletes = deletes
    self.updates = updates
    self.moves = moves
    self.identifiers = identifiers
  }
}

/// Paul Heckel's diff as IGListKit runs it, in linear time.
///
/// Elements are matched by key: the k-th occurrence of a key in the new array is matched with the
/// k-th occurrence of that key in the old array, and unmatched occurrences are inserts or deletes.
/// A key whose matched pairs include one changed pair marks every pair of that key as updated,
/// as IGListKit's symbol table does. A matched pair is a move when its new index is not its old
/// index shifted by the deletes before it and the inserts before its new index.
///
/// The symbol table is one dictionary from key to entry number (for `Int` keys that span a range
/// at most four times the arrays' length, a flat table instead, which hashes nothing); the
/// entries and the per-element records live in flat buffers of `Index` (`Int32` whenever the
/// arrays fit), so the diff allocates nothing per entry.
///
/// - Complexity: O(n + m) hash and equality operations for arrays of n and m elements.
@inlinable
func _heckelDiff<Element, Key: Hashable>(
  old: [Element],
  new: [Element],
  key: (Element) -> Key,
  isUpdated: (_ new: Element, _ old: Element) -> Bool
) -> _DiffOutcome {
  let fitsInt32 = old.count + new.count < Int(Int32.max)
  if Key.self == Int.self {
    // Integer keys in a narrow range, such as row numbers or positions, find their entries in a
    // flat table: nothing is hashed.
    let intKey = { (element: Element) -> Int in unsafeBitCast(key(element), to: Int.self) }
    if fitsInt32, let table = _DenseIntEntryTable<Int32>(old: old, new: new, key: intKey) {
      return _HeckelDiff<_DenseIntEntryTable<Int32>>.run(
        old: old, new: new, entries: table, key: intKey, isUpdated: isUpdated)
    }
  }
  // Most keys of a typical update are in both arrays: sizing the dictionary for the larger array
  // avoids rehashing without reserving room for keys that rarely come.
  let capacity = Swift.max(old.count, new.count)
  if fitsInt32 {
    return _HeckelDiff<[Key: Int32]>.run(
      old: old, new: new, entries: Dictionary(minimumCapacity: capacity), key: key,
      isUpdated: isUpdated)
  }
  return _HeckelDiff<[Key: Int]>.run(
    old: old, new: new, entries: Dictionary(minimumCapacity: capacity), key: key,
    isUpdated: isUpdated)
}

@usableFromInline
enum _HeckelDiff<Lookup: _DiffEntryLookup> {
  @usableFromInline typealias Index = Lookup.Entry

  @inlinable
  static func run<Element>(
    old: [Element],
    new: [Element],
    entries: Lookup,
    key: (Element) -> Lookup.Key,
    isUpdated: (_ new: Element, _ old: Element) -> Bool
  ) -> _DiffOutcome {
    let none: Index = -1
    var table = _DiffSymbolTable<Lookup>(
      entries: entries, oldCount: old.count, newCount: new.count)
    let newEntry = _ScratchBuffer<Index>(uninitializedCount: new.count)
    let newMatch = _ScratchBuffer<Index>(uninitializedCount: new.count)
    // `oldSlot[i]` first holds the next old occurrence of the same key (or `none`); once `i` is
    // matched it holds `-2 - newIndex`, which no link can equal; at the end it holds the number
    // of deletes before `i`.
    let oldSlot = _ScratchBuffer<Index>(uninitializedCount: old.count)

    // Pass 1: an entry for every key of the new array; remember each new element's entry.
    for i in 0..<new.count {
      let entry = table.entry(forNewKey: key(new[i]))
      newEntry[i] = entry
      table.lastNew[Int(entry)] = Index(truncatingIfNeeded: i)
    }

    // Pass 2, backwards: chain each key's old occurrences in ascending order.
    for i in (0..<old.count).reversed() {
      let entry = Int(table.entry(forOldKey: key(old[i])))
      let index = Index(truncatingIfNeeded: i)
      if table.lastOld[entry] == none { table.lastOld[entry] = index }
      oldSlot[i] = table.nextOld[entry]
      table.nextOld[entry] = index
    }

    // Pass 3: match the k-th new occurrence of a key with its k-th old occurrence.
    for i in 0..<new.count {
      let entry = Int(newEntry[i])
      let o = table.nextOld[entry]
      newMatch[i] = o
      guard o != none else { continue }
      let oldIndex = Int(o)
      table.nextOld[entry] = oldSlot[oldIndex]
      oldSlot[oldIndex] = -2 - Index(truncatingIfNeeded: i)
      if !table.updated[entry] && isUpdated(new[i], old[oldIndex]) {
        table.updated[entry] = true
      }
    }

    // Deletes: the unmatched old elements.
    var deletes: [Int] = []
    var deleteOffset: Index = 0
    for i in 0..<old.count {
      let matched = oldSlot[i] <= -2
      oldSlot[i] = deleteOffset
      if !matched {
        deletes.append(i)
        deleteOffset += 1
      }
    }

    // Inserts, updates and moves, in new-array order. Counting the moves first lets their array
    // be allocated once: on a shuffled list nearly every element can be a move.
    var moveCount = 0
    var insertCount = 0
    for i in 0..<new.count {
      let o = newMatch[i]
      if o == none {
        insertCount += 1
      } else if Int(o) - Int(oldSlot[Int(o)]) + insertCount != i {
        moveCount += 1
      }
    }
    var inserts: [Int] = []
    inserts.reserveCapacity(insertCount)
    var updates: [ListMoveIndex] = []
    var moves: [ListMoveIndex] = []
    moves.reserveCapacity(moveCount)
    for i in 0..<new.count {
      let o = newMatch[i]
      guard o != none else {
        inserts.append(i)
        continue
      }
      let oldIndex = Int(o)
      if table.updated[Int(newEntry[i])] {
        updates.append(ListMoveIndex(from: oldIndex, to: i))
      }
      if oldIndex - Int(oldSlot[oldIndex]) + inserts.count != i {
        moves.append(ListMoveIndex(from: oldIndex, to: i))
      }
    }

    return _DiffOutcome(
      inserts: inserts, deletes: deletes, updates: updates, moves: moves,
      identifiers: table.identifierIndex())
  }
}
