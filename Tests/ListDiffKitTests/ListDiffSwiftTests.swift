import Foundation
import ListDiffKit
import Testing

/// IGListKit's Swift class from `IGListDiffSwiftTests.swift`, with an `AnyHashable` identifier.
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
  @Test func testDiffingStrings() {
    let o: [String] = ["a", "b", "c"]
    let n: [String] = ["a", "c", "d"]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.deletes == IndexSet(integer: 1))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.moves.count == 0)
    #expect(result.updates.count == 0)
  }

  @Test func testDiffingNumbers() {
    let o: [Int] = [0, 1, 2]
    let n: [Int] = [0, 2, 4]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.deletes == IndexSet(integer: 1))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.moves.count == 0)
    #expect(result.updates.count == 0)
  }

  @Test func testDiffingSwiftClass() {
    let o = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 1, value: "b"), SwiftClass(id: 2, value: "c"),
    ]
    let n = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 2, value: "c"), SwiftClass(id: 4, value: "d"),
    ]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.deletes == IndexSet(integer: 1))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.moves.count == 0)
    #expect(result.updates.count == 0)
  }

  @Test func testDiffingSwiftClassPointerComparison() {
    let o = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 1, value: "b"), SwiftClass(id: 2, value: "c"),
    ]
    let n = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 2, value: "c"), SwiftClass(id: 4, value: "d"),
    ]
    let result = ListDiff(oldArray: o, newArray: n, option: .pointerPersonality)
    #expect(result.deletes == IndexSet(integer: 1))
    #expect(result.inserts == IndexSet(integer: 2))
    #expect(result.moves.count == 0)
    #expect(result.updates.count == 2)
  }

  @Test func testDiffingSwiftClassWithUpdates() {
    let o = [
      SwiftClass(id: 0, value: "a"), SwiftClass(id: 1, value: "b"), SwiftClass(id: 2, value: "c"),
    ]
    let n = [
      SwiftClass(id: 0, value: "b"), SwiftClass(id: 1, value: "b"), SwiftClass(id: 2, value: "b"),
    ]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.deletes.count == 0)
    #expect(result.inserts.count == 0)
    #expect(result.moves.count == 0)
    #expect(result.updates.count == 2)
  }
}
