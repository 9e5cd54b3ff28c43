import Foundation

/// A table view cell's built-in `textLabel` or `detailTextLabel`: a label that tells its cell
/// when what it shows changes, so that the cell draws it in its list content.
@MainActor
final class TableViewCellLabel: Label {
  /// Runs after a change of what the label shows.
  var onChange: (@MainActor () -> Void)?

  override var text: String? { didSet { onChange?() } }
  override var attributedText: NSAttributedString? { didSet { onChange?() } }
  override var font: Font { didSet { onChange?() } }
  override var textColor: Color? { didSet { onChange?() } }
  override var numberOfLines: Int { didSet { onChange?() } }
  override var textAlignment: TextAlignment { didSet { onChange?() } }
}
