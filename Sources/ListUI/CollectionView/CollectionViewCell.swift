import Foundation

/// A collection view's cell: ListUI's `UICollectionViewCell`. Put content in ``contentView``.
@MainActor
open class CollectionViewCell: CollectionReusableView {
  /// The view that holds the cell's content, resized with the cell.
  public let contentView = View()

  /// Whether the cell is selected; the collection view sets it.
  open var isSelected = false

  /// Whether the cell is highlighted; the collection view sets it while a tap is down.
  open var isHighlighted = false

  /// Creates a cell; the collection view calls this for each cell it needs.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = CGRect(origin: .zero, size: frame.size)
    addSubview(contentView)
  }

  /// Reverse video while the cell is selected or highlighted, so the selection shows without
  /// colour; plain otherwise.
  open override var drawingStyle: TextStyle {
    isSelected || isHighlighted ? .reversed : .plain
  }

  /// Fills a selected or highlighted cell in reverse video, so its whole row shows the
  /// selection; draws nothing otherwise.
  open override func draw(in context: DrawingContext) {
    if isSelected || isHighlighted { context.fill(bounds) }
  }

  /// Resizes the content view with the cell, then places the views the cell's own constraints
  /// place.
  open override func layoutSubviews() {
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
    // Then the views that the cell's own constraints place, as UIKit's cell does.
    super.layoutSubviews()
  }

  /// Clears the selection and highlight.
  open override func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// The height that fits the content view's subviews, stacked, at `size.width`; subclasses
  /// override it to measure their own content.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let height = contentView.subviews.reduce(CGFloat(0)) { total, view in
      total + view.sizeThatFits(size).height
    }
    return CGSize(width: size.width, height: height)
  }
}
