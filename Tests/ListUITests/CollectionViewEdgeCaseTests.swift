import Foundation
import ListUI
import Testing

/// Rules and behaviours at the edges: reloads as UIKit decomposes them, negative indexes, layouts
/// that describe items that do not exist, insets, self-sizing across updates, moves between
/// sections, and offset adjustments.
@MainActor
@Suite struct CollectionViewEdgeCaseTests {

  @Test func aReloadIsAlsoAnInsertWhereItLands() {
    // UIKit turns the reload of item 2 into a delete of 2 and an insert where item 2 lands: 1,
    // after the delete of 0. The section then has two items, as the data source says.
    #expect(
      batchUpdateMessages(old: [3], new: [2]) {
        $0.deleteItems(at: [path(0, 0)])
        $0.reloadItems(at: [path(0, 2)])
      }.isEmpty)
    // Moved out of its section, the first item leaves two; the reload of the third still lands
    // at 2, as moves do not shift it, and there is no item 2 after the update.
    #expect(
      batchUpdateMessages(old: [3, 0], new: [2, 1]) {
        $0.moveItem(at: path(0, 0), to: path(1, 0))
        $0.reloadItems(at: [path(0, 2)])
      } == [
        "attempt to insert item 2 into section 0, but there are only 2 items in section 0 after "
          + "the update"
      ])
    // The reloaded item's section moves down one as a section is inserted above it: the reload
    // lands in section 1, which is not the inserted one.
    #expect(
      batchUpdateMessages(old: [1], new: [1, 1]) {
        $0.insertSections([0])
        $0.reloadItems(at: [path(0, 0)])
      }.isEmpty)
    #expect(
      batchUpdateMessages(old: [1], new: [1, 1]) {
        $0.insertSections([1])
        $0.insertItems(at: [path(1, 0)])
      } == ["attempt to insert item 0 in section 1, which is also being inserted"])
  }

  @Test func negativeIndexesAreReportedNotTrapped() {
    #expect(
      batchUpdateMessages(old: [2], new: [2]) { $0.moveSection(-1, toSection: 0) } == [
        "attempt to move section -1, but there are only 1 sections before the update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [3]) { $0.insertItems(at: [path(0, -1)]) } == [
        "attempt to insert item -1 into section 0, but there are only 3 items in section 0 after "
          + "the update"
      ])
    #expect(
      batchUpdateMessages(old: [2], new: [1]) { $0.deleteItems(at: [path(-1, 0)]) } == [
        "attempt to delete item 0 from section -1, but there are only 1 sections before the update"
      ])
  }

  @Test func aLayoutThatPlacesAnItemThatDoesNotExistIsUIKitsError() {
    final class StaleLayout: CollectionViewLayout {
      override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]
      {
        let attributes = CollectionViewLayoutAttributes(forCellWith: path(0, 7))
        attributes.frame = CGRect(x: 0, y: 0, width: 5, height: 1)
        return [attributes]
      }
    }
    let harness = Harness(counts: [2])
    harness.collectionView.collectionViewLayout = StaleLayout()
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.violations.messages == [
        "UICollectionView received layout attributes for a cell with an index path that does not "
          + "exist: <NSIndexPath> {length = 2, path = 0 - 7}"
      ])
    #expect(harness.collectionView.visibleCells.isEmpty)
  }

  /// UIKit stacks cells by their attributes' zIndex; equal ones keep their order, and views in
  /// order already are left where they are.
  @Test func cellsAreStackedByZIndex_equalOnesInTheirOrder() {
    final class StackedLayout: CollectionViewLayout {
      var zIndexes = [1, 0, 1, -1]
      override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]
      {
        zIndexes.enumerated().map { item, zIndex in
          let attributes = CollectionViewLayoutAttributes(forCellWith: path(0, item))
          attributes.frame = CGRect(x: 0, y: item, width: 5, height: 1)
          attributes.zIndex = zIndex
          return attributes
        }
      }
    }
    let harness = Harness(counts: [4])
    let layout = StackedLayout()
    harness.collectionView.collectionViewLayout = layout
    harness.collectionView.layoutIfNeeded()
    func stackedItems() -> [Int] {
      harness.collectionView.subviews.compactMap {
        ($0 as? CollectionViewCell).flatMap { harness.collectionView.indexPath(for: $0)?.item }
      }
    }
    #expect(stackedItems() == [3, 1, 0, 2])
    layout.zIndexes = [0, 0, 0, 0]
    layout.invalidateLayout()
    harness.collectionView.layoutIfNeeded()
    #expect(stackedItems() == [3, 1, 0, 2])
    layout.zIndexes = [0, 0, 0, -2]
    layout.invalidateLayout()
    harness.collectionView.layoutIfNeeded()
    #expect(stackedItems() == [3, 1, 0, 2])
    layout.zIndexes = [0, 0, 0, 2]
    layout.invalidateLayout()
    harness.collectionView.layoutIfNeeded()
    #expect(stackedItems() == [1, 0, 2, 3])
  }

  @Test func scrollingToAnItemRespectsTheContentInsets() {
    let harness = Harness(counts: [100], width: 20, height: 10)
    let collectionView = harness.collectionView
    collectionView.contentInset = EdgeInsets(top: 2, left: 0, bottom: 3, right: 0)
    collectionView.layoutIfNeeded()
    collectionView.scrollToItem(at: path(0, 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == -2)
    collectionView.scrollToItem(at: path(0, 50), at: .bottom, animated: false)
    #expect(collectionView.contentOffset.y == 44)
    collectionView.scrollToItem(at: path(0, 50), at: .centeredVertically, animated: false)
    #expect(collectionView.contentOffset.y == 46)
    collectionView.scrollToItem(at: path(0, 99), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 93)
  }

  @Test func selfSizingCellsMeasureThemselvesAgainAfterAnUpdate() {
    final class TallCell: CollectionViewCell {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 2) }
    }
    let harness = Harness(counts: [3], width: 10, height: 20)
    harness.collectionView.register(TallCell.self, forCellWithReuseIdentifier: "cell")
    harness.layout.estimatedItemSize = CGSize(width: 10, height: 1)
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.counts = [4]
    harness.collectionView.insertItems(at: [path(0, 0)])
    #expect(harness.collectionView.visibleCells.map(\.frame.minY) == [0, 2, 4, 6])
    #expect(harness.collectionView.contentSize.height == 8)
  }

  @Test func anItemMovedInteractivelyIntoAnotherSection() {
    let harness = Harness(counts: [3, 2], width: 20, height: 10)
    let collectionView = harness.collectionView
    collectionView.layoutIfNeeded()
    let moving = collectionView.cellForItem(at: path(0, 0))
    #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 3.5))
    #expect(collectionView.interactiveMovementTargetIndexPath == path(1, 0))
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 3)
    #expect(collectionView.cellForItem(at: path(1, 0)) === moving)
    collectionView.endInteractiveMovement()
    #expect(harness.dataSource.moves.map { [$0.0, $0.1] } == [[path(0, 0), path(1, 0)]])
    #expect(collectionView.numberOfItems(inSection: 1) == 3)
    #expect(harness.violations.errors.isEmpty)
    #expect(harness.visible == ["0-0", "0-1", "1-0", "1-1", "1-2"])
  }

  @Test func anItemDraggedPastTheMiddleOfAnotherSectionsLastItemGoesToTheEndOfThatSection() {
    let harness = Harness(counts: [2, 2], width: 20, height: 10)
    let collectionView = harness.collectionView
    let layout = harness.layout
    collectionView.layoutIfNeeded()
    let from = path(0, 0)
    // Rows are one point high: section 1's last item is on row 3.
    #expect(
      layout.targetIndexPathForInteractivelyMovingItem(from, withPosition: CGPoint(x: 1, y: 3.25))
        == path(1, 1))
    #expect(
      layout.targetIndexPathForInteractivelyMovingItem(from, withPosition: CGPoint(x: 1, y: 3.75))
        == path(1, 2))
    // Within the item's own section, or over an item that is not the last, the item under it.
    #expect(
      layout.targetIndexPathForInteractivelyMovingItem(from, withPosition: CGPoint(x: 1, y: 1.75))
        == path(0, 1))
    #expect(
      layout.targetIndexPathForInteractivelyMovingItem(from, withPosition: CGPoint(x: 1, y: 2.75))
        == path(1, 0))
    // Beyond the content, or without a collection view, where the item already is.
    #expect(
      layout.targetIndexPathForInteractivelyMovingItem(from, withPosition: CGPoint(x: 1, y: 9))
        == from)
    #expect(
      CollectionViewLayout().targetIndexPathForInteractivelyMovingItem(
        from, withPosition: CGPoint(x: 1, y: 3.75)) == from)
    #expect(collectionView.beginInteractiveMovementForItem(at: from))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 3.75))
    #expect(collectionView.interactiveMovementTargetIndexPath == path(1, 2))
    collectionView.endInteractiveMovement()
    #expect(harness.dataSource.moves.map { [$0.0, $0.1] } == [[from, path(1, 2)]])
    #expect(harness.violations.errors.isEmpty)
  }

  @Test func aHorizontalDragPastTheMiddleOfAnotherSectionsLastItemGoesToItsEnd() {
    let harness = Harness(counts: [1, 1], width: 20, height: 10)
    harness.layout.scrollDirection = .horizontal
    harness.layout.itemSize = CGSize(width: 2, height: 10)
    harness.collectionView.layoutIfNeeded()
    guard let frame = harness.collectionView.layoutAttributesForItem(at: path(1, 0))?.frame
    else { return }
    #expect(
      harness.layout.targetIndexPathForInteractivelyMovingItem(
        path(0, 0), withPosition: CGPoint(x: frame.maxX - 0.25, y: 1)) == path(1, 1))
    #expect(
      harness.layout.targetIndexPathForInteractivelyMovingItem(
        path(0, 0), withPosition: CGPoint(x: frame.minX + 0.25, y: 1)) == path(1, 0))
  }

  @Test func anInvalidationCanMoveTheContent() {
    let harness = Harness(counts: [50], width: 20, height: 10)
    harness.collectionView.layoutIfNeeded()
    let context = CollectionViewLayoutInvalidationContext()
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 3)
    harness.layout.invalidateLayout(with: context)
    harness.collectionView.layoutIfNeeded()
    #expect(harness.collectionView.contentOffset.y == 3)
    #expect(harness.visible.first == "0-3")
  }

  @Test func theLayoutMayAdjustTheOffsetAfterAnUpdate() {
    final class PinnedLayout: CollectionViewFlowLayout {
      override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        CGPoint(x: proposed.x, y: 5)
      }
    }
    let harness = Harness(counts: [50], width: 20, height: 10)
    let layout = PinnedLayout()
    layout.itemSize = CGSize(width: 20, height: 1)
    layout.minimumLineSpacing = 0
    harness.collectionView.collectionViewLayout = layout
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.counts = [51]
    harness.collectionView.insertItems(at: [path(0, 0)])
    #expect(harness.collectionView.contentOffset.y == 5)
  }
}
