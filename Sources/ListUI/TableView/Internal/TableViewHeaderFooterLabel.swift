import Foundation

/// A section's header or footer title in a table view: the data source's title, dimmed, where
/// the rows' text starts.
@MainActor
final class TableViewHeaderFooterLabel: CollectionReusableView {
  /// The identifier the table view registers it under, for both kinds.
  static let reuseIdentifier = "ListUI.TableView.headerFooterTitle"

  /// The title.
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.textColor = .secondaryLabel
    addSubview(label)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    label.text = nil
  }

  /// The title in the row, after two columns in cells or 16 points in points, as a row's text.
  override func layoutSubviews() {
    super.layoutSubviews()
    let indent: CGFloat = layoutUnits.isCells ? 2 : 16
    label.frame = CGRect(
      x: indent, y: 0, width: max(0, bounds.width - 2 * indent), height: bounds.height)
  }
}
