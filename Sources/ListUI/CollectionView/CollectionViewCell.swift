import Foundation

/// A view a collection view reuses, such as a header: ListUI's `UICollectionReusableView`.
///
/// Views are created by the collection view from their registered class with
/// ``init(frame:)`` and handed out by the dequeue methods; before a view is handed out again,
/// ``prepareForReuse()`` runs.
@MainActor
open class CollectionReusableView: View {
  /// The identifier the view was dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// The attributes last applied to the view.
  public private(set) var layoutAttributes: CollectionViewLayoutAttributes?

  /// Whether the view came from a dequeue method of the collection view.
  var wasDequeued = false

  /// Creates a view; the collection view calls this for each view it needs.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Resets the view before it is handed out again; subclasses clear their content here.
  open func prepareForReuse() {}

  /// Applies the layout's attributes: the frame, hidden state and the rest.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    self.layoutAttributes = layoutAttributes
    frame = layoutAttributes.frame
    isHidden = layoutAttributes.isHidden
  }

  /// The attributes the view would like, for self-sizing layouts: by default the layout's with
  /// the height from ``View/sizeThatFits(_:)`` at the layout's width.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let preferred = layoutAttributes.copy()
    let fitting = sizeThatFits(
      CGSize(width: layoutAttributes.size.width, height: .greatestFiniteMagnitude))
    preferred.size = CGSize(width: layoutAttributes.size.width, height: fitting.height)
    return preferred
  }
}

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

  /// Resizes the content view with the cell.
  open override func layoutSubviews() {
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
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
