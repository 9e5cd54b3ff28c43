import Foundation
import ListDiffKit
import Testing

/// Identified by value: a changed value is a different element.
struct Tag: Hashable, ListDiffable {
  let name: String
}

/// Identified by `id` even though it is `Hashable`: a changed title is an update.
struct Article: Identifiable, Hashable, ListDiffable {
  let id: String
  var title: String
}

/// A class identified by `id` and compared with `==`.
final class Author: Identifiable, Equatable, ListDiffable {
  let id: UUID
  let name: String

  init(id: UUID, name: String) {
    self.id = id
    self.name = name
  }

  static func == (lhs: Author, rhs: Author) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
}

/// `Hashable`, but identified by `name` alone through its own `diffIdentifier()`.
struct Contact: Hashable, ListDiffable {
  let name: String
  var phone: String

  func diffIdentifier() -> AnyHashable { name }
}

/// The standard conformances and the ones a declaration alone brings.
@Suite struct ListDiffableConformanceTests {
  @Test func test_whenDiffingStandardTypes_thatTheyAreIdentifiedByValue() {
    #expect(
      ListDiff(oldArray: ["a", "b"] as [Substring], newArray: ["b"], option: .equality).deletes == [
        0
      ])
    #expect(
      ListDiff(oldArray: ["x", "y"] as [Character], newArray: ["y", "x"], option: .equality).moves
        .count == 2)
    #expect(ListDiff(oldArray: [true], newArray: [false], option: .equality).changeCount == 2)
    #expect(ListDiff(oldArray: [1, 2] as [Int8], newArray: [2], option: .equality).deletes == [0])
    #expect(
      ListDiff(oldArray: [1, 2] as [UInt64], newArray: [1, 2, 3], option: .equality).inserts == [2])
    #expect(
      ListDiff(oldArray: [1.5] as [Float], newArray: [1.5], option: .equality).hasChanges == false)
    let id = UUID()
    #expect(ListDiff(oldArray: [id, UUID()], newArray: [id], option: .equality).deletes == [1])
    let url = URL(string: "https://example.com")
    #expect(ListDiff(oldArray: url.map { [$0] }, newArray: nil, option: .equality).deletes == [0])
    let date = Date(timeIntervalSince1970: 0)
    #expect(
      ListDiff(
        oldArray: [date], newArray: [date, Date(timeIntervalSince1970: 1)], option: .equality
      ).inserts == [1])
    #expect("a".diffIdentifier() == AnyHashable("a"))
    #expect(42.isEqual(toDiffableObject: 42))
    #expect(!42.isEqual(toDiffableObject: "42"))
    #expect(!42.isEqual(toDiffableObject: nil))
  }

  @Test func test_whenHashableValueChanges_thatItIsDeletedAndInserted() {
    let result = ListDiff(oldArray: [Tag(name: "a")], newArray: [Tag(name: "b")], option: .equality)
    #expect(result.deletes == [0] && result.inserts == [0] && result.updates.isEmpty)
  }

  @Test func test_whenIdentifiableAndHashableValueChanges_thatItIsUpdated() {
    let result = ListDiff(
      oldArray: [Article(id: "1", title: "a")], newArray: [Article(id: "1", title: "b")],
      option: .equality)
    #expect(result.updates == [0] && result.deletes.isEmpty && result.inserts.isEmpty)
    #expect(result.oldIndexIfPresent(forIdentifier: "1") == 0)
  }

  @Test func test_whenIdentifiableClassChanges_thatOptionsDecideTheUpdate() {
    let id = UUID()
    let jane = Author(id: id, name: "Jane")
    let equalCopy = Author(id: id, name: "Jane")
    #expect(!ListDiff(oldArray: [jane], newArray: [equalCopy], option: .equality).hasChanges)
    #expect(
      ListDiff(oldArray: [jane], newArray: [equalCopy], option: .pointerPersonality).updates == [0])
    #expect(!ListDiff(oldArray: [jane], newArray: [jane], option: .pointerPersonality).hasChanges)
    #expect(jane.diffIdentifier() == AnyHashable(id))
  }

  @Test func test_whenValueTypesUsePointerPersonality_thatEqualityDecides() {
    let old = [Article(id: "1", title: "a"), Article(id: "2", title: "b")]
    let new = [Article(id: "1", title: "a"), Article(id: "2", title: "c")]
    #expect(ListDiff(oldArray: old, newArray: new, option: .pointerPersonality).updates == [1])
  }

  @Test func test_whenHashableTypeHasItsOwnIdentifier_thatTheDiffUsesIt() {
    let old = [Contact(name: "ann", phone: "1"), Contact(name: "bob", phone: "2")]
    let new = [Contact(name: "ann", phone: "3"), Contact(name: "bob", phone: "2")]
    let typed = ListDiff(oldArray: old, newArray: new, option: .equality)
    let boxed = ListDiff(oldArray: old as [any ListDiffable], newArray: new, option: .equality)
    #expect(typed.updates == [0] && typed.inserts.isEmpty && typed.deletes.isEmpty)
    #expect(typed.updates == boxed.updates && typed.moves == boxed.moves)
    #expect(typed.oldIndexIfPresent(forIdentifier: "bob") == 1)
  }
}

/// Diffing identifiers the caller computed.
@Suite struct ListDiffIdentifiersTests {
  @Test func test_whenDiffingIdentifiers_thatResultMatchesTheObjectDiff() {
    let old = [
      Article(id: "a", title: "1"), Article(id: "b", title: "2"), Article(id: "c", title: "3"),
    ]
    let new = [
      Article(id: "c", title: "3"), Article(id: "a", title: "9"), Article(id: "d", title: "4"),
    ]
    let byObjects = ListDiff(oldArray: old, newArray: new, option: .equality)
    let byIdentifiers = ListDiff(
      oldIdentifiers: old.map(\.id), newIdentifiers: new.map(\.id),
      isUpdated: { old[$0] != new[$1] })
    #expect(byIdentifiers.inserts == byObjects.inserts)
    #expect(byIdentifiers.deletes == byObjects.deletes)
    #expect(byIdentifiers.updates == byObjects.updates)
    #expect(byIdentifiers.moves == byObjects.moves)
    #expect(byIdentifiers.newIndexIfPresent(forIdentifier: "a") == 1)
  }
}
