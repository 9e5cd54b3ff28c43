import Foundation
import ListUI
import Testing

/// The content offset a batch update moves to: the layout's proposal, then the delegate's
/// `collectionView(_:targetContentOffsetForProposedContentOffset:)`, applied in the same pass,
/// with the views starting from where they were on screen.
@MainActor
@Suite struct UpdateContentOffsetTests {
  /// A delegate that moves the content by `shift` in each batch update and notes what it saw.
  final class Shifter: CollectionViewDelegate {
    var shift = CGPoint.zero
    var proposals: [CGPoint] = []
    var offsetsWhenAsked: [CGPoint] = []
    var watched: CollectionViewCell?
    var watchedWhenAsked: (indexPath: IndexPath?, frame: CGRect)?

    func collectionView(
      _ collectionView: CollectionView,
      targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
      proposals.append(proposedContentOffset)
      offsetsWhenAsked.append(collectionView.contentOffset)
      if let watched {
        watchedWhenAsked = (collectionView.indexPath(for: watched), watched.frame)
      }
      return CGPoint(
        x: proposedContentOffset.x + shift.x, y: proposedContentOffset.y + shift.y)
    }
  }

  /// Where each cell on screen is drawn at `time`, by its text, from the top of the list.
  private func rowsOnScreen(_ harness: Harness, at time: TimeInterval?) -> [String: CGFloat] {
    var rows: [String: CGFloat] = [:]
    let offset = harness.collectionView.contentOffset.y
    for cell in harness.collectionView.visibleCells {
      guard let text = (cell as? TestCell)?.text, cell.isPresented(at: time) else { continue }
      rows[text] = cell.presentationFrame(at: time).minY - offset
    }
    return rows
  }

  /// A harness of 30 rows, 10 on screen from row 10.
  private func scrolledHarness() -> Harness {
    let harness = Harness(counts: [30])
    harness.collectionView.layoutIfNeeded()
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 10)
    harness.collectionView.layoutIfNeeded()
    return harness
  }

  @Test func theDelegateIsAsked_withTheLayoutsOffset_cellsAtNewIndexPathsAndOldFrames() {
    let harness = scrolledHarness()
    let shifter = Shifter()
    shifter.shift = CGPoint(x: 0, y: 3)
    shifter.watched = harness.collectionView.cellForItem(at: path(0, 10))
    #expect(shifter.watched != nil)
    harness.collectionView.delegate = shifter
    harness.dataSource.counts = [33]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertItems(at: [path(0, 0), path(0, 1), path(0, 2)])
    }
    #expect(shifter.proposals == [CGPoint(x: 0, y: 10)])
    #expect(shifter.offsetsWhenAsked == [CGPoint(x: 0, y: 10)])
    #expect(shifter.watchedWhenAsked?.indexPath == path(0, 13))
    #expect(shifter.watchedWhenAsked?.frame.minY == 10)
    #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 13))
    #expect(shifter.watched?.frame.minY == 13)
  }

  @Test func viewsTheNewOffsetKeepsOnScreen_doNotMoveInAnyFrameOfTheAnimation() {
    let harness = scrolledHarness()
    let before = rowsOnScreen(harness, at: nil)
    let shifter = Shifter()
    shifter.shift = CGPoint(x: 0, y: 3)
    harness.collectionView.delegate = shifter
    harness.dataSource.counts = [33]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertItems(at: [path(0, 0), path(0, 1), path(0, 2)])
    }
    // The cells keep the texts they were made with, at their old index paths.
    #expect(before.count == 10)
    for time in stride(from: 0.0, through: 0.2, by: 0.05) {
      #expect(rowsOnScreen(harness, at: time) == before)
    }
    harness.scheduler.runUntilIdle()
    #expect(rowsOnScreen(harness, at: nil) == before)
  }

  @Test func withoutAChange_theRowsGlideAsBefore() throws {
    let harness = scrolledHarness()
    let cell = try #require(harness.collectionView.cellForItem(at: path(0, 10)))
    harness.dataSource.counts = [33]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertItems(at: [path(0, 0), path(0, 1), path(0, 2)])
    }
    #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 10))
    #expect(cell.presentationFrame(at: 0).minY == 10)
    #expect(cell.presentationFrame(at: 0.2).minY == 13)
  }

  @Test func aLeavingCell_dimsWhereItWasOnScreen() throws {
    let harness = scrolledHarness()
    let leaving = try #require(harness.collectionView.cellForItem(at: path(0, 12)))
    let shifter = Shifter()
    shifter.shift = CGPoint(x: 0, y: 2)
    harness.collectionView.delegate = shifter
    harness.dataSource.counts = [32]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteItems(at: [path(0, 12)])
      harness.collectionView.insertItems(at: [path(0, 0), path(0, 1), path(0, 2)])
    }
    #expect(harness.collectionView.contentOffset.y == 12)
    #expect(leaving.isPresented(at: 0))
    #expect(leaving.presentationFrame(at: 0).minY - harness.collectionView.contentOffset.y == 2)
  }

  @Test func anAnimatedScrollUnderWay_endsWhereItWasGoingOnTheContent() {
    let harness = scrolledHarness()
    harness.collectionView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
    harness.scheduler.advance(by: 0.1)
    let shifter = Shifter()
    shifter.shift = CGPoint(x: 0, y: 3)
    harness.collectionView.delegate = shifter
    harness.dataSource.counts = [33]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertItems(at: [path(0, 0), path(0, 1), path(0, 2)])
    }
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 23))
  }

  @Test func aDecelerationUnderWay_restsWhereItWasGoingOnTheContent() {
    let harness = scrolledHarness()
    harness.collectionView.scrollByUser(CGPoint(x: 0, y: 2), decelerates: true)
    #expect(harness.collectionView.isDecelerating)
    let shifter = Shifter()
    shifter.shift = CGPoint(x: 0, y: 3)
    harness.collectionView.delegate = shifter
    harness.dataSource.counts = [33]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertItems(at: [path(0, 0), path(0, 1), path(0, 2)])
    }
    harness.scheduler.runUntilIdle()
    #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 15))
  }
}
