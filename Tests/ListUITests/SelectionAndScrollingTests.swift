import Foundation
@_spi(ListKit) import ListUI
import Testing

/// Selection and highlight with the delegate's questions in UIKit's order; scrolling and its
/// events; interactive movement.
@MainActor
@Suite struct SelectionAndScrollingTests {
  @Test func aTapAsksAndTellsTheDelegateInUIKitsOrder() {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    harness.log.events.removeAll()
    harness.collectionView.tapItem(at: path(0, 1))
    #expect(
      harness.log.events == [
        "shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1", "didUnhighlight 0-1",
        "didSelect 0-1",
      ])
    #expect(harness.collectionView.cellForItem(at: path(0, 1))?.isSelected == true)
    harness.log.events.removeAll()
    harness.collectionView.tapItem(at: path(0, 2))
    #expect(
      harness.log.events == [
        "shouldHighlight 0-2", "didHighlight 0-2", "shouldSelect 0-2", "didUnhighlight 0-2",
        "didDeselect 0-1", "didSelect 0-2",
      ])
    #expect(harness.collectionView.indexPathsForSelectedItems == [path(0, 2)])
  }

  @Test func multipleSelectionTogglesWithShouldDeselect() {
    let harness = Harness(counts: [3])
    harness.collectionView.allowsMultipleSelection = true
    harness.collectionView.tapItem(at: path(0, 0))
    harness.collectionView.tapItem(at: path(0, 2))
    #expect(harness.collectionView.indexPathsForSelectedItems == [path(0, 0), path(0, 2)])
    harness.log.events.removeAll()
    harness.collectionView.tapItem(at: path(0, 0))
    #expect(
      harness.log.events == [
        "shouldHighlight 0-0", "didHighlight 0-0", "shouldDeselect 0-0", "didUnhighlight 0-0",
        "didDeselect 0-0",
      ])
    #expect(harness.collectionView.indexPathsForSelectedItems == [path(0, 2)])
  }

  @Test func noSelectionStillHighlightsAndARefusedSelectionSelectsNothing() {
    let harness = Harness(counts: [2])
    harness.collectionView.allowsSelection = false
    harness.collectionView.tapItem(at: path(0, 0))
    #expect(
      harness.log.events == ["shouldHighlight 0-0", "didHighlight 0-0", "didUnhighlight 0-0"])
    harness.collectionView.allowsSelection = true
    harness.log.refuseSelection = [path(0, 1)]
    #expect(!harness.collectionView.tapItem(at: path(0, 1)))
    #expect(harness.collectionView.indexPathsForSelectedItems.isEmpty)
  }

  @Test func programmaticSelectionDoesNotTalkToTheDelegateAndFollowsUpdates() {
    let harness = Harness(counts: [4])
    harness.collectionView.layoutIfNeeded()
    harness.log.events.removeAll()
    harness.collectionView.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
    #expect(harness.log.events.isEmpty)
    harness.dataSource.counts = [3]
    harness.collectionView.deleteItems(at: [path(0, 0)])
    #expect(harness.collectionView.indexPathsForSelectedItems == [path(0, 1)])
    harness.collectionView.reloadData()
    #expect(harness.collectionView.indexPathsForSelectedItems.isEmpty)
  }

  @Test func scrollToItemHonoursEveryVerticalPositionWithinTheContent() {
    let harness = Harness(counts: [100], width: 20, height: 10)
    let collectionView = harness.collectionView
    collectionView.layoutIfNeeded()
    collectionView.scrollToItem(at: path(0, 50), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 50)
    collectionView.scrollToItem(at: path(0, 50), at: .centeredVertically, animated: false)
    #expect(collectionView.contentOffset.y == 45.5)
    collectionView.scrollToItem(at: path(0, 50), at: .bottom, animated: false)
    #expect(collectionView.contentOffset.y == 41)
    collectionView.scrollToItem(at: path(0, 99), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 90)
    collectionView.scrollToItem(at: path(0, 85), at: [], animated: false)
    #expect(collectionView.contentOffset.y == 85)
    collectionView.scrollToItem(at: path(0, 88), at: [], animated: false)
    #expect(collectionView.contentOffset.y == 85)
    #expect(harness.visible.first == "0-85")
  }

  /// `revealItem(at:)`, how the renderers keep the selection in view: as little a scroll as shows
  /// the item, its top when it is taller than the list, and nothing for an index path that is
  /// not an item.
  @Test func revealingAnItemScrollsAsLittleAsShowsIt() {
    let harness = Harness(counts: [100], width: 20, height: 10)
    let collectionView = harness.collectionView
    collectionView.layoutIfNeeded()
    collectionView.revealItem(at: path(0, 5))
    #expect(collectionView.contentOffset.y == 0)
    collectionView.revealItem(at: path(0, 30))
    #expect(collectionView.contentOffset.y == 21)
    collectionView.revealItem(at: path(0, 25))
    #expect(collectionView.contentOffset.y == 21)
    collectionView.revealItem(at: path(0, 3))
    #expect(collectionView.contentOffset.y == 3)
    #expect(harness.visible.first == "0-3")
    collectionView.revealItem(at: path(0, 100))
    collectionView.revealItem(at: path(1, 0))
    #expect(collectionView.contentOffset.y == 3)
    #expect(harness.violations.errors.isEmpty)

    harness.layout.itemSize = CGSize(width: 20, height: 15)
    collectionView.layoutIfNeeded()
    collectionView.revealItem(at: path(0, 2))
    #expect(collectionView.contentOffset.y == 30)
  }

  @Test func scrollToItemHonoursHorizontalPositions() {
    let harness = Harness(counts: [50], width: 10, height: 2)
    harness.layout.scrollDirection = .horizontal
    harness.layout.itemSize = CGSize(width: 2, height: 2)
    let collectionView = harness.collectionView
    collectionView.layoutIfNeeded()
    collectionView.scrollToItem(at: path(0, 20), at: .left, animated: false)
    #expect(collectionView.contentOffset.x == 40)
    collectionView.scrollToItem(at: path(0, 20), at: .centeredHorizontally, animated: false)
    #expect(collectionView.contentOffset.x == 36)
    collectionView.scrollToItem(at: path(0, 20), at: .right, animated: false)
    #expect(collectionView.contentOffset.x == 32)
  }

  @Test func scrollingToAnItemThatDoesNotExistIsUIKitsError() {
    let harness = Harness(counts: [3])
    harness.collectionView.scrollToItem(at: path(0, 9), at: .top, animated: false)
    #expect(
      harness.violations.messages == [
        "Attempted to scroll the collection view to an out-of-bounds item (9) when there are "
          + "only 3 items in section 0."
      ])
    harness.collectionView.scrollToItem(at: path(2, 0), at: .top, animated: false)
    #expect(
      harness.violations.messages.last
        == "Attempted to scroll the collection view to an out-of-bounds section (2) when there "
        + "are only 1 sections.")
  }

  @Test func anAnimatedScrollMovesOnTheSchedulerAndEndsWithItsEvent() {
    let harness = Harness(counts: [100], width: 20, height: 10)
    harness.collectionView.layoutIfNeeded()
    harness.log.events.removeAll()
    harness.collectionView.scrollToItem(at: path(0, 30), at: .top, animated: true)
    #expect(harness.collectionView.contentOffset.y == 0)
    harness.scheduler.advance(by: 0.15)
    #expect(
      harness.collectionView.contentOffset.y > 0 && harness.collectionView.contentOffset.y < 30)
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.contentOffset.y == 30)
    #expect(harness.log.events.last == "didEndScrollingAnimation")
    #expect(harness.visible.first == "0-30")
  }

  @Test func aDragStopsAtTheContentEdgesAndReportsItsEvents() {
    let harness = Harness(counts: [15], width: 20, height: 10)
    harness.collectionView.layoutIfNeeded()
    harness.log.events.removeAll()
    harness.collectionView.scrollByUser(CGPoint(x: 0, y: 100))
    #expect(
      harness.log.events.filter { !$0.contains("isplay") } == [
        "willBeginDragging", "didScroll 5", "didEndDragging false",
      ])
    #expect(!harness.collectionView.scrollByUser(CGPoint(x: 0, y: 1)))
    harness.log.events.removeAll()
    harness.collectionView.scrollByUser(CGPoint(x: 0, y: -2), decelerates: true)
    #expect(harness.collectionView.isDecelerating)
    #expect(!harness.collectionView.isDragging && !harness.collectionView.isTracking)
    harness.scheduler.runUntilIdle()
    #expect(!harness.collectionView.isDecelerating)
    #expect(
      harness.log.events.filter { !$0.contains("isplay") } == [
        "willBeginDragging", "didScroll 3", "didEndDragging true", "didEndDecelerating",
      ])
    harness.log.events.removeAll()
    harness.collectionView.scrollToTopByUser()
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.contentOffset.y == 0)
    #expect(harness.log.events.filter { !$0.contains("isplay") }.last == "didScrollToTop")
    #expect(!harness.log.events.contains("didEndScrollingAnimation"))
  }

  @Test func interactiveMovementMovesTheDataOnlyWhenItEnds() {
    let harness = Harness(counts: [5], width: 20, height: 10)
    let collectionView = harness.collectionView
    collectionView.layoutIfNeeded()
    let moving = collectionView.cellForItem(at: path(0, 0))
    #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 3.5))
    #expect(collectionView.cellForItem(at: path(0, 3)) === moving)
    #expect(harness.dataSource.moves.isEmpty)
    collectionView.endInteractiveMovement()
    #expect(harness.dataSource.moves.map { [$0.0, $0.1] } == [[path(0, 0), path(0, 3)]])
    #expect(collectionView.cellForItem(at: path(0, 3)) === moving)
  }

  @Test func aCellThatComesOnScreenDuringAMove_isAskedWhereItsItemIsInTheData() {
    let harness = Harness(counts: [2, 3], width: 20, height: 3)
    let collectionView = harness.collectionView
    collectionView.layoutIfNeeded()
    #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 1)))
    // Item 0-1 moves to 1-0, on row 1; the items of section 1 are shown a row further down.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 2.5))
    #expect(collectionView.interactiveMovementTargetIndexPath == path(1, 0))
    harness.dataSource.log.removeAll()
    collectionView.scrollToItem(at: path(1, 3), at: [], animated: false)
    collectionView.layoutIfNeeded()
    // Rows 3 and 4 come on screen, shown as 1-2 and 1-3: items 1-1 and 1-2 of the data, which
    // has not moved yet.
    #expect(harness.dataSource.log.filter { $0.hasPrefix("cell") } == ["cell 1-1", "cell 1-2"])
    collectionView.cancelInteractiveMovement()
  }

  @Test func theSelectionMovesWithAnInteractivelyMovedItem() {
    let harness = Harness(counts: [2, 3], width: 20, height: 10)
    let collectionView = harness.collectionView
    collectionView.layoutIfNeeded()
    collectionView.selectItem(at: path(1, 2), animated: false, scrollPosition: [])
    #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
    // Item 0-0 moves to the place of 1-2, the selected item, which moves down to 1-3.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 4.5))
    #expect(collectionView.indexPathsForSelectedItems == [path(1, 3)])
    collectionView.cancelInteractiveMovement()
    #expect(collectionView.indexPathsForSelectedItems == [path(1, 2)])
  }

  @Test func cancelledMovementPutsTheItemBackAndRefusedItemsDoNotMove() {
    let harness = Harness(counts: [5], width: 20, height: 10)
    let collectionView = harness.collectionView
    collectionView.layoutIfNeeded()
    let moving = collectionView.cellForItem(at: path(0, 1))
    collectionView.beginInteractiveMovementForItem(at: path(0, 1))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 4.5))
    collectionView.cancelInteractiveMovement()
    #expect(collectionView.cellForItem(at: path(0, 1)) === moving)
    #expect(harness.dataSource.moves.isEmpty)
    harness.dataSource.movable = false
    #expect(!collectionView.beginInteractiveMovementForItem(at: path(0, 1)))
  }
}
