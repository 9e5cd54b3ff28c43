import Foundation
import ListUI
import Testing

/// A cell that shows lines of text and is as tall as its lines: a self-sizing cell.
final class LinesCell: CollectionViewCell {
  var lines = 1
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(lines))
  }
}

/// A data source of one section of texts, each shown in a ``TestCell``, that records the index
/// paths it is asked cells for.
@MainActor
final class TextsDataSource: CollectionViewDataSource {
  var texts: [String]
  var requests: [IndexPath] = []
  /// The reuse identifier it dequeues; another one than the cells on screen have breaks the rule
  /// of a reconfigure.
  var identifier = "cell"
  /// Lines a ``LinesCell`` gets, by item.
  var lines: [Int: Int] = [:]

  init(_ texts: [String]) {
    self.texts = texts
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    texts.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    requests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    (cell as? TestCell)?.text = texts[indexPath[1]]
    (cell as? LinesCell)?.lines = lines[indexPath[1]] ?? 1
    return cell
  }
}

/// `reconfigureItems(at:)`: the cells of items on screen configure themselves again, and keep
/// being the same cells, with no reuse, no display events and no reload animation.
@MainActor
@Suite struct ReconfigureTests {
  /// A harness of one-line rows showing `texts`, laid out.
  func makeHarness(_ texts: [String], height: CGFloat = 10) -> (Harness, TextsDataSource) {
    let harness = Harness(counts: [texts.count], height: height)
    let dataSource = TextsDataSource(texts)
    harness.collectionView.dataSource = dataSource
    harness.collectionView.layoutIfNeeded()
    harness.log.events.removeAll()
    dataSource.requests.removeAll()
    return (harness, dataSource)
  }

  func cell(_ harness: Harness, _ item: Int) -> TestCell? {
    harness.collectionView.cellForItem(at: path(0, item)) as? TestCell
  }

  @Test func theSameCellIsConfiguredAgainWithoutReuseOrDisplayEvents() {
    let (harness, dataSource) = makeHarness(["a", "b", "c", "d"])
    let cells = (0..<4).map { cell(harness, $0) }
    let reuses = cells.map { $0?.reuseCount }
    dataSource.texts[2] = "C"
    harness.collectionView.reconfigureItems(at: [path(0, 2)])
    #expect(dataSource.requests == [path(0, 2)])
    #expect(cell(harness, 2) === cells[2])
    #expect(cell(harness, 2)?.text == "C")
    #expect(cells.map { $0?.reuseCount } == reuses)
    #expect(harness.collectionView.visibleCells.count == 4)
    // No reload animation: a reloaded cell would flash, a new one would appear.
    #expect(cell(harness, 2)?.animation == nil)
    harness.scheduler.runUntilIdle()
    #expect(harness.log.events.isEmpty)
    #expect(harness.violations.errors.isEmpty)
  }

  @Test func aReloadInsteadGivesTheItemANewCellAndDisplayEvents() {
    // The contrast the reconfigure avoids, counted the same way.
    let (harness, dataSource) = makeHarness(["a", "b", "c", "d"])
    let before = cell(harness, 2)
    dataSource.texts[2] = "C"
    harness.collectionView.reloadItems(at: [path(0, 2)])
    #expect(cell(harness, 2) !== before)
    #expect(cell(harness, 2)?.animation?.effect == .highlight)
    harness.scheduler.runUntilIdle()
    #expect(harness.log.events == ["willDisplay 0-2", "didEndDisplaying 0-2"])
  }

