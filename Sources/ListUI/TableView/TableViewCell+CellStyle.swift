import Foundation

extension TableViewCell {
  /// Where a cell's built-in labels go: UIKit's `UITableViewCell.CellStyle`, drawn as the list
  /// content configurations are (``ListContentConfiguration``).
  public enum CellStyle: Int, Hashable, Sendable {
    /// The text alone, after the image; there is no ``TableViewCell/detailTextLabel``:
    /// ``ListContentConfiguration/cell()``.
    case `default`
    /// The detail text at the trailing edge of the text's line, dimmed:
    /// ``ListContentConfiguration/valueCell()``.
    case value1
    /// UIKit's right-aligned text before a left-aligned detail; drawn as ``value1``.
    case value2
    /// The detail text under the text, dimmed: ``ListContentConfiguration/subtitleCell()``.
    case subtitle

    /// The content configuration this style's built-in labels are drawn with.
    var contentConfiguration: ListContentConfiguration {
      switch self {
      case .default: .cell()
      case .value1, .value2: .valueCell()
      case .subtitle: .subtitleCell()
      }
    }
  }
}
