import Foundation
import ListDiffKit
import Testing

/// IGListKit's Swift class from `IGListDiffSwiftTests.swift`, with an `AnyHashable` identifier.
/// Its own type, not ListKitTestSupport's `TestObject`: the IGListKit tests ported here are about
/// diffing a class written in Swift.
final class SwiftClass: ListDiffable {
  let id: Int
  let value: String

  init(id: Int, value: String) {
    self.id = id
    self.value = value
  }

  func diffIdentifier() -> AnyHashable { id }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let object = object as? SwiftClass else { return false }
    return id == object.id && value == object.value
  }
}

/// IGListKit's `IGListDiffSwiftTests.swift`, case by case.
@Suite struct ListDiffSwiftTests {
  /// Expects `result` to delete and insert exactly these indexes, with this many moves and updates.
  func expect(
    _ result: ListIndexSetResult, deletes: IndexSet, inserts: IndexSet, moves: Int, updates: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.deletes == deletes, sourceLocation: sourceLocation)
    #expect(result.inserts == inserts, sourceLocation: sourceLocation)
    #expect(result.moves.count == moves, sourceLocation: sourceLocation)
    #expect(result.updates.count == updates, sourceLocation: sourceLocation)
  }

  @Test func testDiffingStrings() {
    let o: [String] = ["a", "b", "c"]
    let n: [String] = ["a", "c", "d"]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    expect(result, deletes: [1], inserts: [2], moves: 0, updates: 0)
  }

  @Test func testDiffingNumbers() {
    let o: [Int] = [0, 1, 2]
    let n: [Int] = [0, 2, 4]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    expect(result, deletes: [1], inserts: [2], moves: 0, updates: 0)
  }

  @Test func testDiffingSwiftClass() {
    let o = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 1, value: "b"), SwiftClass(id: 2, value: "c"),
    ]
    let n = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 2, value: "c"), SwiftClass(id: 4, value: "d"),
    ]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    expect(result, deletes: [1], inserts: [2], moves: 0, updates: 0)
  }

  @Test func testDiffingSwiftClassPointerComparison() {
    let o = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 1, value: "b"), SwiftClass(id: 2, value: "c"),
    ]
    let n = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 2, value: "c"), SwiftClass(id: 4, value: "d"),
    ]
    let result = ListDiff(oldArray: o, newArray: n, option: .pointerPersonality)
    expect(result, deletes: [1], inserts: [2], moves: 0, updates: 2)
  }

  @Test func testDiffingSwiftClassWithUpdates() {
    let o = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 1, value: "b"), SwiftClass(id: 2, value: "c"),
    ]
    let n = [
      SwiftClass(id: 0, value: "b"), SwiftClass(id: 1, value: "b"), SwiftClass(id: 2, value: "b"),
    ]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    expect(result, deletes: [], inserts: [], moves: 0, updates: 2)
  }
}
