import Foundation
import ListUI
import Testing

/// The animations batch updates give the views they touch: the frame stays the end state, the
/// presentation goes from where the view was to where it is.
@MainActor
@Suite struct UpdateAnimationTests {
  @Test func moveGlidesFromTheOldFrame_inWholeCells_andEndsAtTheNewOne() throws {
    let harness = Harness(counts: [8])
    harness.collectionView.layoutIfNeeded()
    let cell = try #require(harness.collectionView.cellForItem(at: path(0, 6)))
    harness.collectionView.performBatchUpdates {
      harness.collectionView.moveItem(at: path(0, 6), to: path(0, 0))
    }
    #expect(cell.frame.minY == 0)
    let animation = try #require(cell.animation)
    #expect(animation.startFrame?.minY == 6)
    #expect(cell.presentationFrame(at: 0).minY == 6)
    let halfway = cell.presentationFrame(at: 0.05).minY
    #expect(halfway > 0 && halfway < 6)
    #expect(halfway == halfway.rounded())
    #expect(cell.presentationFrame(at: 0.2) == cell.frame)
    #expect(cell.presentationFrame(at: nil) == cell.frame)
    #expect(harness.collectionView.hasRunningAnimations(at: 0.1))
    #expect(!harness.collectionView.hasRunningAnimations(at: 0.2))
  }

  @Test func anUpdateWithoutAnimationEndsTheAnimationsOfAnEarlierOne() throws {
    let harness = Harness(counts: [8])
    harness.collectionView.layoutIfNeeded()
    let cell = try #require(harness.collectionView.cellForItem(at: path(0, 6)))
    harness.collectionView.performBatchUpdates {
      harness.collectionView.moveItem(at: path(0, 6), to: path(0, 0))
    }
    #expect(cell.animation != nil)
    View.performWithoutAnimation {
      harness.collectionView.performBatchUpdates {
        harness.collectionView.reloadItems(at: [path(0, 7)])
      }
    }
    #expect(cell.animation == nil)
    #expect(cell.presentationFrame(at: 0.05) == cell.frame)
  }

  @Test func finishUpdateAnimations_completesTheUpdatesUnderWayNow_andOnlyOnce() throws {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    let leaving = try #require(harness.collectionView.cellForItem(at: path(0, 1)))
    harness.dataSource.counts = [2]
    var completions: [Bool] = []
    harness.collectionView.performBatchUpdates(
      { harness.collectionView.deleteItems(at: [path(0, 1)]) },
      completion: { completions.append($0) })
    #expect(completions.isEmpty)
    #expect(leaving.superview === harness.collectionView)
    harness.collectionView.finishUpdateAnimations()
    #expect(completions == [true])
    #expect(leaving.superview == nil)
    #expect(!harness.collectionView.hasRunningAnimations(at: 0))
    harness.scheduler.advance(by: 1)
    #expect(completions == [true])
  }

  @Test func deletedCellDims_thenIsNotDrawn_andNeverInTheEndState() throws {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    let cell = try #require(harness.collectionView.cellForItem(at: path(0, 1)))
    harness.dataSource.counts = [2]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteItems(at: [path(0, 1)])
    }
    #expect(cell.superview === harness.collectionView)  // kept until the animation ends
    #expect(cell.isPresented(at: 0))
    #expect(cell.presentationStyle(at: 0).isDim)
    #expect(!cell.isPresented(at: 0.15))
    #expect(!cell.isPresented(at: nil))
    harness.scheduler.runUntilIdle()
    #expect(cell.superview == nil)
    #expect(cell.animation == nil)
  }

  @Test func insertedCellAppearsDimmed_reloadedCellFlashes() throws {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    harness.dataSource.counts = [4]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.insertItems(at: [path(0, 1)])
      harness.collectionView.reloadItems(at: [path(0, 2)])
    }
    let inserted = try #require(harness.collectionView.cellForItem(at: path(0, 1)))
    #expect(inserted.animation?.effect == .appear)
    #expect(inserted.presentationStyle(at: 0.1).isDim)
    #expect(inserted.presentationStyle(at: 0.2) == .plain)
    // Item 2 lands at 3, below the inserted item.
    let reloaded = try #require(harness.collectionView.cellForItem(at: path(0, 3)))
    #expect(reloaded.animation?.effect == .highlight)
    #expect(reloaded.presentationStyle(at: 0.01).isReversed)
  }

  @Test func withoutAnimation_nothingAnimates_butLeavingCellsAreNotDrawn() throws {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    let leaving = try #require(harness.collectionView.cellForItem(at: path(0, 0)))
    harness.dataSource.counts = [2]
    View.performWithoutAnimation {
      harness.collectionView.performBatchUpdates {
        harness.collectionView.deleteItems(at: [path(0, 0)])
      }
    }
    #expect(!harness.collectionView.hasRunningAnimations(at: 0))
    // The leaving cell ended displaying in the update: it is back in the reuse queue.
    #expect(leaving.superview == nil)
    #expect(!harness.collectionView.visibleCells.contains { $0 === leaving })
    for cell in harness.collectionView.visibleCells { #expect(cell.animation == nil) }
  }

  @Test func finishAnimations_jumpsToTheEnd() throws {
    let harness = Harness(counts: [3])
    harness.collectionView.layoutIfNeeded()
    let leaving = try #require(harness.collectionView.cellForItem(at: path(0, 0)))
    harness.dataSource.counts = [2]
    harness.collectionView.performBatchUpdates {
      harness.collectionView.deleteItems(at: [path(0, 0)])
    }
    #expect(harness.collectionView.hasRunningAnimations(at: 0))
    harness.collectionView.finishAnimations()
    #expect(!harness.collectionView.hasRunningAnimations(at: 0))
    #expect(!leaving.isPresented(at: 0))
    for cell in harness.collectionView.visibleCells {
      #expect(cell.presentationFrame(at: 0) == cell.frame)
    }
  }
}
