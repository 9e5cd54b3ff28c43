import Foundation

/// Answers a table view's collection view from the table's data source and delegate, passing
/// the table view, its cells and its rows' index paths.
@MainActor
final class TableViewBridge: CollectionViewDataSource, CollectionViewDelegate {
  /// The table view whose rows the collection view shows.
  weak var tableView: TableView?

  private var delegate: (any TableViewDelegate)? { tableView?.tableDelegate }

  // MARK: Data source

  func numberOfSections(in collectionView: CollectionView) -> Int {
    guard let tableView, let dataSource = tableView.dataSource else { return 1 }
    return dataSource.numberOfSections(in: tableView)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    guard let tableView, let dataSource = tableView.dataSource else { return 0 }
    return dataSource.tableView(tableView, numberOfRowsInSection: section)
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    // A table without a data source has no rows, so the collection view does not ask; a cell
    // not dequeued is reported as such if it ever did.
    guard let tableView, let dataSource = tableView.dataSource else {
      return CollectionViewCell(frame: .zero)
    }
    let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
    // UIKit's tables also take a cell the data source made itself, when a dequeue without an
    // index path found none to reuse; it is reused under its own identifier after.
    if !cell.wasDequeued {
      cell.wasDequeued = true
      cell.tableView = tableView
    }
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: TableViewHeaderFooterLabel.reuseIdentifier,
      for: indexPath)
    if let title = view as? TableViewHeaderFooterLabel, let tableView,
      let dataSource = tableView.dataSource, let section = indexPath.first
    {
      title.label.text =
        kind == CollectionView.elementKindSectionHeader
        ? dataSource.tableView(tableView, titleForHeaderInSection: section)
        : dataSource.tableView(tableView, titleForFooterInSection: section)
    }
    return view
  }

  // MARK: Delegate

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let tableView, let delegate else { return true }
    return delegate.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    guard let tableView else { return }
    delegate?.tableView(tableView, didHighlightRowAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    guard let tableView else { return }
    delegate?.tableView(tableView, didUnhighlightRowAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let tableView else { return }
    delegate?.tableView(tableView, didSelectRowAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    guard let tableView else { return }
    delegate?.tableView(tableView, didDeselectRowAt: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let tableView, let cell = cell as? TableViewCell else { return }
    delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let tableView, let cell = cell as? TableViewCell else { return }
    delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  // MARK: Scrolling, told of the table view

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    guard let tableView else { return }
    tableView.delegate?.scrollViewDidScroll(tableView)
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    guard let tableView else { return }
    tableView.delegate?.scrollViewWillBeginDragging(tableView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let tableView else { return }
    tableView.delegate?.scrollViewWillEndDragging(
      tableView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    guard let tableView else { return }
    tableView.delegate?.scrollViewDidEndDragging(tableView, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    guard let tableView else { return }
    tableView.delegate?.scrollViewWillBeginDecelerating(tableView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    guard let tableView else { return }
    tableView.delegate?.scrollViewDidEndDecelerating(tableView)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    guard let tableView else { return }
    tableView.delegate?.scrollViewDidEndScrollingAnimation(tableView)
  }

  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    guard let tableView else { return true }
    return tableView.delegate?.scrollViewShouldScrollToTop(tableView) ?? true
  }

  func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    guard let tableView else { return }
    tableView.delegate?.scrollViewDidScrollToTop(tableView)
  }
}
