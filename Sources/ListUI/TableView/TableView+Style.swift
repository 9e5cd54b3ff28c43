import Foundation

extension TableView {
  /// The look of a table view: UIKit's `UITableView.Style`. In a terminal the styles differ by
  /// their spacing, as a list's appearances do (``CollectionLayoutListConfiguration/Appearance-swift.enum``).
  public enum Style: Int, Hashable, Sendable {
    /// Rows from edge to edge, sections one after the other.
    case plain
    /// Sections apart, by a blank line after each, rows from edge to edge.
    case grouped
    /// Sections apart, rows inset by two columns on each side.
    case insetGrouped

    /// The list appearance that draws this style.
    var listAppearance: CollectionLayoutListConfiguration.Appearance {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      }
    }
  }
}
