import Foundation
import ListUI
import Testing

/// The collection view's debug description says what it holds, as IGListKit's
/// `UICollectionView+DebugDescription` does, without asking the data source anything.
@MainActor
@Suite struct CollectionViewDebugDescriptionTests {
  @Test func beforeTheFirstLayoutTheSectionsAreNotLoadedAndTheDataSourceIsNotAsked() {
    let harness = Harness(counts: [3, 2])
    let lines = harness.collectionView.debugDescriptionLines
    #expect(lines.contains("Sections: not loaded"))
    #expect(lines.contains("Visible items: []"))
    #expect(harness.dataSource.log.isEmpty)
  }

  @Test func aLaidOutCollectionViewListsItsSectionsAndVisibleItems() {
    let harness = Harness(counts: [3, 2])
    harness.collectionView.layoutIfNeeded()
    #expect(
      harness.collectionView.debugDescriptionLines == [
        "<CollectionView; layout: CollectionViewFlowLayout>",
        "Frame: (0.0, 0.0, 20.0, 10.0); contentOffset: (0.0, 0.0); contentSize: (20.0, 5.0)",
        "Data source: TestDataSource",
        "Delegate: EventLog",
        "Sections: 2",
        "  Section 0: 3 items",
        "  Section 1: 2 items",
        "Visible items: [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]]",
        "Selected items: []",
        "Recording a batch update: no",
        "Batch updates animating: 0",
        "Reload pending: false",
        "Interactive movement: none",
      ])
    #expect(
      harness.collectionView.debugDescription
        == harness.collectionView.debugDescriptionLines.joined(separator: "\n"))
  }

  @Test func aBatchUpdateShowsWhileItIsRecordedAndWhileItAnimates() {
    let harness = Harness(counts: [3, 2])
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.counts = [4, 1]
    var recording: [String] = []
    harness.collectionView.performBatchUpdates {
      let collectionView = harness.collectionView
      collectionView.insertItems(at: [path(0, 3)])
      collectionView.deleteItems(at: [path(1, 1)])
      recording = collectionView.debugDescriptionLines.filter { $0.hasPrefix("Recording") }
    }
    #expect(
      recording == ["Recording a batch update: yes (insertItems: [[0, 3]]; deleteItems: [[1, 1]])"])
    let during = harness.collectionView.debugDescriptionLines
    #expect(during.contains("Recording a batch update: no"))
    #expect(during.contains("Batch updates animating: 1"))
    #expect(during.contains("  Section 0: 4 items"))
    #expect(during.contains("  Section 1: 1 item"))
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.debugDescriptionLines.contains("Batch updates animating: 0"))
  }

  @Test func anEmptyBatchUpdateIsRecordedWithNoChangesYet() {
    let harness = Harness(counts: [1])
    harness.collectionView.layoutIfNeeded()
    var recording: [String] = []
    harness.collectionView.performBatchUpdates {
      recording = harness.collectionView.debugDescriptionLines.filter {
        $0.hasPrefix("Recording")
      }
    }
    #expect(recording == ["Recording a batch update: yes (no changes yet)"])
  }

  @Test func theSelectionAPendingReloadAndAnInteractiveMoveShow() {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    harness.collectionView.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
    harness.collectionView.beginInteractiveMovementForItem(at: path(0, 0))
    harness.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: 2.5))
    let lines = harness.collectionView.debugDescriptionLines
    #expect(lines.contains("Selected items: [[0, 0]]"))
    #expect(lines.contains("Interactive movement: from [0, 0], now at [0, 2]"))
    harness.collectionView.cancelInteractiveMovement()
    harness.collectionView.reloadData()
    let reloaded = harness.collectionView.debugDescriptionLines
    #expect(reloaded.contains("Reload pending: true"))
    #expect(reloaded.contains("Sections: not loaded"))
    #expect(reloaded.contains("Interactive movement: none"))
  }
}
