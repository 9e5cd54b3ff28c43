// libFuzzer harness for ListDiffKit's `ListDiff` and `ListDiffPaths`, compiled together with
// `Sources/ListDiffKit` by `Fuzz/run list-diff`.

import Foundation

/// Diffs two arrays that the fuzzer's bytes spell, full of duplicate identifiers, through every
/// overload, and checks each result against the diff as its documentation defines it.
///
/// The first byte chooses the elements in bits 0–2 (0: `Identifiable & Hashable` values, 1:
/// integers, 2: floating-point numbers with NaN and -0.0, 3: class instances, 4: a mix of types
/// whose identifiers compare equal across types, 5: strings with canonically equivalent
/// spellings, 6 and 7: bare identifiers for `ListDiff(oldIdentifiers:newIdentifiers:isUpdated:)`),
/// the option in bit 3 and how many identifiers there are in bits 4–5 (2, 4, 16 or 64); the
/// second byte says where the old array ends, the third the sections of `ListDiffPaths`. Each
/// further byte is an element: its identifier and, above it, a value and, for class instances,
/// which of two equal instances. Nothing may trap, and:
///
/// - **The result is the documented diff**, computed by a quadratic model: the k-th occurrence
///   of an identifier in the new array is matched with its k-th occurrence in the old array
///   (identifiers compared as `AnyHashable`, so a NaN matches nothing and `1 as Int` matches
///   `1.0`), unmatched old elements are the deletes and unmatched new ones the inserts; when one
///   matched pair of an identifier changed (under the option: identity for two class instances
///   with `.pointerPersonality`, otherwise the same instance or `isEqual(toDiffableObject:)`),
///   every matched pair of it is an update; a matched pair is a move when its new index is not
///   its old index less the deletes before it plus the inserts before its new index; moves come
///   in new-array order; the look-ups give an identifier's last index.
/// - **Applying the result rebuilds the new array**: with deletes and move origins addressing the
///   old array and inserts and move destinations the new one, none of them out of bounds or
///   shared, placing the inserts and moves and filling the other slots with the remaining old
///   elements in order gives each slot the new element's identifier, and every old element that
///   lands on a slot whose new element changed is reported as updated. The same holds for
///   `forBatchUpdates()`, which has no updates and whose moves never lead to a changed
///   element.
/// - The typed overloads and the `any ListDiffable` form give the same result, and `ListDiffPaths`
///   gives the same changes as index paths in its sections.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard bytes.count >= 3 else { return 0 }
  let flags = Int(bytes[0])
  let option: ListDiffOption = flags & 8 == 0 ? .equality : .pointerPersonality
  let identifiers = [2, 4, 16, 64][(flags >> 4) & 3]
  let body = bytes.dropFirst(3)
  let split = body.startIndex + Int(bytes[1]) % (body.count + 1)
  let oldBytes = Array(body[..<split])
  let newBytes = Array(body[split...])
  let sections = (from: Int(bytes[2]) & 3, to: Int(bytes[2]) >> 2 & 3)
  let pool = DiffFuzzPool(identifiers: identifiers)

  func check<Element: ListDiffable>(
    _ typed: ListIndexSetResult, _ paths: ListIndexPathResult, _ old: [Element],
    _ new: [Element]
  ) {
    let old = old.map { $0 as any ListDiffable }
    let new = new.map { $0 as any ListDiffable }
    checkDiff(typed, old: old, new: new, option: option, sections: sections)
    checkPaths(paths, typed, sections: sections)
  }
  switch flags & 7 {
  case 0:
    let old = oldBytes.map(pool.item)
    let new = newBytes.map(pool.item)
    let paths = ListDiffPaths(
      fromSection: sections.from, toSection: sections.to, oldArray: old, newArray: new,
      option: option)
    check(ListDiff(oldArray: old, newArray: new, option: option), paths, old, new)
  case 1:
    let old = oldBytes.map { $0 % UInt8(identifiers) }
    let new = newBytes.map { $0 % UInt8(identifiers) }
    let paths = ListDiffPaths(
      fromSection: sections.from, toSection: sections.to, oldArray: old, newArray: new,
      option: option)
    check(ListDiff(oldArray: old, newArray: new, option: option), paths, old, new)
  case 2:
    let old = oldBytes.map(pool.number)
    let new = newBytes.map(pool.number)
    let paths = ListDiffPaths(
      fromSection: sections.from, toSection: sections.to, oldArray: old, newArray: new,
      option: option)
    check(ListDiff(oldArray: old, newArray: new, option: option), paths, old, new)
  case 3:
    let old: [any ListDiffable] = oldBytes.map(pool.object)
    let new: [any ListDiffable] = newBytes.map(pool.object)
    let result = ListDiff(oldArray: old, newArray: new, option: option)
    checkDiff(result, old: old, new: new, option: option, sections: sections)
  case 4:
    let old = oldBytes.map(pool.mixed)
    let new = newBytes.map(pool.mixed)
    let result = ListDiff(oldArray: old, newArray: new, option: option)
    checkDiff(result, old: old, new: new, option: option, sections: sections)
  case 5:
    let old = oldBytes.map(pool.string)
    let new = newBytes.map(pool.string)
    let paths = ListDiffPaths(
      fromSection: sections.from, toSection: sections.to, oldArray: old, newArray: new,
      option: option)
    check(ListDiff(oldArray: old, newArray: new, option: option), paths, old, new)
  default:
    let old = oldBytes.map { Int($0) % identifiers }
    let new = newBytes.map { Int($0) % identifiers }
    func changed(_ newIndex: Int, _ oldIndex: Int) -> Bool {
      oldBytes[oldIndex] / UInt8(identifiers) % 2 != newBytes[newIndex] / UInt8(identifiers) % 2
    }
    let result = ListDiff(oldIdentifiers: old, newIdentifiers: new) { changed($1, $0) }
    let model = DiffModel(
      old: old.map { AnyHashable($0) }, new: new.map { AnyHashable($0) }, changed: changed)
    checkResult(result, model, "identifiers \(old) -> \(new)")
  }
  return 0
}

