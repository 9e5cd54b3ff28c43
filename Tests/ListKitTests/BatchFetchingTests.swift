import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// `ListAdapter.leadingScreensForBatching` and the `batchFetchDelegate`: told once per length of
/// the content when the visible area comes within that many screens of an end of it.
@MainActor
@Suite struct BatchFetchingTests {
  /// Notes where the list was scrolled each time it was told.
  final class FetchLog: ListAdapterBatchFetchDelegate {
    var ends: [CGFloat] = []
    var starts: [CGFloat] = []
    let collectionView: CollectionView
    var onEnd: () -> Void = {}

    init(_ collectionView: CollectionView) {
      self.collectionView = collectionView
    }

    func listAdapterWillBeginBatchFetch(_ listAdapter: ListAdapter) {
      ends.append(collectionView.contentOffset.y)
      onEnd()
    }

    func listAdapterWillBeginBatchFetchAtStart(_ listAdapter: ListAdapter) {
      starts.append(collectionView.contentOffset.y)
    }
  }

  /// `count` one-row sections on a list 10 rows high, laid out, with a fetch log as the batch
  /// fetch delegate.
  private func makeHarness(count: Int = 100) -> (AdapterHarness, FetchLog) {
    let harness = AdapterHarness.rows((0..<count).map { TestObject($0, 1) })
    harness.collectionView.layoutIfNeeded()
    let log = FetchLog(harness.collectionView)
    harness.adapter.batchFetchDelegate = log
    harness.run()
    return (harness, log)
  }

  /// Scrolls one row at a time, as a user's wheel does, running the scheduler after each row.
  private func scroll(_ harness: AdapterHarness, to y: CGFloat) {
    let collectionView = harness.collectionView
    while collectionView.contentOffset.y != y {
      let step: CGFloat = collectionView.contentOffset.y < y ? 1 : -1
      let before = collectionView.contentOffset.y
      collectionView.scrollByUser(CGPoint(x: 0, y: step))
      harness.run()
      if collectionView.contentOffset.y == before { return }
    }
  }

  @Test func scrollingToTheEnd_tellsOnce_twoScreensAhead() {
    let (harness, log) = makeHarness()
    #expect(log.ends.isEmpty)
    scroll(harness, to: 90)
    // 100 rows, 10 on screen: 20 rows are left past the screen at offset 70.
    #expect(log.ends == [70])
    scroll(harness, to: 0)
    scroll(harness, to: 90)
    #expect(log.ends == [70])
  }

  @Test func theDelegateIsToldAtTheSchedulersNextTurn_notWhileTheListScrolls() {
    let (harness, log) = makeHarness()
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 75)
    harness.collectionView.layoutIfNeeded()
    #expect(log.ends.isEmpty)
    harness.scheduler.advance(by: 0)
    #expect(log.ends == [75])
  }

  @Test func moreContent_tellsAgain_whenTheListComesNearItsNewEnd() {
    let (harness, log) = makeHarness()
    scroll(harness, to: 70)
    #expect(log.ends == [70])
    harness.update((0..<150).map { TestObject($0, 1) })
    harness.run()
    // 150 rows: 70 past the screen, more than two screens.
    #expect(log.ends == [70])
    scroll(harness, to: 140)
    #expect(log.ends == [70, 120])
  }

  @Test func contentThatArrivesStillWithinReach_tellsAgainAtOnce() {
    let (harness, log) = makeHarness()
    log.onEnd = {
      let count = harness.dataSource.objects.count
      harness.dataSource.objects += (count..<count + 5).map { TestObject($0, 1) }
      harness.adapter.performUpdates(animated: true)
    }
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 80)
    harness.run()
    // Ten rows past the screen, then 15 and 20: still within two screens; then 25.
    #expect(harness.dataSource.objects.count == 115)
    #expect(log.ends == [80, 80, 80])
  }

  @Test func zeroScreens_tellsOnlyAtTheEnd() {
    let (harness, log) = makeHarness()
    harness.adapter.leadingScreensForBatching = 0
    scroll(harness, to: 89)
    #expect(log.ends.isEmpty)
    scroll(harness, to: 90)
    #expect(log.ends == [90])
  }

  @Test func anEmptyList_tellsNothing_untilItHasContent() {
    let (harness, log) = makeHarness(count: 0)
    #expect(log.ends.isEmpty && log.starts.isEmpty)
    harness.update((0..<5).map { TestObject($0, 1) })
    harness.settle()
    // Five rows fit on the screen: both ends are in reach.
    #expect(log.ends == [0])
    #expect(log.starts == [0])
  }

  @Test func theStart_isToldOnce_andAgainAfterContentArrivesAbove() {
    let (harness, log) = makeHarness()
    harness.adapter.keepsVisibleContentPosition = true
    #expect(log.starts == [0])
    scroll(harness, to: 90)
    scroll(harness, to: 20)
    // Told once for this length of the content.
    #expect(log.starts == [0])
    harness.update((-50..<0).map { TestObject($0, 1) } + harness.dataSource.objects)
    harness.run()
    // The rows on screen stayed in place, 70 rows down the new content: out of reach.
    #expect(harness.collectionView.contentOffset.y == 70)
    #expect(log.starts == [0])
    scroll(harness, to: 20)
    #expect(log.starts == [0, 20])
  }

  @Test func withoutADelegate_nothingIsScheduled() {
    let harness = AdapterHarness.rows((0..<100).map { TestObject($0, 1) })
    harness.collectionView.layoutIfNeeded()
    harness.run()
    harness.collectionView.contentOffset = CGPoint(x: 0, y: 90)
    #expect(harness.scheduler.pendingCount == 0)
  }

  @Test func aHorizontalList_measuresAlongItsWidth() {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let harness = AdapterHarness(
      (0..<100).map { TestObject($0, 1) }, frame: CGRect(x: 0, y: 0, width: 10, height: 3),
      layout: layout
    ) { _ in ColumnOfOne() }
    harness.collectionView.layoutIfNeeded()
    let log = FetchLog(harness.collectionView)
    harness.adapter.batchFetchDelegate = log
    harness.run()
    harness.collectionView.contentOffset = CGPoint(x: 69, y: 0)
    harness.run()
    #expect(log.ends.isEmpty)
    harness.collectionView.contentOffset = CGPoint(x: 70, y: 0)
    harness.run()
    #expect(log.ends.count == 1)
  }
}

/// A one-item section one column wide and as high as the list.
private final class ColumnOfOne: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: 1, height: collectionContext?.containerSize.height ?? 0)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { fatalError("outside an adapter") }
    let cell: TextCell = context.dequeueReusableCell(for: self, at: index)
    return cell
  }
}
