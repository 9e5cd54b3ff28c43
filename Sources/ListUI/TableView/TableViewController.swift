import Foundation

/// A view controller whose view is a table view, and which is that table's data source and
/// delegate: ListUI's `UITableViewController`.
///
/// Subclass it and override the data source and delegate methods; they are the controller's
/// own, so an `override` of one is called:
///
/// ```swift
/// final class PeopleViewController: TableViewController {
///   var people: [String] = ["Kevin", "Lucy"]
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
///   }
///
///   override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
///     people.count
///   }
///
///   override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
///     -> TableViewCell
///   {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     cell.textLabel?.text = people[indexPath.row]
///     return cell
///   }
/// }
/// ```
///
/// In a terminal and a browser its screen's list is the table's: the keys move the selection
/// through the rows, and Return or a click selects one, which calls
/// ``tableView(_:didSelectRowAt:)``.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The table view, which is the controller's ``ViewController/view``, made when the
  /// controller is, with the controller as its data source and delegate.
  public let tableView: TableView

  /// A controller whose table view has `style`.
  public init(style: TableView.Style) {
    tableView = TableView(frame: .zero, style: style)
    super.init()
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// A controller with a ``TableView/Style/plain`` table view.
  public required convenience init() {
    self.init(style: .plain)
  }

  /// Makes the table view the controller's view.
  open override func loadView() {
    view = tableView
  }

  /// Enters or leaves editing mode, and the table view's with it.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: Data source

  /// No rows; override it to give the section's row count.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// The cell for a row: a subclass that gives rows must override it, as UIKit's controller
  /// has no cell of its own to give. Without an override the app stops, saying so.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    fatalError(
      "\(type(of: self)) gives \(tableView.numberOfRows(inSection: indexPath.section)) rows in "
        + "section \(indexPath.section) and does not override tableView(_:cellForRowAt:)")
  }

  /// One section.
  open func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// No header.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// No row can be edited; see ``TableViewDataSource/tableView(_:canEditRowAt:)``.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// No row can be moved; see ``TableViewDataSource/tableView(_:canMoveRowAt:)``.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: Delegate

  /// The table's ``TableView/rowHeight``.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Allows the highlight.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// None: the data source's title, if any.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// None: the data source's title, if any.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }

  /// The table's ``TableView/sectionHeaderHeight``.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// The table's ``TableView/sectionFooterHeight``.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// None.
  open func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }

  /// UIKit's: Delete, for a row the data source can edit whose editing style is delete.
  open func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }

  /// Delete.
  open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }

  /// "Delete".
  open func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }

  /// The proposed index path.
  open func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }

  // MARK: Scrolling

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

  /// Allows the scroll to the top.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }

  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
