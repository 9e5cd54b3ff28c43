import Foundation

/// Answers a table view's questions about row heights, headers and footers, highlight,
/// selection, display, swipe actions and editing, and hears its scrolling: ListUI's `UITableViewDelegate`. Set it as the table view's `delegate`.
/// Every method has a default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of the row at `indexPath`, in the table's units, or
  /// ``TableView/automaticDimension`` for the height its cell asks for; the default is the
  /// table's ``TableView/rowHeight``.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Whether the row may be highlighted, and then selected, when touched; the default is `true`.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight was removed.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The user selected the row: a tap or a click on it, or Return on it in a terminal.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The user's selection of another row deselected this one.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell is about to be shown for the row.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A cell was removed from the screen.
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)

  /// The view above `section`'s rows, or `nil` (the default) for the data source's title, if
  /// any. Dequeue it with ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``, or make
  /// it. The table view sizes it to the header's height (see
  /// ``tableView(_:heightForHeaderInSection:)``) and the table's width; with
  /// ``TableView/automaticDimension`` it is asked at layout too, to measure it.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// The view under `section`'s rows, or `nil` (the default) for the data source's title, if
  /// any; as ``tableView(_:viewForHeaderInSection:)``.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// The height of `section`'s header, in the table's units: 0 for none, or
  /// ``TableView/automaticDimension`` for one line under a title, the height a header view asks
  /// for (at least a line, in cells), and none when the section has neither. The default is the
  /// table's ``TableView/sectionHeaderHeight``.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer; as ``tableView(_:heightForHeaderInSection:)``, with the
  /// table's ``TableView/sectionFooterHeight`` by default.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat

  /// The actions a swipe from the leading edge reveals on the row, or `nil` (the default) for
  /// none. A terminal and a browser have no swipe: they join the row's actions (see
  /// ``ContextualAction``).
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge reveals on the row, or `nil` (the default) for
  /// UIKit's: a Delete action that commits ``TableViewCell/EditingStyle/delete`` when the data
  /// source says the row can be edited and its editing style is delete. A terminal and a
  /// browser have no swipe: they join the row's actions (see ``ContextualAction``).
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// How the row is edited: ``TableViewCell/EditingStyle/delete`` (the default, as UIKit's),
  /// ``TableViewCell/EditingStyle/insert`` or ``TableViewCell/EditingStyle/none``. Asked of the
  /// rows the data source says can be edited.
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  /// The title of the row's Delete action; `nil`, the default, for "Delete".
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Where a row moved in editing mode lands when the user takes it over
  /// `proposedDestinationIndexPath`; the default is the proposed index path.
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension TableViewDelegate {
  /// The table's ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Allows the highlight.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// None: the data source's title, if any.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// None: the data source's title, if any.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }

  /// The table's ``TableView/sectionHeaderHeight``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// The table's ``TableView/sectionFooterHeight``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// None.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }

  /// UIKit's: Delete, for a row the data source can edit whose editing style is delete.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }

  /// Delete.
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }

  /// "Delete".
  public func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }

  /// The proposed index path.
  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}
