import Foundation
import ListDiffKit
import ListKitTestSupport
import Testing

/// IGListKit's `IGListDiffTests.m`, case by case.
@Suite struct ListDiffTests {
  @Test func test_whenDiffingEmptyArrays_thatResultHasNoChanges() {
    let result = ListDiff(oldArray: [Int](), newArray: [Int](), option: .equality)
    #expect(!result.hasChanges)
  }

  @Test func test_whenDiffingFromEmptyArray_thatResultHasChanges() {
    let result = ListDiff(oldArray: [Int](), newArray: [1], option: .equality)
    #expect(result.inserts == IndexSet(integer: 0))
    #expect(result.changeCount == 1)
  }

  @Test func test_whenDiffingToEmptyArray_thatResultHasChanges() {
    let result = ListDiff(oldArray: [1], newArray: [Int](), option: .equality)
    #expect(result.deletes == IndexSet(integer: 0))
    #expect(result.changeCount == 1)
  }

  @Test func test_whenDiffingToEmptyArray_thatOldIndexPathsAreCorrect() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: [1, 2], newArray: [], option: .equality)
    #expect(result.oldIndexPath(forIdentifier: 1) == IndexPath(item: 0, section: 0))
    #expect(result.oldIndexPath(forIdentifier: 2) == IndexPath(item: 1, section: 0))
  }

  @Test func test_whenDiffingFromEmptyArray_thatNewIndexPathsAreCorrect() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: [], newArray: [1, 2], option: .equality)
    #expect(result.newIndexPath(forIdentifier: 1) == IndexPath(item: 0, section: 1))
    #expect(result.newIndexPath(forIdentifier: 2) == IndexPath(item: 1, section: 1))
  }

  @Test func test_whenSwappingObjects_thatResultHasMoves() {
    let result = ListDiff(oldArray: [1, 2], newArray: [2, 1], option: .equality)
    let expected = [ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 1, to: 0)]
    #expect(result.moves.sorted() == expected)
    #expect(result.changeCount == 2)
  }

  @Test func test_whenMovingObjectsTogether_thatResultHasMoves() {
    // "trick" is having multiple 3s
    let result = ListDiff(oldArray: [1, 2, 3, 3, 4], newArray: [2, 3, 1, 3, 4], option: .equality)
    #expect(result.moves.contains(ListMoveIndex(from: 1, to: 0)))
    #expect(result.moves.contains(ListMoveIndex(from: 0, to: 2)))
  }

  @Test func test_whenDiffingWordsFromPaper_withIndexPaths_thatDeletesMatchPaper() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: HeckelPaper.old, newArray: HeckelPaper.new,
      option: .equality)
    let expected = [0, 1, 2, 9, 11, 12].map { genIndexPath($0, 0) }
    #expect(result.deletes == expected)
  }

  @Test func test_whenDiffingWordsFromPaper_withIndexPaths_thatInsertsMatchPaper() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: HeckelPaper.old, newArray: HeckelPaper.new,
      option: .equality)
    #expect(result.inserts == [genIndexPath(3, 0), genIndexPath(11, 0)])
  }

  @Test func test_whenSwappingObjects_withIndexPaths_thatResultHasMoves() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: [1, 2, 3, 4], newArray: [2, 4, 5, 3],
      option: .equality)
    let expected = [
      ListMoveIndexPath(from: genIndexPath(2, 0), to: genIndexPath(3, 0)),
      ListMoveIndexPath(from: genIndexPath(3, 0), to: genIndexPath(1, 0)),
    ]
    #expect(result.moves.sorted() == expected)
  }

  @Test func test_whenObjectEqualityChanges_thatResultHasUpdates() {
    let o = [genTestObject("0", 0), genTestObject("1", 1), genTestObject("2", 2)]
    let n = [
      genTestObject("0", 0),
      genTestObject("1", 3),  // value updated from 1 to 3
      genTestObject("2", 2),
    ]
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: o, newArray: n, option: .equality)
    #expect(result.updates == [genIndexPath(1, 0)])
  }

  @Test func test_whenDiffingWordsFromPaper_thatInsertsMatchPaper() {
    let result = ListDiff(oldArray: HeckelPaper.old, newArray: HeckelPaper.new, option: .equality)
    #expect(result.inserts == indexSet([3, 11]))
  }

  @Test func test_whenDiffingWordsFromPaper_thatDeletesMatchPaper() {
    let result = ListDiff(oldArray: HeckelPaper.old, newArray: HeckelPaper.new, option: .equality)
    #expect(result.deletes == indexSet([0, 1, 2, 9, 11, 12]))
  }

  @Test func test_whenDeletingItems_withInserts_withMoves_thatResultHasInsertsMovesAndDeletes() {
    let result = ListDiff(
      oldArray: [0, 1, 2, 3, 4, 5, 6, 7, 8], newArray: [0, 2, 3, 4, 7, 6, 9, 5, 10],
      option: .equality)
    #expect(result.deletes == indexSet([1, 8]))
    #expect(result.inserts == indexSet([6, 8]))
    #expect(
      result.moves.sorted() == [ListMoveIndex(from: 5, to: 7), ListMoveIndex(from: 7, to: 4)])
  }

  @Test func test_whenMovingItems_withEqualityChanges_thatResultsHasMovesAndUpdates() {
    let o = [genTestObject("0", 0), genTestObject("1", 1), genTestObject("2", 2)]
    // objects 0 and 2 are swapped and object at original index 2 has its data changed to 3
    let n = [genTestObject("2", 3), genTestObject("1", 1), genTestObject("0", 0)]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(result.updates == IndexSet(integer: 2))
    #expect(
      result.moves.sorted() == [ListMoveIndex(from: 0, to: 2), ListMoveIndex(from: 2, to: 0)])
  }

  @Test func test_whenDiffingPointers_withObjectCopy_thatResultHasUpdate() {
    let o = [genTestObject("0", 0), genTestObject("1", 1), genTestObject("2", 2)]
    let n = [o[0], o[1].copy(), o[2]]  // a new instance in the middle
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: o, newArray: n, option: .pointerPersonality)
    #expect(result.updates == [genIndexPath(1, 0)])
  }

  @Test func test_whenDiffingPointers_withSameObjects_thatResultHasNoChanges() {
    let o = [genTestObject("0", 0), genTestObject("1", 1), genTestObject("2", 2)]
    let n = o
    let result = ListDiffPaths(
      fromSection: 0, toSection: 0, oldArray: o, newArray: n, option: .pointerPersonality)
    #expect(!result.hasChanges)
  }

  @Test func test_whenDeletingObjects_withArrayOfEqualObjects_thatChangeCountMatches() {
    let o = ["dog", "dog", "dog", "dog"]
    let result = ListDiff(oldArray: o, newArray: ["dog", "dog"], option: .equality)
    // The algorithm cannot detect bulk operations when all objects are the same;
    // confirm that the results are at least correct.
    #expect(o.count + result.inserts.count - result.deletes.count == 2)
  }

  @Test func test_whenInsertingObjects_withArrayOfEqualObjects_thatChangeCountMatches() {
    let o = ["dog", "dog"]
    let result = ListDiff(oldArray: o, newArray: ["dog", "dog", "dog", "dog"], option: .equality)
    // The algorithm cannot detect bulk operations when all objects are the same;
    // confirm that the results are at least correct.
    #expect(o.count + result.inserts.count - result.deletes.count == 4)
  }

  @Test func test_whenInsertingObject_withOldArrayHavingMultiples_thatChangeCountMatches() {
    let notFound = Int.max  // NSNotFound
    let o: [any ListDiffable] = [notFound, notFound, notFound, 49, 33, "cat", "cat", 0, 14]
    var n = o
    n.insert("cat", at: 5)  // 3 cats in a row
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(o.count + result.inserts.count - result.deletes.count == 10)
  }

  @Test func test_whenMovingDuplicateObjects_thatChangeCountMatches() {
    let notFound = Int.max  // NSNotFound
    let o: [any ListDiffable] = [
      1, 20, 14, notFound, "cat", notFound, 4, "dog", "cat", "cat", "fish", notFound, "fish",
      notFound,
    ]
    let n: [any ListDiffable] = [
      1, 28, 14, "cat", "cat", 4, "dog", o[3], "cat", "fish", o[11], "fish", o[13],
    ]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(o.count + result.inserts.count - result.deletes.count == n.count)
  }

  @Test func test_whenDiffingDuplicatesAtTail_withDuplicateAtHead_thatResultHasNoChanges() {
    let o: [any ListDiffable] = ["cat", 1, 2, 3, "cat"]
    let n: [any ListDiffable] = ["cat", 1, 2, 3, "cat"]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(!result.hasChanges)
  }

  @Test func test_whenDuplicateObjects_thatMovesAreUnique() {
    let notFound = Int.max  // NSNotFound
    let o: [any ListDiffable] = ["cat", notFound, "dog", "dog", notFound, notFound, "cat", 65]
    let n: [any ListDiffable] = [
      "cat", o[1], "dog", o[4], "dog", o[5], "cat", "cat", "fish", 65,
    ]
    let result = ListDiff(oldArray: o, newArray: n, option: .equality)
    #expect(Set(result.moves.map(\.from)).count == result.moves.count)
  }

  @Test func test_whenMovingObjectShiftsOthers_thatMovesContainRequiredMoves() {
    let result = ListDiff(
      oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [1, 4, 5, 2, 3, 6, 7], option: .equality)
    #expect(result.moves.contains(ListMoveIndex(from: 3, to: 1)))
    #expect(result.moves.contains(ListMoveIndex(from: 1, to: 3)))
  }

  @Test func test_whenDiffing_thatOldIndexesMatch() {
    let result = ListDiff(
      oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [2, 9, 3, 1, 5, 6, 8], option: .equality)
    #expect(result.oldIndexIfPresent(forIdentifier: 1) == 0)
    #expect(result.oldIndexIfPresent(forIdentifier: 2) == 1)
    #expect(result.oldIndexIfPresent(forIdentifier: 3) == 2)
    #expect(result.oldIndexIfPresent(forIdentifier: 4) == 3)
    #expect(result.oldIndexIfPresent(forIdentifier: 5) == 4)
    #expect(result.oldIndexIfPresent(forIdentifier: 6) == 5)
    #expect(result.oldIndexIfPresent(forIdentifier: 7) == 6)
    #expect(result.oldIndexIfPresent(forIdentifier: 8) == nil)
    #expect(result.oldIndexIfPresent(forIdentifier: 9) == nil)
  }

  @Test func test_whenDiffing_thatNewIndexesMatch() {
    let result = ListDiff(
      oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [2, 9, 3, 1, 5, 6, 8], option: .equality)
    #expect(result.newIndexIfPresent(forIdentifier: 1) == 3)
    #expect(result.newIndexIfPresent(forIdentifier: 2) == 0)
    #expect(result.newIndexIfPresent(forIdentifier: 3) == 2)
    #expect(result.newIndexIfPresent(forIdentifier: 4) == nil)
    #expect(result.newIndexIfPresent(forIdentifier: 5) == 4)
    #expect(result.newIndexIfPresent(forIdentifier: 6) == 5)
    #expect(result.newIndexIfPresent(forIdentifier: 7) == nil)
    #expect(result.newIndexIfPresent(forIdentifier: 8) == 6)
    #expect(result.newIndexIfPresent(forIdentifier: 9) == 1)
  }

  @Test func test_whenDiffing_thatOldIndexPathsMatch() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: [1, 2, 3, 4, 5, 6, 7],
      newArray: [2, 9, 3, 1, 5, 6, 8], option: .equality)
    for (identifier, item) in [1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6] {
      #expect(result.oldIndexPath(forIdentifier: identifier) == IndexPath(item: item, section: 0))
    }
    #expect(result.oldIndexPath(forIdentifier: 8) == nil)
    #expect(result.oldIndexPath(forIdentifier: 9) == nil)
  }

  @Test func test_whenDiffing_thatNewIndexPathsMatch() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: [1, 2, 3, 4, 5, 6, 7],
      newArray: [2, 9, 3, 1, 5, 6, 8], option: .equality)
    for (identifier, item) in [1: 3, 2: 0, 3: 2, 5: 4, 6: 5, 8: 6, 9: 1] {
      #expect(result.newIndexPath(forIdentifier: identifier) == IndexPath(item: item, section: 1))
    }
    #expect(result.newIndexPath(forIdentifier: 4) == nil)
    #expect(result.newIndexPath(forIdentifier: 7) == nil)
  }

  let batchOld = [
    genTestObject(1, 1), genTestObject(2, 1), genTestObject(3, 1), genTestObject(4, 1),
    genTestObject(5, 1), genTestObject(6, 1),
  ]
  let batchNew = [
    // 1 deleted
    genTestObject(2, 2),  // updated
    genTestObject(5, 1),  // moved
    genTestObject(4, 1),
    genTestObject(7, 1),  // inserted
    genTestObject(6, 2),  // updated
    genTestObject(3, 2),  // moved+updated
  ]

  @Test func test_whenDiffing_withBatchUpdateResult_thatIndexesMatch() {
    let result = ListDiff(oldArray: batchOld, newArray: batchNew, option: .equality)
      .forBatchUpdates()
    #expect(result.updates.isEmpty)
    #expect(result.moves == [ListMoveIndex(from: 4, to: 1)])
    #expect(result.deletes == indexSet([0, 1, 2, 5]))
    #expect(result.inserts == indexSet([0, 3, 4, 5]))
  }

  @Test func test_whenDiffing_withBatchUpdateResult_thatIndexPathsMatch() {
    let result = ListDiffPaths(
      fromSection: 0, toSection: 1, oldArray: batchOld, newArray: batchNew,
      option: .equality
    ).forBatchUpdates()
    #expect(result.updates.isEmpty)
    #expect(result.moves == [ListMoveIndexPath(from: genIndexPath(4, 0), to: genIndexPath(1, 1))])
    #expect(result.deletes.sorted() == [0, 1, 2, 5].map { genIndexPath($0, 0) })
    #expect(result.inserts.sorted() == [0, 3, 4, 5].map { genIndexPath($0, 1) })
  }
}