/// A value identified by `id`, compared by `value` too.
struct DiffFuzzItem: Identifiable, Hashable, ListDiffable, CustomStringConvertible {
  let id: Int
  var value: Int

  var description: String { "\(id):\(value)" }
}

/// An instance identified by `key`, equal to another with the same key and value.
final class DiffFuzzObject: ListDiffable, CustomStringConvertible {
  let key: Int
  let value: Int
  let copy: Int

  init(key: Int, value: Int, copy: Int) {
    self.key = key
    self.value = value
    self.copy = copy
  }

  func diffIdentifier() -> AnyHashable { key }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? DiffFuzzObject else { return false }
    return other === self || (other.key == key && other.value == value)
  }

  var description: String { "obj\(key):\(value)#\(copy)" }
}

/// The elements a byte stands for; class instances are shared, so that the same byte in both
/// arrays is the same instance.
struct DiffFuzzPool {
  let identifiers: Int
  let objects: [DiffFuzzObject]

  init(identifiers: Int) {
    self.identifiers = identifiers
    objects = (0..<256).map { byte in
      DiffFuzzObject(
        key: byte % identifiers, value: byte / identifiers % 2,
        copy: byte / (identifiers * 2) % 2)
    }
  }

  func item(_ byte: UInt8) -> DiffFuzzItem {
    DiffFuzzItem(id: Int(byte) % identifiers, value: Int(byte) / identifiers % 2)
  }

  func number(_ byte: UInt8) -> Double {
    let specials: [Double] = [.nan, 0, -0.0, .infinity, -.infinity, 0.5, -1, 1e300]
    let id = Int(byte) % identifiers
    return id < specials.count ? specials[id] : Double(id)
  }

  func object(_ byte: UInt8) -> DiffFuzzObject { objects[Int(byte)] }

  /// Strings, some of them canonically equivalent: `==` on `String` says they are equal.
  func string(_ byte: UInt8) -> String {
    let specials = ["é", "e\u{301}", "Å", "\u{212B}", "", "a", "A", "ﬁ", "fi", "🇫🇷"]
    let id = Int(byte) % identifiers
    return id < specials.count ? specials[id] : String(id)
  }

  func mixed(_ byte: UInt8) -> any ListDiffable {
    let id = Int(byte) % identifiers
    switch Int(byte) / identifiers % 7 {
    case 0: return id
    case 1: return UInt8(id)
    case 2: return Double(id)
    case 3: return String(id)
    case 4: return DiffFuzzItem(id: id, value: 0)
    case 5: return Double.nan
    default: return objects[Int(byte)]
    }
  }
}

/// Whether the diff must report the pair as changed, as `ListDiffOption` documents it.
func isChanged(_ new: any ListDiffable, _ old: any ListDiffable, _ option: ListDiffOption) -> Bool {
  if let new = new as? DiffFuzzObject, let old = old as? DiffFuzzObject {
    if new === old { return false }
    if option == .pointerPersonality { return true }
  }
  return !new.isEqual(toDiffableObject: old)
}

