import Foundation
import ListDiffKit
import Testing

/// IGListKit's `IGListBatchUpdateDataTests.m`, case by case.
@Suite struct ListBatchUpdateDataTests {
  func newPath(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  func newMovePath(_ fromSection: Int, _ fromItem: Int, _ toSection: Int, _ toItem: Int)
    -> ListMoveIndexPath
  {
    ListMoveIndexPath(from: newPath(fromSection, fromItem), to: newPath(toSection, toItem))
  }

  func newMove(_ from: Int, _ to: Int) -> ListMoveIndex {
    ListMoveIndex(from: from, to: to)
  }

  func batch(
    insertSections: [Int] = [], deleteSections: [Int] = [], moveSections: [ListMoveIndex] = [],
    insertIndexPaths: [IndexPath] = [], deleteIndexPaths: [IndexPath] = [],
    updateIndexPaths: [IndexPath] = [], moveIndexPaths: [ListMoveIndexPath] = []
  ) -> ListBatchUpdateData {
    ListBatchUpdateData(
      insertSections: IndexSet(insertSections), deleteSections: IndexSet(deleteSections),
      moveSections: Set(moveSections), insertIndexPaths: insertIndexPaths,
      deleteIndexPaths: deleteIndexPaths, updateIndexPaths: updateIndexPaths,
      moveIndexPaths: moveIndexPaths)
  }

  func cleanBatch() -> ListBatchUpdateData {
    batch(
      insertSections: [0, 1], deleteSections: [5], moveSections: [newMove(3, 4)],
      insertIndexPaths: [newPath(0, 0)], deleteIndexPaths: [newPath(1, 0)],
      moveIndexPaths: [newMovePath(6, 0, 6, 1)])
  }

  @Test func test_whenEmptyUpdates_thatResultExists() {
    let result = batch()
    #expect(result.insertSections.isEmpty && result.deleteSections.isEmpty)
    #expect(result.moveSections.isEmpty && result.moveIndexPaths.isEmpty)
    #expect(result.insertIndexPaths.isEmpty && result.deleteIndexPaths.isEmpty)
    #expect(result.updateIndexPaths.isEmpty)
  }

  @Test func test_whenUpdatesAreClean_thatResultMatches() {
    let result = cleanBatch()
    #expect(result.insertSections == IndexSet([0, 1]))
    #expect(result.deleteSections == IndexSet([5]))
    #expect(result.moveSections == [newMove(3, 4)])
    #expect(result.insertIndexPaths == [newPath(0, 0)])
    #expect(result.deleteIndexPaths == [newPath(1, 0)])
    #expect(result.moveIndexPaths == [newMovePath(6, 0, 6, 1)])
  }

  @Test
  func test_whenMovingSections_withItemDeletes_thatResultConvertsConflicts_toDeletesAndInserts() {
    let result = batch(
      moveSections: [newMove(2, 4)], deleteIndexPaths: [newPath(2, 0), newPath(3, 4)])
    #expect(result.insertSections == IndexSet([4]))
    #expect(result.deleteSections == IndexSet([2]))
    #expect(result.deleteIndexPaths == [newPath(3, 4)])
    #expect(result.moveSections.isEmpty)
  }

  @Test
  func test_whenMovingSections_withItemInserts_thatResultConvertsConflicts_toDeletesAndInserts() {
    let result = batch(
      moveSections: [newMove(2, 4)], insertIndexPaths: [newPath(4, 0), newPath(3, 4)])
    #expect(result.insertSections == IndexSet([4]))
    #expect(result.deleteSections == IndexSet([2]))
    #expect(result.insertIndexPaths == [newPath(3, 4)])
    #expect(result.moveSections.isEmpty)
  }

  @Test func test_whenMovingIndexPaths_withSectionDeleted_thatResultDropsTheMove() {
    let result = batch(deleteSections: [0], moveIndexPaths: [newMovePath(0, 0, 0, 1)])
    #expect(result.moveIndexPaths.isEmpty)
    #expect(result.deleteSections == IndexSet([0]))
  }

  @Test func test_whenMovingIndexPaths_withSectionMoved_thatResultConvertsToDeletesAndInserts() {
    let result = batch(moveSections: [newMove(0, 1)], moveIndexPaths: [newMovePath(0, 0, 0, 1)])
    #expect(result.moveIndexPaths.isEmpty)
    #expect(result.moveSections.isEmpty)
    #expect(result.deleteSections == IndexSet([0]))
    #expect(result.insertSections == IndexSet([1]))
  }

  @Test func test_whenMovingSections_withMoveFromConflictWithDelete_thatResultDropsTheMove() {
    let result = batch(deleteSections: [2], moveSections: [newMove(2, 6), newMove(0, 2)])
    #expect(result.deleteSections.count == 1)
    #expect(result.moveSections.count == 1)
    #expect(result.insertSections.isEmpty)
    #expect(result.deleteSections == IndexSet([2]))
    #expect(result.moveSections.first == newMove(0, 2))
  }

  @Test func test_whenDeletingSameIndexPathMultipleTimes_thatResultDropsTheDuplicates() {
    let result = batch(deleteIndexPaths: [newPath(2, 0), newPath(2, 0)])
    #expect(result.deleteIndexPaths == [newPath(2, 0)])
  }

  @Test
  func test_whenNoInsertingAndDeletingTwice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = batch(deleteIndexPaths: [newPath(2, 0), newPath(2, 0)])
    #expect(result.insertIndexPaths == [])
    #expect(result.deleteIndexPaths == [newPath(2, 0)])
  }

