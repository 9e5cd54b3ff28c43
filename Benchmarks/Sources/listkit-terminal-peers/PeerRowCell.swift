import ListKit

/// A row's cell: its text after a two-column gutter.
@MainActor
final class PeerRowCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 2, y: 0, width: max(0, bounds.width - 2), height: 1)
  }
}
