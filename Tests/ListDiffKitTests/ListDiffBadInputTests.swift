import Foundation
import ListDiffKit
import Testing

struct User: Identifiable, Equatable, ListDiffable {
  let id: Int
  var name: String
}

struct Post: Identifiable, Equatable, ListDiffable {
  let id: Int
  var title: String
}

/// Inputs at the edges: each has a documented result, and none traps.
@Suite struct ListDiffBadInputTests {
  @Test func test_whenDiffingNilArrays_thatResultHasNoChanges() {
    let result = ListDiff(oldArray: nil, newArray: nil, option: .equality)
    #expect(!result.hasChanges)
    #expect(result.oldIndexIfPresent(forIdentifier: 1) == nil)
    let paths = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: nil, newArray: nil, option: .equality)
    #expect(!paths.hasChanges)
  }

  @Test func test_whenDiffingFromNil_thatEverythingIsInserted() {
    let result = ListDiff(oldArray: nil, newArray: [1, 2, 3], option: .equality)
    #expect(result.inserts == IndexSet(0..<3))
    #expect(result.newIndexIfPresent(forIdentifier: 3) == 2)
    let paths = ListDiffPaths(
      fromSection: 4, toSection: 5, oldArray: nil, newArray: ["a"], option: .equality)
    #expect(paths.inserts == [IndexPath(item: 0, section: 5)])
  }

  @Test func test_whenDiffingToNil_thatEverythingIsDeleted() {
    let result = ListDiff(oldArray: ["a", "b"], newArray: nil, option: .pointerPersonality)
    #expect(result.deletes == IndexSet(0..<2))
    #expect(result.oldIndexIfPresent(forIdentifier: "b") == 1)
  }

  @Test func test_whenAllElementsAreDuplicates_thatOccurrencesMatchInOrder() {
    let result = ListDiff(oldArray: ["a", "a", "a"], newArray: ["a", "a"], option: .equality)
    #expect(result.deletes == IndexSet(integer: 2))
    #expect(result.inserts.isEmpty && result.moves.isEmpty && result.updates.isEmpty)
    // The look-ups give the last occurrence.
    #expect(result.oldIndexIfPresent(forIdentifier: "a") == 2)
    #expect(result.newIndexIfPresent(forIdentifier: "a") == 1)
  }

  @Test func test_whenOneDuplicateChanges_thatEveryPairOfItsIdentifierIsUpdated() {
    let old = [User(id: 1, name: "a"), User(id: 1, name: "b")]
    let new = [User(id: 1, name: "a"), User(id: 1, name: "c")]
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(result.updates == IndexSet([0, 1]))
    let batch = result.forBatchUpdates()
    #expect(batch.deletes == IndexSet([0, 1]) && batch.inserts == IndexSet([0, 1]))
  }

  @Test func test_whenIdentifiersAreNaN_thatEachNaNIsItsOwnIdentity() {
    let typed = ListDiff(oldArray: [1.0, .nan], newArray: [1.0, .nan], option: .equality)
    #expect(typed.deletes == IndexSet(integer: 1))
    #expect(typed.inserts == IndexSet(integer: 1))
    #expect(typed.oldIndexIfPresent(forIdentifier: Double.nan) == nil)
    let boxed: [any ListDiffable] = [Double.nan, Float.nan]
    let existential = ListDiff(oldArray: boxed, newArray: boxed, option: .equality)
    #expect(existential.deletes == IndexSet(0..<2) && existential.inserts == IndexSet(0..<2))
  }

  @Test func test_whenMixedTypesShareAnIdentifier_thatThePairIsAnUpdate() {
    let old: [any ListDiffable] = [User(id: 1, name: "jane"), "x"]
    let new: [any ListDiffable] = [Post(id: 1, title: "hello"), "x"]
    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    #expect(result.updates == IndexSet(integer: 0))
    #expect(result.inserts.isEmpty && result.deletes.isEmpty && result.moves.isEmpty)
  }

  @Test func test_whenNumbersOfDifferentTypesAreEqual_thatTheyShareAnIdentifier() {
    let result = ListDiff(
      oldArray: [1 as Int] as [any ListDiffable], newArray: [1.0 as Double], option: .equality)
    #expect(result.updates == IndexSet(integer: 0))
    #expect(result.newIndexIfPresent(forIdentifier: 1) == 0)
  }

  @Test func test_whenMovingBetweenEmptyIndexPaths_thatNothingTraps() {
    let move = ListMoveIndexPath(from: IndexPath(), to: IndexPath())
    #expect(move == ListMoveIndexPath(from: IndexPath(), to: IndexPath()))
    #expect(move.description == "<ListMoveIndexPath; from: []; to: [];>")
    #expect(
      [move, ListMoveIndexPath(from: IndexPath(item: 0, section: 0), to: IndexPath())].sorted()
        .first == move)
    let batch = ListBatchUpdateData(
      insertSections: [], deleteSections: [0], moveSections: [ListMoveIndex(from: 1, to: 2)],
      insertIndexPaths: [IndexPath()], deleteIndexPaths: [IndexPath(), IndexPath()],
      updateIndexPaths: [], moveIndexPaths: [move, move])
    // An empty index path belongs to no section: it passes through, once per move and delete.
    #expect(batch.moveIndexPaths == [move])
    #expect(batch.deleteIndexPaths == [IndexPath()])
    #expect(batch.insertIndexPaths == [])
    #expect(batch.moveSections == [ListMoveIndex(from: 1, to: 2)])
  }
}
