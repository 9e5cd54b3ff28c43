// libFuzzer harness for ListDiffKit's `ListBatchUpdateData`, compiled together with
// `Sources/ListDiffKit` by `Fuzz/run list-batch-update-data`.

import Foundation

/// Builds `ListBatchUpdateData` from section and item changes that the fuzzer's bytes spell, with
/// duplicates and conflicts of every kind, and checks its cleanup.
///
/// The first byte chooses the ranges: bits 0–1 how many sections (2, 4, 6 or 8), bits 2–3 how
/// many items (1 to 4), bit 4 whether index paths and section moves may also address section -1.
/// Each following byte picks a change (a section insert, delete or move, an item insert, delete,
/// update or move, or an index path of 0, 1 or 3 indexes) and the bytes after it its indexes.
/// Nothing may trap, and:
///
/// - **The result is the documented cleanup**, computed independently from the type's rules:
///   a section move whose origin is deleted or destination inserted is dropped; every remaining
///   move that shares its origin or destination with another remaining move, or whose origin has
///   an item delete or an item move, or whose destination has an item insert, becomes a delete
///   and an insert, and the item changes in its sections are dropped; an item move out of a
///   deleted section is dropped; deletes and item moves are kept once; each extra delete of an
///   index path drops one insert of it; updates are kept as given; an index path without indexes
///   belongs to no section. Inserts, deletes and moves are compared as multisets, updates as the
///   array given.
/// - **The invariants a batch update needs**, checked on the output itself: no delete and no item
///   move twice; no two section moves from one section or to one section; no section move from a
///   deleted section, to an inserted one, or with an item change in its section; no item move out
///   of a deleted section. (`Fuzz/run` also compiles the library with
///   `LISTKIT_CHECK_INVARIANTS`, as debug builds do, so that its own checks run too.)
/// - The same input gives an equal value, and `description` counts what the value holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListBatchUpdateData(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = BatchInputReader(Array(UnsafeBufferPointer(start: data, count: size)))
  let input = BatchInput(reading: &reader)
  let result = input.make()
  let expected = BatchModel(input)

  func fail(_ message: String) -> Never {
    fatalError("\(message)\ninput: \(input)\nresult: \(describe(result))")
  }
  if result.insertSections != expected.insertSections {
    fail("insertSections, expected \(Array(expected.insertSections))")
  }
  if result.deleteSections != expected.deleteSections {
    fail("deleteSections, expected \(Array(expected.deleteSections))")
  }
  if result.moveSections != expected.moveSections {
    fail("moveSections, expected \(expected.moveSections.sorted())")
  }
  if result.insertIndexPaths.sorted() != expected.insertIndexPaths.sorted() {
    fail("insertIndexPaths, expected \(expected.insertIndexPaths)")
  }
  if result.deleteIndexPaths.sorted() != expected.deleteIndexPaths.sorted() {
    fail("deleteIndexPaths, expected \(expected.deleteIndexPaths)")
  }
  if result.moveIndexPaths.sorted() != expected.moveIndexPaths.sorted() {
    fail("moveIndexPaths, expected \(expected.moveIndexPaths)")
  }
  if result.updateIndexPaths != input.updateIndexPaths { fail("updateIndexPaths changed") }

  if Set(result.deleteIndexPaths).count != result.deleteIndexPaths.count {
    fail("an index path is deleted twice")
  }
  if Set(result.moveIndexPaths).count != result.moveIndexPaths.count {
    fail("an item move is kept twice")
  }
  let deletedInInput = IndexSet(input.deleteSections)
  let insertedInInput = IndexSet(input.insertSections)
  for move in result.moveSections
  where deletedInInput.contains(move.from) || insertedInInput.contains(move.to) {
    fail("\(move) survives a delete of its origin or an insert at its destination")
  }
  for move in result.moveIndexPaths {
    if let section = move.from.first, deletedInInput.contains(section) {
      fail("\(move) leaves a deleted section")
    }
  }
  let moves = result.moveSections
  if Set(moves.map(\.from)).count != moves.count || Set(moves.map(\.to)).count != moves.count {
    fail("two section moves share an origin or a destination")
  }
  for move in moves {
    if result.deleteSections.contains(move.from) || result.insertSections.contains(move.to) {
      fail("\(move) conflicts with a section delete or insert of the result")
    }
    if result.deleteIndexPaths.contains(where: { $0.first == move.from })
      || result.insertIndexPaths.contains(where: { $0.first == move.to })
      || result.moveIndexPaths.contains(where: { $0.from.first == move.from })
    {
      fail("\(move) keeps an item change in its section")
    }
  }
  for move in result.moveIndexPaths {
    if let section = move.from.first, result.deleteSections.contains(section) {
      fail("\(move) leaves a section deleted in the result")
    }
  }

  if input.make() != result { fail("the same input gives a different value") }
  let counts = [
    result.deleteSections.count, result.insertSections.count, result.moveSections.count,
    result.deleteIndexPaths.count, result.insertIndexPaths.count, result.updateIndexPaths.count,
    result.moveIndexPaths.count,
  ]
  let described = result.description.split(whereSeparator: { !$0.isNumber }).compactMap {
    Int($0)
  }
  if described != counts { fail("description \(result.description) != \(counts)") }
  return 0
}