  @Test func insideABatchTheItemIsReconfiguredWhereItLands() {
    let (harness, dataSource) = makeHarness(["a", "b", "c", "d"])
    let cells = (0..<4).map { cell(harness, $0) }
    dataSource.texts = ["new", "a", "b", "C", "d"]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertItems(at: [path(0, 0)])
      // Item 2 before the update, which lands at 3.
      harness.collectionView.reconfigureItems(at: [path(0, 2)])
    }
    #expect(dataSource.requests.sorted() == [path(0, 0), path(0, 3)])
    #expect(cell(harness, 3) === cells[2])
    #expect((0..<5).map { cell(harness, $0)?.text } == ["new", "a", "b", "C", "d"])
    #expect(cells.map { $0?.reuseCount } == [0, 0, 0, 0])
    harness.scheduler.runUntilIdle()
    #expect(harness.log.events == ["willDisplay 0-0"])
    #expect(harness.violations.errors.isEmpty)
  }

  @Test func aMovedItemIsReconfiguredWhereItMoves() {
    let (harness, dataSource) = makeHarness(["a", "b", "c", "d"])
    let moved = cell(harness, 3)
    dataSource.texts = ["D", "a", "b", "c"]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.moveItem(at: path(0, 3), to: path(0, 0))
      harness.collectionView.reconfigureItems(at: [path(0, 3)])
    }
    #expect(dataSource.requests == [path(0, 0)])
    #expect(cell(harness, 0) === moved)
    #expect((0..<4).map { cell(harness, $0)?.text } == ["D", "a", "b", "c"])
    #expect(harness.violations.errors.isEmpty)
  }

  @Test func anItemWithoutACellOnScreenIsLeftAlone() {
    let (harness, dataSource) = makeHarness((0..<20).map(String.init), height: 5)
    dataSource.texts[12] = "twelve"
    harness.collectionView.reconfigureItems(at: [path(0, 12), path(0, 1)])
    #expect(dataSource.requests == [path(0, 1)])
    // When it comes on screen, its new cell is made with the new data.
    harness.collectionView.contentOffset.y = 10
    harness.collectionView.layoutIfNeeded()
    #expect(cell(harness, 12)?.text == "twelve")
  }

  @Test func anItemThatComesOnScreenInTheUpdateIsAskedForOnce() {
    // Item 5 is off screen before and on screen after: its new cell has the new data.
    let (harness, dataSource) = makeHarness((0..<8).map(String.init), height: 5)
    dataSource.texts = ["1", "2", "3", "4", "FIVE", "6", "7"]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteItems(at: [path(0, 0)])
      harness.collectionView.reconfigureItems(at: [path(0, 5)])
    }
    #expect(dataSource.requests == [path(0, 4)])
    #expect(cell(harness, 4)?.text == "FIVE")
  }

  @Test func aReconfigureListedTwiceAsksOnce() {
    let (harness, dataSource) = makeHarness(["a", "b"])
    harness.collectionView.performBatchUpdates {
      harness.collectionView.reconfigureItems(at: [path(0, 1)])
      harness.collectionView.reconfigureItems(at: [path(0, 1)])
    }
    #expect(dataSource.requests == [path(0, 1)])
  }

  @Test func theSelectionStays() {
    let (harness, dataSource) = makeHarness(["a", "b"])
    harness.collectionView.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
    dataSource.texts[1] = "B"
    harness.collectionView.reconfigureItems(at: [path(0, 1)])
    #expect(cell(harness, 1)?.isSelected == true)
    #expect(harness.collectionView.indexPathsForSelectedItems == [path(0, 1)])
  }

  @Test func aSelfSizingCellIsMeasuredAgain() {
    let harness = Harness(counts: [3], width: 10, height: 20)
    harness.collectionView.register(LinesCell.self, forCellWithReuseIdentifier: "lines")
    harness.layout.estimatedItemSize = CGSize(width: 10, height: 1)
    let dataSource = TextsDataSource(["a", "b", "c"])
    dataSource.identifier = "lines"
    harness.collectionView.dataSource = dataSource
    harness.collectionView.layoutIfNeeded()
    let cells = harness.collectionView.visibleCells
    #expect(cells.map(\.frame.height) == [1, 1, 1])
    dataSource.lines[1] = 3
    harness.collectionView.reconfigureItems(at: [path(0, 1)])
    let sameCells = harness.collectionView.visibleCells.elementsEqual(cells) { $0 === $1 }
    #expect(sameCells)
    #expect(harness.collectionView.visibleCells.map(\.frame.height) == [1, 3, 1])
    #expect(harness.collectionView.visibleCells.map(\.frame.minY) == [0, 1, 4])
    #expect(cells.compactMap { ($0 as? LinesCell)?.reuses } == [0, 0, 0])
  }

  @Test func anotherCellReturnedIsReportedAndReplacesTheOldOne() {
    let (harness, dataSource) = makeHarness(["a", "b"])
    harness.collectionView.register(TestCell.self, forCellWithReuseIdentifier: "other")
    let before = cell(harness, 1)
    dataSource.identifier = "other"
    harness.collectionView.reconfigureItems(at: [path(0, 1)])
    #expect(harness.violations.errors.map(\.kind) == [.reconfiguredCellReplaced])
    #expect(
      harness.violations.messages == [
        "the cell returned from -collectionView:cellForItemAtIndexPath: while reconfiguring the "
          + "item at <NSIndexPath> {length = 2, path = 0 - 1} is not its existing cell - dequeue "
          + "with the existing cell's reuse identifier (cell) and return that cell, or reload the "
          + "item to replace its cell"
      ])
    #expect(cell(harness, 1) !== before)
    #expect(cell(harness, 1)?.reuseIdentifier == "other")
    #expect(harness.collectionView.visibleCells.count == 2)
    #expect(harness.log.events == ["didEndDisplaying 0-1", "willDisplay 0-1"])
  }

  @Test func aReconfigureBreakingARuleIsReportedWithItsMessage() {
    #expect(
      batchUpdateMessages(old: [2], new: [2]) {
        $0.reloadItems(at: [path(0, 1)])
        $0.reconfigureItems(at: [path(0, 1)])
      } == [
        "attempt to reconfigure and reload the same index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 1})"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [1]) {
        $0.deleteItems(at: [path(0, 0)])
        $0.reconfigureItems(at: [path(0, 0)])
      } == [
        "attempt to reconfigure and delete the same index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 0})"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.reconfigureItems(at: [path(0, 2)]) } == [
        "attempt to reconfigure item 2 in section 0, which only contains 2 items before the update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.reconfigureItems(at: [path(1, 0)]) } == [
        "attempt to reconfigure item 0 in section 1, but there are only 1 sections before the update"
      ])
    #expect(
      batchUpdateMessages(old: [2, 1], new: [1]) {
        $0.deleteSections([0])
        $0.reconfigureItems(at: [path(0, 1)])
      } == ["attempt to reconfigure item 1 in section 0, which is also being deleted"])
  }

  @Test func aReconfigureOutsideABatchIsCheckedAgainstTheCounts() {
    // Like reloadItems(at:), it is a batch update of its own: the counts must add up.
    let (harness, dataSource) = makeHarness(["a", "b"])
    dataSource.texts.append("c")
    harness.collectionView.reconfigureItems(at: [path(0, 0)])
    #expect(harness.violations.errors.map(\.kind) == [.invalidNumberOfItems])
  }
}
