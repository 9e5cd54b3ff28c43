import Foundation
import ListDiffKit
import ListKitTestSupport
import Testing

/// IGListKit's `IGListDiffResultTests.m`, case by case.
@Suite struct ListDiffResultTests {
  @Test func test_whenDuplicateMoves_withIndexPaths_thatSetCountCorrect() {
    let move = ListMoveIndexPath(
      from: IndexPath(item: 4, section: 2), to: IndexPath(item: 7, section: 5))
    let other = ListMoveIndexPath(
      from: IndexPath(item: 4, section: 2), to: IndexPath(item: 7, section: 5))
    #expect(Set([move, other]).count == 1)
  }

  @Test func test_whenUniqueMoves_withIndexPaths_whenFlippedIndexPaths_thatSetCountCorrect() {
    let move = ListMoveIndexPath(
      from: IndexPath(item: 4, section: 2), to: IndexPath(item: 7, section: 5))
    let other = ListMoveIndexPath(
      from: IndexPath(item: 7, section: 5), to: IndexPath(item: 4, section: 4))
    #expect(Set([move, other]).count == 2)
  }

  @Test func test_whenUniqueMoves_withIndexPaths_thatSetCountCorrect() {
    let move = ListMoveIndexPath(
      from: IndexPath(item: 4, section: 2), to: IndexPath(item: 7, section: 5))
    let other = ListMoveIndexPath(
      from: IndexPath(item: 10, section: 2), to: IndexPath(item: 6, section: 11))
    #expect(Set([move, other]).count == 2)
  }

  @Test func test_whenDuplicateMoves_withIndexes_thatSetCountCorrect() {
    #expect(Set([ListMoveIndex(from: 4, to: 2), ListMoveIndex(from: 4, to: 2)]).count == 1)
  }

  @Test func test_whenUniqueMoves_withIndexes_whenFlippedIndexes_thatSetCountCorrect() {
    #expect(Set([ListMoveIndex(from: 4, to: 2), ListMoveIndex(from: 2, to: 4)]).count == 2)
  }

  @Test func test_whenUniqueMoves_withIndexes_thatSetCountCorrect() {
    #expect(Set([ListMoveIndex(from: 4, to: 2), ListMoveIndex(from: 5, to: 7)]).count == 2)
  }

  @Test func test_whenComparingMovePointers_withIndexPaths_thatEqual() {
    let move = ListMoveIndexPath(from: IndexPath(), to: IndexPath())
    #expect(move == move)
  }

  @Test func test_whenComparingMovePointers_withIndexes_thatEqual() {
    let move = ListMoveIndex(from: 1, to: 1)
    #expect(move == move)
  }

  // test_whenComparingMoves_withIndexPaths_withNonMove_thatNotEqual and
  // test_whenComparingMoves_withIndexes_withNonMove_thatNotEqual cannot apply: moves are values
  // whose `==` takes only a move, so comparing with another type does not compile. As
  // `AnyHashable`, which can hold both, they are unequal:
  @Test func test_whenComparingMoves_asAnyHashable_withNonMove_thatNotEqual() {
    #expect(AnyHashable(ListMoveIndex(from: 1, to: 1)) != AnyHashable(1))
    #expect(
      AnyHashable(ListMoveIndexPath(from: IndexPath(), to: IndexPath())) != AnyHashable(IndexPath())
    )
  }

  @Test func test_whenSortingMoves_withIndexPaths_thatSorted() {
    let moves = [
      ListMoveIndexPath(from: IndexPath(item: 2, section: 2), to: IndexPath(item: 3, section: 3)),
      ListMoveIndexPath(from: IndexPath(item: 6, section: 3), to: IndexPath(item: 7, section: 4)),
      ListMoveIndexPath(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 1, section: 5)),
      ListMoveIndexPath(from: IndexPath(item: 2, section: 2), to: IndexPath(item: 3, section: 3)),
    ]
    #expect(moves.sorted() == [moves[2], moves[0], moves[3], moves[1]])
  }

  @Test func test_whenSortingMoves_withIndexes_thatSorted() {
    let moves = [
      ListMoveIndex(from: 2, to: 2), ListMoveIndex(from: 3, to: 2), ListMoveIndex(from: 1, to: 2),
      ListMoveIndex(from: 2, to: 2),
    ]
    #expect(moves.sorted() == [moves[2], moves[0], moves[3], moves[1]])
  }
}

/// IGListKit's `IGListDiffDescriptionStringTests.m`: descriptions in IGListKit's form, without the
/// object address that a value has not got.
@Suite struct ListDiffDescriptionStringTests {
  @Test func test_withBatchUpdateData_thatDescriptionStringIsValid() {
    let result = ListBatchUpdateData(
      insertSections: IndexSet([0, 1]), deleteSections: IndexSet(integer: 5),
      moveSections: [ListMoveIndex(from: 3, to: 4)],
      insert: [IndexPath(item: 0, section: 0)], delete: [IndexPath(item: 0, section: 0)],
      update: [],
      moveIndexPaths: [
        ListMoveIndexPath(from: IndexPath(item: 0, section: 6), to: IndexPath(item: 1, section: 6))
      ])
    // IGListKit's form, without the address a value has not got, and with the item moves.
    #expect(
      result.description
        == "<ListBatchUpdateData; deleteSections: 1; insertSections: 2; moveSections: 1; "
        + "deleteIndexPaths: 1; insertIndexPaths: 1; updateIndexPaths: 0; moveIndexPaths: 1>")
  }

  @Test func test_withIndexPathResult_thatDescriptionStringIsValid() {
    let old: [TestObject] = [
      genTestObject(1, 1), genTestObject(2, 1), genTestObject(3, 1), genTestObject(4, 1),
    ]
    let new: [TestObject] = [
      genTestObject(5, 1), genTestObject(2, 2), genTestObject(4, 1), genTestObject(3, 1),
    ]
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .equality)
    #expect(result.description == "<ListIndexPathResult; 1 inserts; 1 deletes; 1 updates; 2 moves>")
  }

  @Test func test_withIndexSetResult_thatDescriptionStringIsValid() {
    let result = ListDiff(oldArray: [1, 2, 3, 4], newArray: [5, 6, 4, 3, 2], option: .equality)
    #expect(result.description == "<ListIndexSetResult; 2 inserts; 1 deletes; 0 updates; 2 moves>")
  }

  @Test func test_withMoveIndex_thatDescriptionStringIsValid() {
    #expect(ListMoveIndex(from: 3, to: 4).description == "<ListMoveIndex; from: 3; to: 4;>")
  }

  @Test func test_withMoveIndexPath_thatDescriptionStringIsValid() {
    let move = ListMoveIndexPath(
      from: IndexPath(item: 1, section: 1), to: IndexPath(item: 3, section: 1))
    #expect(move.description == "<ListMoveIndexPath; from: [1, 1]; to: [1, 3];>")
  }
}
