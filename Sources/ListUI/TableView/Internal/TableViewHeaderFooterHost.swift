import Foundation

/// What a table view shows in a section's header or footer, or above or under all its
/// sections: the data source's title, dimmed, where the rows' text starts, or a view (the
/// delegate's header or footer view, the table's header or footer view), filling it.
@MainActor
final class TableViewHeaderFooterHost: CollectionReusableView {
  /// The identifier the table view registers it under, for every kind.
  static let reuseIdentifier = "ListUI.TableView.headerFooter"

  /// The title, shown when no view is.
  let label = Label()

  /// The view shown, filling the host, if any.
  private(set) var hostedView: View?

  /// Given the hosted view when it leaves the host, so that the table view can reuse it.
  var onRelease: (@MainActor (View) -> Void)?

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.textColor = .secondaryLabel
    addSubview(label)
  }

  /// Shows `view` instead of the title, or the title again for `nil`.
  func host(_ view: View?) {
    guard view !== hostedView else { return }
    releaseHostedView()
    hostedView = view
    label.isHidden = view != nil
    if let view {
      addSubview(view)
      setNeedsLayout()
    }
  }

  /// Takes the hosted view out, unless another host took it since, and hands it to
  /// ``onRelease``.
  func releaseHostedView() {
    guard let view = hostedView else { return }
    hostedView = nil
    label.isHidden = false
    guard view.superview === self else { return }
    view.removeFromSuperview()
    onRelease?(view)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    label.text = nil
    releaseHostedView()
  }

  /// The hosted view fills the host; the title stands after two columns in cells or 16 points
  /// in points, as a row's text.
  override func layoutSubviews() {
    super.layoutSubviews()
    hostedView?.frame = bounds
    let indent: CGFloat = layoutUnits.isCells ? 2 : 16
    label.frame = CGRect(
      x: indent, y: 0, width: max(0, bounds.width - 2 * indent), height: bounds.height)
  }
}
