import Foundation
import ListUI
import Testing

/// Batch updates: applied as UIKit applies them, completions after the animation, and every rule
/// UIKit enforces reported with UIKit's message.
@MainActor
@Suite struct BatchUpdateTests {
  @Test func completionRunsAfterTheAnimationNeverInsideTheCall() {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    var finished: [Bool] = []
    harness.dataSource.counts = [4]
    harness.collectionView.performBatchUpdates({
      harness.collectionView.insertItems(at: [path(0, 1)])
    }) { finished.append($0) }
    #expect(finished.isEmpty)
    harness.scheduler.advance(by: 0.19)
    #expect(finished.isEmpty)
    harness.scheduler.advance(by: 0.01)
    #expect(finished == [true])
  }

  @Test func withoutAnimationTheCompletionRunsAtTheNextTurn() {
    let harness = Harness(counts: [3])
    var finished = false
    harness.dataSource.counts = [2]
    View.performWithoutAnimation {
      harness.collectionView.performBatchUpdates({
        harness.collectionView.deleteItems(at: [path(0, 0)])
      }) { _ in finished = true }
    }
    #expect(!finished)
    harness.scheduler.advance(by: 0)
    #expect(finished)
  }

  @Test func withoutAnimationTheDeletedItemsCellsServeTheItemsTheUpdateBringsOnScreen() {
    let harness = Harness(counts: [10], height: 5)
    harness.collectionView.layoutIfNeeded()
    let before = (0..<5).compactMap { harness.collectionView.cellForItem(at: path(0, $0)) }
    harness.log.events.removeAll()
    harness.dataSource.counts = [7]
    var finished = false
    View.performWithoutAnimation {
      harness.collectionView.performBatchUpdates({
        harness.collectionView.deleteItems(at: [path(0, 0), path(0, 1), path(0, 2)])
      }) { _ in finished = true }
    }
    // Nothing is left to show of the deleted items: their cells end displaying in the update and
    // are dequeued for old items 5, 6 and 7, which the update brings on screen.
    #expect(harness.visible == ["0-0", "0-1", "0-2", "0-3", "0-4"])
    let after = harness.visible.indices.compactMap {
      harness.collectionView.cellForItem(at: path(0, $0))
    }
    #expect(Set(after.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
    #expect(after[0] === before[3] && after[1] === before[4])
    #expect(
      harness.log.events == [
        "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2",
        "willDisplay 0-2", "willDisplay 0-3", "willDisplay 0-4",
      ])
    #expect(before[0].superview === after[0].superview)
    #expect(!finished)
    harness.scheduler.runUntilIdle()
    #expect(finished)
    #expect(harness.log.events.count == 6)
    #expect(harness.violations.errors.isEmpty)
  }

  @Test func aCellIsReusedWhereItWasShown() {
    let harness = Harness(counts: [10], height: 5)
    harness.collectionView.layoutIfNeeded()
    let before = (0..<5).compactMap { harness.collectionView.cellForItem(at: path(0, $0)) }
    harness.dataSource.counts = [8]
    View.performWithoutAnimation {
      harness.collectionView.performBatchUpdates {
        harness.collectionView.deleteItems(at: [path(0, 3), path(0, 4)])
      }
    }
    // Old items 5 and 6 come on screen at rows 3 and 4, in the cells that were there.
    #expect(harness.collectionView.cellForItem(at: path(0, 3)) === before[3])
    #expect(harness.collectionView.cellForItem(at: path(0, 4)) === before[4])
  }

  @Test func whereNoCellWasShownTheNearestIsReused_soTheCellsKeepTheirOrder() {
    let harness = Harness(counts: [10], height: 5)
    harness.collectionView.layoutIfNeeded()
    let before = (0..<5).compactMap { harness.collectionView.cellForItem(at: path(0, $0)) }
    #expect(before.count == 5)
    // Every row on screen leaves, and the rows that come are a third of a row lower than they
    // were: no cell was shown where one goes.
    harness.layout.sectionInset = EdgeInsets(top: 0.3, left: 0, bottom: 0, right: 0)
    harness.dataSource.counts = [5]
    View.performWithoutAnimation {
      harness.collectionView.performBatchUpdates {
        harness.collectionView.deleteItems(at: (0..<5).map { path(0, $0) })
      }
    }
    let after = (0..<5).compactMap { harness.collectionView.cellForItem(at: path(0, $0)) }
    #expect(after.count == 5)
    #expect(after.map(\.frame.minY) == [0.3, 1.3, 2.3, 3.3, 4.3])
    for (index, cell) in after.enumerated() { #expect(cell === before[index]) }
  }

  @Test func insertsDeletesAndMovesRemapTheCellsOnScreen() {
    let harness = Harness(counts: [5])
    harness.collectionView.layoutIfNeeded()
    let cells = (0..<5).map { harness.collectionView.cellForItem(at: path(0, $0)) }
    harness.log.events.removeAll()
    harness.dataSource.counts = [5]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteItems(at: [path(0, 0)])
      harness.collectionView.insertItems(at: [path(0, 2)])
      harness.collectionView.moveItem(at: path(0, 4), to: path(0, 0))
    }
    // Old 1, 2, 3 fill the free slots 1, 3, 4; old 4 moved to 0; new item at 2.
    #expect(harness.collectionView.cellForItem(at: path(0, 0)) === cells[4])
    #expect(harness.collectionView.cellForItem(at: path(0, 1)) === cells[1])
    #expect(harness.collectionView.cellForItem(at: path(0, 3)) === cells[2])
    #expect(harness.collectionView.cellForItem(at: path(0, 4)) === cells[3])
    #expect(harness.log.events == ["willDisplay 0-2"])
    harness.scheduler.runUntilIdle()
    #expect(harness.log.events == ["willDisplay 0-2", "didEndDisplaying 0-0"])
    #expect(harness.violations.errors.isEmpty)
  }

  @Test func reloadedItemsGetNewCells() {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    let before = harness.collectionView.cellForItem(at: path(0, 1))
    harness.log.events.removeAll()
    harness.collectionView.reloadItems(at: [path(0, 1)])
    #expect(harness.collectionView.cellForItem(at: path(0, 1)) !== before)
    harness.scheduler.runUntilIdle()
    #expect(harness.log.events == ["willDisplay 0-1", "didEndDisplaying 0-1"])
  }

  @Test func sectionChangesRemapSectionsAndTheirSupplementaryViews() {
    let harness = Harness(counts: [1, 1, 1], height: 20)
    harness.layout.headerReferenceSize = CGSize(width: 20, height: 1)
    harness.collectionView.layoutIfNeeded()
    let lastCell = harness.collectionView.cellForItem(at: path(2, 0))
    harness.dataSource.counts = [1, 2, 1]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteSections([0])
      harness.collectionView.insertSections([1])
    }
    #expect(harness.violations.errors.isEmpty)
    #expect(harness.collectionView.cellForItem(at: path(2, 0)) === lastCell)
    #expect(harness.collectionView.numberOfItems(inSection: 1) == 2)
  }

  @Test func nestedBatchUpdatesJoinTheOuterOne() {
    let harness = Harness(counts: [1])
    harness.collectionView.layoutIfNeeded()
    var completions: [String] = []
    harness.dataSource.counts = [3]
    harness.collectionView.performBatchUpdates({
      harness.collectionView.insertItems(at: [path(0, 1)])
      harness.collectionView.performBatchUpdates({
        harness.collectionView.insertItems(at: [path(0, 2)])
      }) { _ in completions.append("inner") }
    }) { _ in completions.append("outer") }
    harness.scheduler.runUntilIdle()
    #expect(completions == ["inner", "outer"])
    #expect(harness.violations.errors.isEmpty)
  }

  @Test func aViolationIsReportedNotAppliedAndTheDataIsReloaded() {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    var finished: [Bool] = []
    harness.dataSource.counts = [5]
    harness.collectionView.performBatchUpdates({
      harness.collectionView.insertItems(at: [path(0, 0)])
    }) { finished.append($0) }
    #expect(harness.violations.errors.map(\.kind) == [.invalidNumberOfItems])
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 5)
    harness.scheduler.runUntilIdle()
    #expect(finished == [false])
  }

  @Test func updatingBeforeTheFirstLayoutReadsTheChangedDataAsTheOldState() {
    // UIKit's classic crash: the counts were never read, so "before" is already the new data.
    let harness = Harness(counts: [3])
    harness.dataSource.counts = [4]
    harness.collectionView.insertItems(at: [path(0, 3)])
    #expect(
      harness.violations.messages == [
        "Invalid update: invalid number of items in section 0. The number of items contained in "
          + "an existing section after the update (4) must be equal to the number of items "
          + "contained in that section before the update (4), plus or minus the number of items "
          + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test func invalidNumberOfSections() {
    #expect(
      batchUpdateMessages(old: [1, 1], new: [1, 1, 1]) { $0.insertSections([0, 1]) } == [
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "collection view after the update (3) must be equal to the number of sections "
          + "contained in the collection view before the update (2), plus or minus the number of "
          + "sections inserted or deleted (2 inserted, 0 deleted)."
      ])
  }

  @Test func invalidNumberOfItemsCountsMovesInAndOut() {
    #expect(
      batchUpdateMessages(old: [2, 2], new: [2, 2]) { $0.moveItem(at: path(0, 0), to: path(1, 0)) }
        == [
          "Invalid update: invalid number of items in section 0. The number of items contained in "
            + "an existing section after the update (2) must be equal to the number of items "
            + "contained in that section before the update (2), plus or minus the number of items "
            + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
            + "number of items moved into or out of that section (0 moved in, 1 moved out)."
        ])
  }

  @Test func deletingASectionThatDoesNotExist() {
    #expect(
      batchUpdateMessages(old: [1], new: []) { $0.deleteSections([1]) } == [
        "attempt to delete section 1, but there are only 1 sections before the update"
      ])
  }

  @Test func insertingASectionBeyondTheEnd() {
    #expect(
      batchUpdateMessages(old: [1], new: [1, 1]) { $0.insertSections([2]) } == [
        "attempt to insert section 2 but there are only 2 sections after the update"
      ])
  }

  @Test func deletingAnItemThatDoesNotExist() {
    #expect(
      batchUpdateMessages(old: [2], new: [1]) { $0.deleteItems(at: [path(0, 2)]) } == [
        "attempt to delete item 2 from section 0 which only contains 2 items before the update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.deleteItems(at: [path(3, 0)]) } == [
        "attempt to delete item 0 from section 3, but there are only 1 sections before the update"
      ])
  }

  @Test func reloadingAnItemThatDoesNotExistIsADeleteThatDoesNotExist() {
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.reloadItems(at: [path(0, 5)]) } == [
        "attempt to delete item 5 from section 0 which only contains 2 items before the update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.reloadSections([4]) } == [
        "attempt to delete section 4, but there are only 1 sections before the update"
      ])
  }

  @Test func insertingAnItemBeyondTheEnd() {
    #expect(
      batchUpdateMessages(old: [2], new: [3]) { $0.insertItems(at: [path(0, 3)]) } == [
        "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after "
          + "the update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [3]) { $0.insertItems(at: [path(1, 0)]) } == [
        "attempt to insert item 0 into section 1, but there are only 1 sections after the update"
      ])
  }

  @Test func deletingOneIndexPathTwice() {
    let result = batchUpdateMessages(old: [3], new: [2]) {
      $0.deleteItems(at: [path(0, 1), path(0, 1)])
    }
    #expect(result == ["attempt to delete item 1 from section 0 twice"])
  }

  @Test func deletingAndReloadingOneIndexPath() {
    #expect(
      batchUpdateMessages(old: [3], new: [2]) {
        $0.deleteItems(at: [path(0, 1)])
        $0.reloadItems(at: [path(0, 1)])
      } == [
        "attempt to delete and reload the same index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 1})"
      ])
  }

  @Test func deletingAndMovingFromOneIndexPath() {
    #expect(
      batchUpdateMessages(old: [3], new: [2]) {
        $0.deleteItems(at: [path(0, 1)])
        $0.moveItem(at: path(0, 1), to: path(0, 0))
      } == [
        "attempt to perform a delete and a move from the same index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 1})"
      ])
  }

  @Test func movingToAnIndexPathThatIsAlsoInserted() {
    #expect(
      batchUpdateMessages(old: [3], new: [4]) {
        $0.insertItems(at: [path(0, 0)])
        $0.moveItem(at: path(0, 2), to: path(0, 0))
      } == [
        "attempt to perform an insert and a move to the same index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 0})"
      ])
  }

  @Test func twoMovesToOneDestination() {
    #expect(
      batchUpdateMessages(old: [3], new: [3]) {
        $0.moveItem(at: path(0, 0), to: path(0, 2))
        $0.moveItem(at: path(0, 1), to: path(0, 2))
      } == [
        "attempt to move both item at index path <NSIndexPath> {length = 2, path = 0 - 0} and "
          + "<NSIndexPath> {length = 2, path = 0 - 1} to <NSIndexPath> {length = 2, path = 0 - 2}"
      ])
    #expect(
      batchUpdateMessages(old: [1, 1, 1], new: [1, 1, 1]) {
        $0.moveSection(0, toSection: 2)
        $0.moveSection(1, toSection: 2)
      } == ["attempt to move both section 0 and section 1 to section 2"])
  }

  @Test func sectionMovesThatConflictWithDeletesAndInserts() {
    #expect(
      batchUpdateMessages(old: [1, 1], new: [1]) {
        $0.deleteSections([0])
        $0.moveSection(0, toSection: 0)
      } == ["attempt to perform a delete and a move from the same section (0)"])
    #expect(
      batchUpdateMessages(old: [1, 1], new: [1, 1, 1]) {
        $0.insertSections([1])
        $0.moveSection(0, toSection: 1)
      } == ["attempt to perform an insert and a move to the same section (1)"])
  }

  @Test func itemChangesInsideDeletedOrInsertedSections() {
    #expect(
      batchUpdateMessages(old: [2, 2], new: [2]) {
        $0.deleteSections([1])
        $0.deleteItems(at: [path(1, 0)])
      } == ["attempt to delete item 0 in section 1, which is also being deleted"])
    #expect(
      batchUpdateMessages(old: [2], new: [2, 2]) {
        $0.insertSections([1])
        $0.insertItems(at: [path(1, 0)])
      } == ["attempt to insert item 0 in section 1, which is also being inserted"])
    #expect(
      batchUpdateMessages(old: [2, 2], new: [3]) {
        $0.deleteSections([1])
        $0.moveItem(at: path(1, 0), to: path(0, 0))
      } == ["cannot move an item from a deleted section (1)"])
    #expect(
      batchUpdateMessages(old: [2], new: [1, 1]) {
        $0.insertSections([1])
        $0.moveItem(at: path(0, 0), to: path(1, 0))
      } == ["cannot move an item into a newly inserted section (1)"])
  }

  @Test func movesOutOfBounds() {
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.moveItem(at: path(0, 2), to: path(0, 0)) } == [
        "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 2}) that does not "
          + "exist - there are only 2 items in section 0 before the update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.moveItem(at: path(0, 0), to: path(0, 2)) } == [
        "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 2}) that does not exist - there are only 2 "
          + "items in section 0 after the update"
      ])
    #expect(
      batchUpdateMessages(old: [1], new: [1]) { $0.moveSection(1, toSection: 0) } == [
        "attempt to move section 1, but there are only 1 sections before the update"
      ])
  }

  @Test func movingOneItemTwice() {
    #expect(
      batchUpdateMessages(old: [3], new: [3]) {
        $0.moveItem(at: path(0, 0), to: path(0, 1))
        $0.moveItem(at: path(0, 0), to: path(0, 2))
      } == [
        "attempt to move item at index path <NSIndexPath> {length = 2, path = 0 - 0} to both "
          + "<NSIndexPath> {length = 2, path = 0 - 1} and <NSIndexPath> {length = 2, path = 0 - 2}"
      ])
    #expect(
      batchUpdateMessages(old: [1, 1, 1], new: [1, 1, 1]) {
        $0.moveSection(0, toSection: 1)
        $0.moveSection(0, toSection: 2)
      } == ["attempt to move section 0 to both section 1 and section 2"])
  }

  @Test func movingToASectionOrItemBeyondTheNewEnd() {
    #expect(
      batchUpdateMessages(old: [1, 1], new: [1, 1]) { $0.moveSection(0, toSection: 2) } == [
        "attempt to to move section 0 to section 2, but there are only 2 sections after the "
          + "update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.moveItem(at: path(1, 0), to: path(0, 0)) } == [
        "attempt to move index path (<NSIndexPath> {length = 2, path = 1 - 0}) from a section "
          + "that does not exist - there are only 1 sections before the update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.moveItem(at: path(0, 0), to: path(1, 0)) } == [
        "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path "
          + "(<NSIndexPath> {length = 2, path = 1 - 0}) in section that does not exist - there "
          + "are only 1 sections after the update"
      ])
  }
}
