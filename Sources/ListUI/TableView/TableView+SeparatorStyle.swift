import Foundation

extension TableView {
  /// The lines between a table's rows: UIKit's `UITableViewCell.SeparatorStyle`. Kept for the
  /// code that sets it: a line would take a row of its own in a terminal, so none is drawn.
  public enum SeparatorStyle: Int, Hashable, Sendable {
    /// No line.
    case none
    /// A single line.
    case singleLine
    /// An etched line, as UIKit's grouped tables once drew.
    case singleLineEtched
  }
}