/// The diff as ListDiff documents it, by a quadratic walk over the identifiers.
struct DiffModel {
  var inserts: [Int] = []
  var deletes: [Int] = []
  /// Old indexes, ascending.
  var updates: [Int] = []
  /// Matched pairs that changed, in new-array order.
  var updatePairs: [ListMoveIndex] = []
  var moves: [ListMoveIndex] = []
  /// The old index matched with each new index.
  var match: [Int?] = []
  let old: [AnyHashable]
  let new: [AnyHashable]

  init(old: [AnyHashable], new: [AnyHashable], changed: (_ new: Int, _ old: Int) -> Bool) {
    self.old = old
    self.new = new
    var matchedOld = Set<Int>()
    for j in new.indices {
      let occurrence = new[..<j].filter { $0 == new[j] }.count
      let candidates = old.indices.filter { old[$0] == new[j] }
      let o = occurrence < candidates.count ? candidates[occurrence] : nil
      match.append(o)
      if let o { matchedOld.insert(o) }
    }
    deletes = old.indices.filter { !matchedOld.contains($0) }
    inserts = new.indices.filter { match[$0] == nil }
    let changedIdentifiers = new.indices.filter { j in match[j].map { changed(j, $0) } ?? false }
      .map { new[$0] }
    for j in new.indices {
      guard let o = match[j] else { continue }
      if changedIdentifiers.contains(new[j]) {
        updatePairs.append(ListMoveIndex(from: o, to: j))
      }
      let deletesBefore = deletes.filter { $0 < o }.count
      let insertsBefore = inserts.filter { $0 < j }.count
      if o - deletesBefore + insertsBefore != j { moves.append(ListMoveIndex(from: o, to: j)) }
    }
    updates = updatePairs.map(\.from).sorted()
  }

  /// The last index of `identifier` in `array`.
  static func lastIndex(of identifier: AnyHashable, in array: [AnyHashable]) -> Int? {
    array.lastIndex { $0 == identifier }
  }
}

/// Checks a result of the elements `old` and `new` against the model, the application rule and
/// the `any ListDiffable` form.
func checkDiff(
  _ result: ListIndexSetResult, old: [any ListDiffable], new: [any ListDiffable],
  option: ListDiffOption, sections: (from: Int, to: Int)
) {
  let model = DiffModel(
    old: old.map { $0.diffIdentifier() }, new: new.map { $0.diffIdentifier() },
    changed: { isChanged(new[$0], old[$1], option) })
  let context = "\(option) \(old) -> \(new)"
  checkResult(result, model, context)
  let boxed = ListDiff(oldArray: old, newArray: new, option: option)
  expectSameResult(result, boxed, model, context)
  let applied = applicationFailure(
    old: old, new: new, option: option, inserts: Set(result.inserts),
    deletes: Set(result.deletes), updates: Set(result.updates), moves: result.moves)
  if let applied { fatalError("applying the result: \(applied) in \(context)") }
  let batch = result.forBatchUpdates()
  if !batch.updates.isEmpty { fatalError("forBatchUpdates() has updates in \(context)") }
  let appliedBatch = applicationFailure(
    old: old, new: new, option: option, inserts: Set(batch.inserts),
    deletes: Set(batch.deletes), updates: [], moves: batch.moves)
  if let appliedBatch {
    fatalError("applying forBatchUpdates(): \(appliedBatch) in \(context)")
  }
  let paths = ListDiffPaths(
    fromSection: sections.from, toSection: sections.to, oldArray: old, newArray: new,
    option: option)
  checkPaths(paths, result, sections: sections)
}

/// Checks `result` against `model`.
func checkResult(_ result: ListIndexSetResult, _ model: DiffModel, _ context: String) {
  func expect(_ condition: Bool, _ what: String) {
    if !condition { fatalError("\(what) in \(context)\nresult \(result)") }
  }
  expect(
    Array(result.inserts) == model.inserts,
    "inserts \(Array(result.inserts)), expected \(model.inserts)")
  expect(
    Array(result.deletes) == model.deletes,
    "deletes \(Array(result.deletes)), expected \(model.deletes)")
  expect(
    Array(result.updates) == Array(Set(model.updates)).sorted(),
    "updates \(Array(result.updates)), expected \(model.updates)")
  expect(result.moves == model.moves, "moves \(result.moves), expected \(model.moves)")
  expect(
    result.changeCount == model.inserts.count + model.deletes.count + model.updates.count
      + model.moves.count, "changeCount \(result.changeCount)")
  expect(result.hasChanges == (result.changeCount > 0), "hasChanges")
  for identifier in model.old + model.new {
    expect(
      result.oldIndexIfPresent(forIdentifier: identifier)
        == DiffModel.lastIndex(of: identifier, in: model.old),
      "oldIndexIfPresent(forIdentifier: \(identifier))")
    expect(
      result.newIndexIfPresent(forIdentifier: identifier)
        == DiffModel.lastIndex(of: identifier, in: model.new),
      "newIndexIfPresent(forIdentifier: \(identifier))")
  }
}

