import Foundation
import ListUI
import Testing

/// Where a reload lands, and the batches UIKit's verdict on turns on it: a reloaded item or
/// section is a delete at its index before the batch and an insert where it lands after the
/// batch's deletes and inserts. Each case is one whose outcome on UIKit is reported in public.
@MainActor
@Suite struct ReloadPlacementTests {
  /// `[a, b, c]` → `[b, c′]` as a delete of 0 and a reload of 2: the reload lands at 1, so UIKit
  /// takes it.
  @Test func aReloadAfterADeleteLandsWhereItsItemGoes() {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    let cells = (0..<3).map { harness.collectionView.cellForItem(at: path(0, $0)) }
    harness.dataSource.counts = [2]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteItems(at: [path(0, 0)])
      harness.collectionView.reloadItems(at: [path(0, 2)])
    }
    #expect(harness.violations.messages.isEmpty)
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 2)
    #expect(harness.collectionView.cellForItem(at: path(0, 0)) === cells[1])
    let reloaded = harness.collectionView.cellForItem(at: path(0, 1))
    #expect(reloaded != nil && !cells.contains { $0 === reloaded })
  }

  /// Delete 1, move 0→1, move 3→0, reload 2: the reload lands at 2 − 1 = 1, where a move
  /// arrives; UIKit throws "attempt to perform an insert and a move to the same index path".
  @Test func aReloadLandingOnAMoveDestinationIsRejected() {
    let messages = batchUpdateMessages(old: [4], new: [3]) {
      $0.deleteItems(at: [path(0, 1)])
      $0.moveItem(at: path(0, 0), to: path(0, 1))
      $0.moveItem(at: path(0, 3), to: path(0, 0))
      $0.reloadItems(at: [path(0, 2)])
    }
    #expect(
      messages == [
        "attempt to perform an insert and a move to the same index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 1})"
      ])
  }

  /// Move 2→4, reload 3, delete 4, insert 2 (IGListKit issue 690): section 3 lands at 4, where
  /// the move arrives.
  @Test func aSectionReloadLandingOnAMoveDestinationIsRejected() {
    let messages = batchUpdateMessages(old: [1, 1, 1, 1, 1], new: [1, 1, 1, 1, 1]) {
      $0.moveSection(2, toSection: 4)
      $0.reloadSections([3])
      $0.deleteSections([4])
      $0.insertSections([2])
    }
    #expect(messages == ["attempt to perform an insert and a move to the same section (4)"])
  }

  /// A section reload after a section delete lands one place earlier: the sections after it keep
  /// their cells, the reloaded one gets new ones.
  @Test func aSectionReloadAfterADeleteLandsWhereItsSectionGoes() {
    let harness = Harness(counts: [1, 1, 1], height: 20)
    harness.collectionView.layoutIfNeeded()
    let cells = (0..<3).map { harness.collectionView.cellForItem(at: path($0, 0)) }
    harness.dataSource.counts = [1, 1]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteSections([0])
      harness.collectionView.reloadSections([2])
    }
    #expect(harness.violations.messages.isEmpty)
    #expect(harness.collectionView.cellForItem(at: path(0, 0)) === cells[1])
    let reloaded = harness.collectionView.cellForItem(at: path(1, 0))
    #expect(reloaded != nil && !cells.contains { $0 === reloaded })
  }

  /// The layout hears of a reload from its index before the update to where it lands, as
  /// `UICollectionViewUpdateItem` reports it.
  @Test func theLayoutIsToldWhereAReloadLands() {
    final class RecordingLayout: CollectionViewFlowLayout {
      var reloads: [(IndexPath?, IndexPath?)] = []
      override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        reloads += updateItems.filter { $0.updateAction == .reload }.map {
          ($0.indexPathBeforeUpdate, $0.indexPathAfterUpdate)
        }
      }
    }
    let layout = RecordingLayout()
    layout.itemSize = CGSize(width: 20, height: 1)
    let dataSource = TestDataSource(counts: [1, 1, 3])
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.scheduler = ManualScheduler()
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    dataSource.counts = [1, 2]
    collectionView.performBatchUpdates {
      collectionView.deleteSections([0])
      collectionView.reloadSections([1])
      collectionView.deleteItems(at: [path(2, 0)])
      collectionView.reloadItems(at: [path(2, 2)])
    }
    #expect(
      layout.reloads.map { [$0.0, $0.1] } == [
        [IndexPath(index: 1), IndexPath(index: 0)], [path(2, 2), path(1, 1)],
      ])
  }

  /// Two inserts of one index path with the data grown by two: UIKit takes both (IGListKit
  /// issues 651 and 689), and the second new item takes the next free place.
  @Test func insertingOneIndexPathTwiceInsertsTwoItems() {
    let harness = Harness(counts: [2])
    harness.collectionView.layoutIfNeeded()
    let cells = (0..<2).map { harness.collectionView.cellForItem(at: path(0, $0)) }
    harness.dataSource.counts = [4]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertItems(at: [path(0, 1), path(0, 1)])
    }
    #expect(harness.violations.messages.isEmpty)
    #expect(harness.collectionView.numberOfItems(inSection: 0) == 4)
    #expect(harness.collectionView.cellForItem(at: path(0, 0)) === cells[0])
    #expect(harness.collectionView.cellForItem(at: path(0, 3)) === cells[1])
  }

  /// Inserting one index path twice still has to add up: grown by one, the count is wrong.
  @Test func insertingOneIndexPathTwiceCountsBoth() {
    let messages = batchUpdateMessages(old: [2], new: [3]) {
      $0.insertItems(at: [path(0, 1), path(0, 1)])
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix("Invalid update: invalid number of items in section 0") == true)
  }
}
