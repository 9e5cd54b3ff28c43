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
    let harness = Harness(counts: [1, 1, 1, 1], layout: layout)
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.counts = [1, 2]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteSections([0, 1, 2])
      harness.collectionView.insertSections([1])
    }
    #expect(layout.actions == [.delete, .delete, .delete, .insert])
    #expect(harness.collectionView.updateItemsBuildCount == 1)
  }
}