/// Reads the fuzzer's bytes one at a time; zeros after the end.
struct BatchInputReader {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { offset >= bytes.count }

  mutating func next() -> Int {
    defer { offset += 1 }
    return offset < bytes.count ? Int(bytes[offset]) : 0
  }
}

/// The arguments of `ListBatchUpdateData`'s initializer, spelled by the fuzzer's bytes.
struct BatchInput: CustomStringConvertible {
  var insertSections: [Int] = []
  var deleteSections: [Int] = []
  var moveSections: [ListMoveIndex] = []
  var insertIndexPaths: [IndexPath] = []
  var deleteIndexPaths: [IndexPath] = []
  var updateIndexPaths: [IndexPath] = []
  var moveIndexPaths: [ListMoveIndexPath] = []

  init(reading reader: inout BatchInputReader) {
    let flags = reader.next()
    let sectionCount = 2 + (flags & 3) * 2
    let itemCount = 1 + (flags >> 2) & 3
    let lowest = flags & 0x10 != 0 ? -1 : 0
    func section(_ reader: inout BatchInputReader) -> Int {
      reader.next() % sectionCount
    }
    func pathSection(_ reader: inout BatchInputReader) -> Int {
      lowest + reader.next() % (sectionCount - lowest)
    }
    func path(_ reader: inout BatchInputReader) -> IndexPath {
      IndexPath(item: reader.next() % itemCount, section: pathSection(&reader))
    }
    while !reader.isAtEnd {
      switch reader.next() % 8 {
      case 0: insertSections.append(section(&reader))
      case 1: deleteSections.append(section(&reader))
      case 2:
        moveSections.append(ListMoveIndex(from: pathSection(&reader), to: pathSection(&reader)))
      case 3: insertIndexPaths.append(path(&reader))
      case 4: deleteIndexPaths.append(path(&reader))
      case 5: updateIndexPaths.append(path(&reader))
      case 6: moveIndexPaths.append(ListMoveIndexPath(from: path(&reader), to: path(&reader)))
      default:
        let kind = reader.next()
        let odd: IndexPath =
          switch kind % 3 {
          case 0: IndexPath()
          case 1: IndexPath(index: pathSection(&reader))
          default: IndexPath(indexes: [pathSection(&reader), reader.next() % itemCount, 0])
          }
        switch (kind / 3) % 4 {
        case 0: insertIndexPaths.append(odd)
        case 1: deleteIndexPaths.append(odd)
        case 2: updateIndexPaths.append(odd)
        default: moveIndexPaths.append(ListMoveIndexPath(from: odd, to: path(&reader)))
        }
      }
    }
  }

