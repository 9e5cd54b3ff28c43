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
    tableView.configureEditing(of: cell, at: indexPath, animated: false)
    return cell
  }

  /// A host showing the delegate's header or footer view for the section, else the data
  /// source's title; or the table's header or footer view.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: TableViewHeaderFooterHost.reuseIdentifier,
      for: indexPath)
    guard let host = view as? TableViewHeaderFooterHost, let tableView else { return view }
    host.onRelease = { [weak tableView] released in
      tableView?.recycleHeaderFooterView(released)
    }
    let section = indexPath.section
    switch kind {
    case TableView.elementKindTableHeader:
      host.host(tableView.tableHeaderView)
    case TableView.elementKindTableFooter:
      host.host(tableView.tableFooterView)
    case CollectionView.elementKindSectionHeader:
      let header = delegate?.tableView(tableView, viewForHeaderInSection: section)
      host.host(header)
      host.label.text =
        header == nil
        ? tableView.dataSource?.tableView(tableView, titleForHeaderInSection: section) : nil
    default:
      let footer = delegate?.tableView(tableView, viewForFooterInSection: section)
      host.host(footer)
      host.label.text =
        footer == nil
        ? tableView.dataSource?.tableView(tableView, titleForFooterInSection: section) : nil
    }
    return host
  }

  /// Whether the row can move: in editing mode, where the data source lets it.
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  {
    guard let tableView, tableView.isEditing else { return false }
    return tableView.canMoveRow(at: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let tableView else { return }
    tableView.dataSource?.tableView(
      tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  // MARK: Delegate

  /// The delegate's answer; no row is highlighted by a tap in editing mode, unless the table
  /// allows selection during editing.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let tableView else { return true }
    if tableView.isEditing && !tableView.allowsSelectionDuringEditing { return false }
    guard let delegate else { return true }
    return delegate.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  /// No row is selected by a tap in editing mode, unless the table allows selection during
  /// editing.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let tableView else { return true }
    return !tableView.isEditing || tableView.allowsSelectionDuringEditing
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
    // A prototype cell's selection segue is performed first, as UIKit calls
    // `prepare(for:sender:)` before `tableView(_:didSelectRowAt:)`.
    if let cell = tableView.cellForRow(at: indexPath), let id = cell.selectionSegueID,
      let controller = tableView.owningViewControllerInChain
    {
      controller.triggerSegue(withID: id, sender: cell)
    }
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

  /// The header or footer view leaves its host, to be reused.
  func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    (view as? TableViewHeaderFooterHost)?.releaseHostedView()
  }

  func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    guard let tableView, let delegate else { return proposedIndexPath }
    return delegate.tableView(
      tableView, targetIndexPathForMoveFromRowAt: originalIndexPath,
      toProposedIndexPath: proposedIndexPath)
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
