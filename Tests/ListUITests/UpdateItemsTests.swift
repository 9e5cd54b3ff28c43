import Foundation
import Testing

@testable import ListUI

/// The changes a layout hears of in `prepare(forCollectionViewUpdates:)`: made for every layout
/// that may read them, and not for the flow layout itself, whose own implementation does
/// nothing with them (an update that deletes tens of thousands of sections would make as many).
@MainActor
@Suite struct UpdateItemsTests {
  @Test func theFlowLayoutItselfIsNotToldOfTheChangesItWouldNotRead() {
    let harness = Harness(counts: [1, 1, 1, 1])
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.counts = [1]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteSections([0, 1, 2])
    }
    #expect(harness.collectionView.updateItemsBuildCount == 0)
    #expect(harness.violations.errors.isEmpty)
    #expect(harness.visible == ["0-0"])
  }

  @Test func aSubclassOfTheFlowLayoutIsToldOfEveryChange() {
    final class RecordingLayout: CollectionViewFlowLayout {
      var actions: [CollectionViewUpdateItem.Action] = []
      override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        actions += updateItems.map(\.updateAction)
      }
    }
    let layout = RecordingLayout()
    layout.itemSize = CGSize(width: 20, height: 1)
    let dataSource = TestDataSource(counts: [1, 1, 1, 1])
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.scheduler = ManualScheduler()
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    dataSource.counts = [1, 2]
    collectionView.performBatchUpdates {
      collectionView.deleteSections([0, 1, 2])
      collectionView.insertSections([1])
    }
    #expect(layout.actions == [.delete, .delete, .delete, .insert])
    #expect(collectionView.updateItemsBuildCount == 1)
  }
}