/// Fails unless the results of a typed overload and of the `any ListDiffable` form are the same.
func expectSameResult(
  _ typed: ListIndexSetResult, _ boxed: ListIndexSetResult, _ model: DiffModel,
  _ context: String
) {
  guard typed.inserts == boxed.inserts, typed.deletes == boxed.deletes,
    typed.updates == boxed.updates, typed.moves == boxed.moves,
    (model.old + model.new).allSatisfy({
      typed.oldIndexIfPresent(forIdentifier: $0) == boxed.oldIndexIfPresent(forIdentifier: $0)
        && typed.newIndexIfPresent(forIdentifier: $0) == boxed.newIndexIfPresent(forIdentifier: $0)
    })
  else { fatalError("typed \(typed) and boxed \(boxed) results differ in \(context)") }
}

/// Fails unless an index-path result holds the changes of the index result in its sections.
func checkPaths(
  _ paths: ListIndexPathResult, _ result: ListIndexSetResult, sections: (from: Int, to: Int)
) {
  func from(_ index: Int) -> IndexPath { IndexPath(item: index, section: sections.from) }
  func to(_ index: Int) -> IndexPath { IndexPath(item: index, section: sections.to) }
  let moves = result.moves.map { ListMoveIndexPath(from: from($0.from), to: to($0.to)) }
  guard paths.inserts == result.inserts.map(to), paths.deletes == result.deletes.map(from),
    Set(paths.updates) == Set(result.updates.map(from)), paths.moves == moves,
    paths.changeCount == result.changeCount
  else { fatalError("index paths \(paths) differ from indexes \(result)") }
  let batch = paths.forBatchUpdates()
  let indexBatch = result.forBatchUpdates()
  let batchMoves = indexBatch.moves.map { ListMoveIndexPath(from: from($0.from), to: to($0.to)) }
  guard batch.updates.isEmpty, batch.inserts == indexBatch.inserts.map(to),
    batch.deletes == indexBatch.deletes.map(from), batch.moves == batchMoves
  else { fatalError("index-path batch result \(batch) differs from \(indexBatch)") }
}

/// What is wrong with applying the changes to `old` as a collection view applies a batch
/// update, or `nil` when it rebuilds `new`.
func applicationFailure(
  old: [any ListDiffable], new: [any ListDiffable], option: ListDiffOption, inserts: Set<Int>,
  deletes: Set<Int>, updates: Set<Int>, moves: [ListMoveIndex]
) -> String? {
  guard inserts.allSatisfy(new.indices.contains) else { return "an insert is out of bounds" }
  guard deletes.allSatisfy(old.indices.contains) else { return "a delete is out of bounds" }
  guard updates.allSatisfy(old.indices.contains) else { return "an update is out of bounds" }
  guard updates.isDisjoint(with: deletes) else { return "an update is also deleted" }
  guard old.count - deletes.count + inserts.count == new.count else {
    return "\(old.count) - \(deletes.count) deletes + \(inserts.count) inserts != \(new.count)"
  }
  let origins = Set(moves.map(\.from))
  let destinations = Set(moves.map(\.to))
  guard origins.count == moves.count, destinations.count == moves.count else {
    return "two moves share an index"
  }
  guard origins.isDisjoint(with: deletes) else { return "a moved index is deleted" }
  guard destinations.isDisjoint(with: inserts) else { return "a move lands on an insert" }
  guard moves.allSatisfy({ old.indices.contains($0.from) && new.indices.contains($0.to) }) else {
    return "a move is out of bounds"
  }
  var source = [Int?](repeating: nil, count: new.count)
  for move in moves { source[move.to] = move.from }
  var stayers = old.indices.filter { !deletes.contains($0) && !origins.contains($0) }
    .makeIterator()
  for j in new.indices where source[j] == nil && !inserts.contains(j) {
    guard let stayer = stayers.next() else { return "no element left for slot \(j)" }
    source[j] = stayer
  }
  for j in new.indices {
    guard let o = source[j] else { continue }
    guard old[o].diffIdentifier() == new[j].diffIdentifier() else {
      return "slot \(j) gets old \(o), \(old[o]), for \(new[j])"
    }
    if isChanged(new[j], old[o], option) && !updates.contains(o) {
      return "old \(o) lands on changed \(new[j]) and is not updated"
    }
  }
  return nil
}