  func make() -> ListBatchUpdateData {
    ListBatchUpdateData(
      insertSections: IndexSet(insertSections), deleteSections: IndexSet(deleteSections),
      moveSections: Set(moveSections), insertIndexPaths: insertIndexPaths,
      deleteIndexPaths: deleteIndexPaths, updateIndexPaths: updateIndexPaths,
      moveIndexPaths: moveIndexPaths)
  }

  var description: String {
    "insertSections \(insertSections), deleteSections \(deleteSections), moveSections "
      + "\(moveSections.map { "\($0.from)->\($0.to)" }), insertIndexPaths \(insertIndexPaths), "
      + "deleteIndexPaths \(deleteIndexPaths), updateIndexPaths \(updateIndexPaths), "
      + "moveIndexPaths \(moveIndexPaths.map { "\($0.from)->\($0.to)" })"
  }
}

/// The cleanup as `ListBatchUpdateData`'s documentation states it, written without its code.
struct BatchModel {
  var insertSections: IndexSet
  var deleteSections: IndexSet
  var moveSections: Set<ListMoveIndex>
  var insertIndexPaths: [IndexPath]
  var deleteIndexPaths: [IndexPath]
  var moveIndexPaths: [ListMoveIndexPath]

  init(_ input: BatchInput) {
    let deletedSections = IndexSet(input.deleteSections)
    let insertedSections = IndexSet(input.insertSections)
    // Rule 1: the count-changing operation wins.
    let moves = Set(input.moveSections).filter {
      !deletedSections.contains($0.from) && !insertedSections.contains($0.to)
    }
    // Moves that share an origin or a destination.
    var reloaded = moves.filter { move in
      moves.contains { $0 != move && ($0.from == move.from || $0.to == move.to) }
    }

    // Rule 4: each delete once; each extra delete drops one insert of the same index path.
    var deletes: [IndexPath] = []
    for path in input.deleteIndexPaths where !deletes.contains(path) { deletes.append(path) }
    var inserts = input.insertIndexPaths
    for path in deletes {
      let extra = input.deleteIndexPaths.filter { $0 == path }.count - 1
      for _ in 0..<extra {
        if let index = inserts.firstIndex(of: path) { inserts.remove(at: index) }
      }
    }

    // Rule 2: item deletes at a move's origin, item inserts at its destination.
    deletes.removeAll { path in
      let touched = moves.filter { path.first == $0.from }
      reloaded.formUnion(touched)
      return !touched.isEmpty
    }
    inserts.removeAll { path in
      let touched = moves.filter { path.first == $0.to }
      reloaded.formUnion(touched)
      return !touched.isEmpty
    }

    // Rule 3: item moves out of a deleted or a moved section.
    var itemMoves: [ListMoveIndexPath] = []
    for move in input.moveIndexPaths {
      let touched = moves.filter { move.from.first == $0.from }
      reloaded.formUnion(touched)
      let inDeletedSection = move.from.first.map(deletedSections.contains) ?? false
      if touched.isEmpty && !inDeletedSection && !itemMoves.contains(move) {
        itemMoves.append(move)
      }
    }

    insertSections = insertedSections
    deleteSections = deletedSections
    for move in reloaded {
      deleteSections.insert(move.from)
      insertSections.insert(move.to)
    }
    moveSections = moves.subtracting(reloaded)
    insertIndexPaths = inserts
    deleteIndexPaths = deletes
    moveIndexPaths = itemMoves
  }
}

/// The whole value, for failure messages.
func describe(_ result: ListBatchUpdateData) -> String {
  "insertSections \(Array(result.insertSections)), deleteSections "
    + "\(Array(result.deleteSections)), moveSections "
    + "\(result.moveSections.sorted().map { "\($0.from)->\($0.to)" }), insertIndexPaths "
    + "\(result.insertIndexPaths), deleteIndexPaths \(result.deleteIndexPaths), "
    + "updateIndexPaths \(result.updateIndexPaths), moveIndexPaths "
    + "\(result.moveIndexPaths.map { "\($0.from)->\($0.to)" })"
}
