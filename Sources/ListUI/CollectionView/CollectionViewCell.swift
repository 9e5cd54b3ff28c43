import Foundation

/// A collection view's cell: ListUI's `UICollectionViewCell`. Put content in ``contentView``.
@MainActor
open class CollectionViewCell: CollectionReusableView {
  /// The view that holds the cell's content, resized with the cell.
  public let contentView = View()

  // Trivial stored properties without the runtime's exclusivity checks: see `View`'s frame.
  /// Whether the cell is selected; the collection view sets it.
  @exclusivity(unchecked) open var isSelected = false

  /// Whether the cell is highlighted; the collection view sets it while a tap is down.
  @exclusivity(unchecked) open var isHighlighted = false

  /// What the cell's content shows, as a configuration that makes its view: UIKit's
  /// `contentConfiguration`, such as a list cell's ``ListContentConfiguration``. The view it
  /// makes fills the ``contentView``; a configuration of the same type as the last updates that
  /// view, another replaces it, and `nil` removes it.
  open var contentConfiguration: (any ContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  /// The view the ``contentConfiguration`` made.
  private(set) var configuredContentView: (any View & ContentView)?

  private func applyContentConfiguration() {
    guard let configuration = contentConfiguration else {
      configuredContentView?.removeFromSuperview()
      configuredContentView = nil
      return
    }
    if let view = configuredContentView,
      ObjectIdentifier(type(of: view.configuration)) == ObjectIdentifier(type(of: configuration))
    {
      view.configuration = configuration
      return
    }
    configuredContentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    contentView.addSubview(view)
    configuredContentView = view
    setNeedsLayout()
  }

  /// The part of the content view the configured content takes: all of it; a list cell keeps
  /// room for its accessories.
  var configuredContentFrame: CGRect { contentView.bounds }

  /// Creates a cell; the collection view calls this for each cell it needs.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = CGRect(origin: .zero, size: frame.size)
    addSubview(contentView)
  }

  /// A cell, as `init(frame: .zero)` makes one: UIKit's initializer from an archive (see
  /// ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
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
    configuredContentView?.frame = configuredContentFrame
    // Then the views that the cell's own constraints place, as UIKit's cell does.
    super.layoutSubviews()
  }

  /// Clears the selection and highlight.
  open override func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// The height that fits the content view's subviews, stacked, at `size.width` (the configured
  /// content's view among them); subclasses override it to measure their own content.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let height = contentView.subviews.reduce(CGFloat(0)) { total, view in
      total + view.sizeThatFits(size).height
    }
    return CGSize(width: size.width, height: height)
  }
}
