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
