import Foundation

// Loading ahead of the ends of the content: `leadingScreensForBatching` and the
// `batchFetchDelegate`.
extension ListAdapter {
  /// Checks at the scheduler's next turn whether to tell the ``batchFetchDelegate`` to load more:
  /// after a scroll, a cell coming on screen or an update. Checks asked for in one turn are one
  /// check, made outside the layout pass and the update that asked.
  func setNeedsBatchFetchCheck() {
    guard batchFetchDelegate != nil, !batchFetchState.isCheckScheduled, let collectionView else {
      return
    }
    batchFetchState.isCheckScheduled = true
    collectionView.scheduler.schedule(after: 0) { [weak self] in
      guard let self else { return }
      self.batchFetchState.isCheckScheduled = false
      self.checkBatchFetch()
    }
  }

  /// Tells the ``batchFetchDelegate`` of each end of the content that the visible area is within
  /// ``leadingScreensForBatching`` screens of, unless it was told of that end at this length of
  /// the content.
  func checkBatchFetch() {
    guard let delegate = batchFetchDelegate, let collectionView else { return }
    let vertical = Self.scrollDirection(of: collectionView) == .vertical
    let content = collectionView.contentSize
    let length = vertical ? content.height : content.width
    let visible = Self.visibleArea(of: collectionView)
    let screen = vertical ? collectionView.bounds.height : collectionView.bounds.width
    guard length > 0, screen > 0 else { return }
    let ahead = max(0, leadingScreensForBatching) * screen
    let beforeVisible = vertical ? visible.minY : visible.minX
    let afterVisible = length - (vertical ? visible.maxY : visible.maxX)
    let nearEnd = afterVisible <= ahead && batchFetchState.lengthAtEnd != length
    let nearStart = beforeVisible <= ahead && batchFetchState.lengthAtStart != length
    if nearEnd { batchFetchState.lengthAtEnd = length }
    if nearStart { batchFetchState.lengthAtStart = length }
    if nearEnd { delegate.listAdapterWillBeginBatchFetch(self) }
    // The first call may have let go of the delegate.
    if nearStart { batchFetchDelegate?.listAdapterWillBeginBatchFetchAtStart(self) }
  }
}
