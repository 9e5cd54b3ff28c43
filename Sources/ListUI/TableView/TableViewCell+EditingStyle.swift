import Foundation

extension TableViewCell {
  /// How a row is edited: UIKit's `UITableViewCell.EditingStyle`. In editing mode
  /// (``TableView/isEditing``) a terminal and a browser draw the row's editing control as a mark
  /// at its trailing edge, `⊖` for delete and `⊕` for insert, and the row's actions (a right
  /// click or `x`) offer Delete or Insert, which commit the style
  /// (``TableViewDataSource/tableView(_:commit:forRowAt:)``).
  public enum EditingStyle: Int, Hashable, Sendable {
    /// No editing control.
    case none
    /// A delete control: the row can be deleted.
    case delete
    /// An insert control: a row can be inserted there.
    case insert
  }
}
