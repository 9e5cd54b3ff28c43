import ListKit

/// One row: its number and some text.
@MainActor
public final class RowCell: CollectionViewCell {
  let label = Label()

  /// Creates the cell with its label.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  /// Puts the label after a two-column gutter.
  public override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 2, y: 0, width: max(0, bounds.width - 2), height: 1)
  }
}