  @Test
  func
    test_whenInsertingOnceAndDeletingTwice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = batch(
      insertIndexPaths: [newPath(2, 0)], deleteIndexPaths: [newPath(2, 0), newPath(2, 0)])
    // Should remove one insert
    #expect(result.insertIndexPaths == [])
    #expect(result.deleteIndexPaths == [newPath(2, 0)])
  }

  @Test
  func
    test_whenInsertingTwiceAndDeletingTwice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = batch(
      insertIndexPaths: [newPath(2, 0), newPath(2, 0)],
      deleteIndexPaths: [newPath(2, 0), newPath(2, 0)])
    // Should remove one insert
    #expect(result.insertIndexPaths == [newPath(2, 0)])
    #expect(result.deleteIndexPaths == [newPath(2, 0)])
  }

  @Test
  func
    test_whenInsertingThriceAndDeletingTwice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = batch(
      insertIndexPaths: [newPath(2, 0), newPath(2, 0), newPath(2, 0)],
      deleteIndexPaths: [newPath(2, 0), newPath(2, 0)])
    // Should remove one insert
    #expect(result.insertIndexPaths == [newPath(2, 0), newPath(2, 0)])
    #expect(result.deleteIndexPaths == [newPath(2, 0)])
  }

  @Test
  func
    test_whenInsertingThriceAndDeletingThrice_thatResultDropsTheDuplicatesWithKeepsSameNetItemCount()
  {
    let result = batch(
      insertIndexPaths: [newPath(2, 0), newPath(2, 0), newPath(2, 0)],
      deleteIndexPaths: [newPath(2, 0), newPath(2, 0), newPath(2, 0)])
    // Should remove 2 inserts
    #expect(result.insertIndexPaths == [newPath(2, 0)])
    #expect(result.deleteIndexPaths == [newPath(2, 0)])
  }

  @Test func test_whenInsertingOnceAndDeletingOnce_thatNoThingChanges() {
    let result = batch(insertIndexPaths: [newPath(2, 0)], deleteIndexPaths: [newPath(2, 0)])
    #expect(result.insertIndexPaths == [newPath(2, 0)])
    #expect(result.deleteIndexPaths == [newPath(2, 0)])
  }

  @Test func test_whenUpdatesAreClean_thatObjectIsEqualToItself() {
    let result = cleanBatch()
    #expect(result == result)
    #expect(result == cleanBatch())
    #expect(result != batch())
  }

  // test_whenEmptyUpdates_thatResultDoesNotEqualOtherClasses cannot apply: `==` on
  // `ListBatchUpdateData` takes only `ListBatchUpdateData`, so comparing with another type does
  // not compile.

  // Beyond IGListKit's cases: the rules that its tests do not reach.

  @Test func test_whenMovingSections_withMoveToConflictWithInsert_thatResultDropsTheMove() {
    let result = batch(insertSections: [6], moveSections: [newMove(2, 6), newMove(0, 2)])
    #expect(result.moveSections == [newMove(0, 2)])
    #expect(result.insertSections == IndexSet([6]))
    #expect(result.deleteSections.isEmpty)
  }

  @Test func test_whenMovedSectionHasSeveralItemChanges_thatEveryChangeIsDropped() {
    let result = batch(
      moveSections: [newMove(1, 3)],
      insertIndexPaths: [newPath(3, 0), newPath(3, 2)],
      deleteIndexPaths: [newPath(1, 0), newPath(1, 5)],
      moveIndexPaths: [newMovePath(1, 1, 1, 2)])
    #expect(result.moveSections.isEmpty)
    #expect(result.deleteSections == IndexSet([1]))
    #expect(result.insertSections == IndexSet([3]))
    #expect(result.insertIndexPaths.isEmpty)
    #expect(result.deleteIndexPaths.isEmpty)
    #expect(result.moveIndexPaths.isEmpty)
  }

  @Test func test_whenMovingSameItemTwice_thatResultKeepsOneMove() {
    let result = batch(moveIndexPaths: [newMovePath(0, 0, 0, 1), newMovePath(0, 0, 0, 1)])
    #expect(result.moveIndexPaths == [newMovePath(0, 0, 0, 1)])
  }

  @Test func test_whenUpdatingItems_thatUpdatesAreKept() {
    let result = batch(
      moveSections: [newMove(0, 1)], updateIndexPaths: [newPath(0, 1), newPath(2, 0)])
    #expect(result.updateIndexPaths == [newPath(0, 1), newPath(2, 0)])
    #expect(result.moveSections == [newMove(0, 1)])
  }

  // Found by fuzzing (`Fuzz/run list-batch-update-data`): two moves out of one section or into
  // one were kept, which debug builds' invariant check stopped on ("section 2 moved twice"), and
  // an item change there reloaded one of them and kept the other, the move of a section that the
  // result also deletes or inserts.

  @Test func test_whenSectionMovesShareAnOriginOrADestination_thatEveryOneIsReloaded() {
    let result = batch(moveSections: [newMove(2, 4), newMove(2, 5), newMove(0, 1)])
    #expect(result.moveSections == [newMove(0, 1)])
    #expect(result.deleteSections == IndexSet([2]))
    #expect(result.insertSections == IndexSet([4, 5]))
    let intoOne = batch(moveSections: [newMove(1, 3), newMove(2, 3)])
    #expect(intoOne.moveSections.isEmpty)
    #expect(intoOne.deleteSections == IndexSet([1, 2]))
    #expect(intoOne.insertSections == IndexSet([3]))
  }

  /// Sections far apart, which the check for a shared origin or destination finds in a set
  /// rather than a table of bits, and many moves none of which share one.
  @Test func test_whenSectionMovesShareAnOriginFarApart_thatEveryOneIsReloaded() {
    let far = 1 << 40
    let result = batch(moveSections: [newMove(far, 4), newMove(far, 5), newMove(-far, 1)])
    #expect(result.moveSections == [newMove(-far, 1)])
    #expect(result.deleteSections == IndexSet([far]))
    #expect(result.insertSections == IndexSet([4, 5]))
    let shifted = Set((0..<5_000).map { newMove($0, $0 + 1) })
    #expect(batch(moveSections: Array(shifted)).moveSections == shifted)
    let intoLast = shifted.union([newMove(9_000, 5_000)])
    let reloaded = batch(moveSections: Array(intoLast))
    #expect(reloaded.moveSections == shifted.subtracting([newMove(4_999, 5_000)]))
    #expect(reloaded.deleteSections == IndexSet([4_999, 9_000]))
    #expect(reloaded.insertSections == IndexSet([5_000]))
  }

  @Test func test_whenSectionMovesShareAnOrigin_withItemDelete_thatEveryMoveIsReloaded() {
    let result = batch(
      moveSections: [newMove(2, 4), newMove(2, 5)], deleteIndexPaths: [newPath(2, 0)])
    #expect(result.moveSections.isEmpty)
    #expect(result.deleteSections == IndexSet([2]))
    #expect(result.insertSections == IndexSet([4, 5]))
    #expect(result.deleteIndexPaths.isEmpty)
  }

  @Test func test_whenSectionMovesShareADestination_withItemInsert_thatEveryMoveIsReloaded() {
    let result = batch(
      moveSections: [newMove(1, 4), newMove(2, 4)],
      insertIndexPaths: [newPath(4, 0), newPath(4, 1)])
    #expect(result.moveSections.isEmpty)
    #expect(result.deleteSections == IndexSet([1, 2]))
    #expect(result.insertSections == IndexSet([4]))
    #expect(result.insertIndexPaths.isEmpty)
  }

  @Test func test_whenSectionMovesShareAnOrigin_withItemMove_thatEveryMoveIsReloaded() {
    let result = batch(
      moveSections: [newMove(0, 1), newMove(0, 2), newMove(3, 4)],
      moveIndexPaths: [newMovePath(0, 0, 0, 1)])
    #expect(result.moveSections == [newMove(3, 4)])
    #expect(result.deleteSections == IndexSet([0]))
    #expect(result.insertSections == IndexSet([1, 2]))
    #expect(result.moveIndexPaths.isEmpty)
  }

  @Test func test_description() {
    #expect(
      cleanBatch().description
        == "<ListBatchUpdateData; deleteSections: 1; insertSections: 2; moveSections: 1; "
        + "deleteIndexPaths: 1; insertIndexPaths: 1; updateIndexPaths: 0; moveIndexPaths: 1>")
  }
}
