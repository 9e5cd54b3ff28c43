import Foundation

/// A view that shows an image: ListUI's `UIImageView`.
@MainActor
open class ImageView: View {
  /// The image, or `nil` for none.
  open var image: ImageReference? { didSet { contentSizeDidChange() } }

  /// Creates an image view showing `image`, sized to it.
  public init(image: ImageReference?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Creates an image view with no image.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// An image view with no image, as `init(frame: .zero)` makes one: UIKit's initializer from
  /// an archive (see ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can
  /// call `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
  }

  /// Draws a placeholder for the image where ``View/contentMode`` places it (see
  /// ``View/ContentMode/rect(forContentOfSize:in:)``): a system symbol's glyph
  /// (``ImageReference/symbol``), in the tint colour when the image is a template; for another
  /// image, a box with the image's name in the
  /// middle, or the name in brackets when the box would be too small; the view's
  /// ``View/accessibilityLabel``, when it has one, in place of the name, as it says what the
  /// image shows. Stretched to the bounds by
  /// default; at the image's size or scaled to its proportions otherwise, and cut at the bounds
  /// when the view ``View/clipsToBounds``. Draws nothing without an image.
  open override func draw(in context: DrawingContext) {
    guard let image else { return }
    let rect = contentMode.rect(forContentOfSize: image.size, in: bounds)
    let width = context.columns(in: rect.width)
    let height = context.lines(in: rect.height)
    guard width > 0, height > 0 else { return }
    let cells = context.translated(by: rect.origin).measuredInCells()
    if let glyph = image.symbol {
      // A system symbol is its glyph, in the tint colour when it is a template.
      let text = TextMetrics.truncate(glyph, toWidth: width)
      let style = TextStyle(
        foreground: image.isTemplate ? tintColor?.drawingColor : nil, isBold: image.isBoldSymbol)
      cells.drawText(
        text, at: CGPoint(x: (width - TextMetrics.width(of: text)) / 2, y: (height - 1) / 2),
        style: style)
      return
    }
    let title = accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 } ?? image.name
    func row(_ text: String, _ y: Int, _ x: Int = 0) {
      cells.drawText(text, at: CGPoint(x: x, y: y), style: .dim)
    }
    guard width >= 3 && height >= 3 else {
      let label =
        width >= 3
        ? "[" + TextMetrics.truncate(title, toWidth: width - 2) + "]"
        : TextMetrics.truncate(title, toWidth: width)
      row(label, (height - 1) / 2)
      return
    }
    let rule = String(repeating: "─", count: width - 2)
    row("┌" + rule + "┐", 0)
    for y in 1..<(height - 1) {
      row("│" + String(repeating: " ", count: width - 2) + "│", y)
    }
    row("└" + rule + "┘", height - 1)
    let name = TextMetrics.truncate(title, toWidth: width - 2)
    row(name, 1 + (height - 3) / 2, 1 + (width - 2 - TextMetrics.width(of: name)) / 2)
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
