import Foundation

/// A view that shows text: ListUI's `UILabel`. Sizes are character cells.
@MainActor
open class Label: View {
  /// The text, or `nil` for none.
  open var text: String? { didSet { if text != oldValue { contentSizeDidChange() } } }

  /// The most lines to show; 0 means as many as the text needs. The default is 1.
  open var numberOfLines = 1 { didSet { contentSizeDidChange() } }

  /// How the lines are aligned.
  open var textAlignment: TextAlignment = .left

  /// How text that does not fit is cut.
  open var lineBreakMode: LineBreakMode = .byTruncatingTail

  /// Whether the text is drawn in bold, whatever the ``font``.
  open var isBold = false

  /// The font: the system font at 17 points by default. A terminal draws it as attributes; see
  /// ``Font``.
  open var font: Font = .systemFont(ofSize: Font.labelFontSize)

  /// The colour of the text, or `nil` for the renderer's default; a colour whose alpha is below
  /// `0.5` draws the text dimmed.
  open var textColor: Color?

  /// The lines the label shows within `width` columns, cut as ``lineBreakMode`` says.
  public func displayedLines(fittingWidth width: Int) -> [String] {
    displayedLines(fittingWidth: width, maximumLines: Int.max)
  }

  /// The lines shown within `width` columns and at most `maximumLines` lines as well as
  /// ``numberOfLines``.
  private func displayedLines(fittingWidth width: Int, maximumLines: Int) -> [String] {
    guard let text, !text.isEmpty, width > 0, maximumLines > 0 else { return [] }
    let limit = Swift.min(numberOfLines == 0 ? Int.max : numberOfLines, maximumLines)
    if limit == 1 && lineBreakMode != .byWordWrapping {
      let line =
        text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
      return [cut(line, width: width, mark: lineBreakMode == .byTruncatingTail || line != text)]
    }
    let wrapped = TextMetrics.wrap(text, toWidth: width)
    guard wrapped.count > limit else { return wrapped }
    var shown = Array(wrapped.prefix(limit))
    shown[limit - 1] = cut(
      shown[limit - 1] + " " + wrapped[limit...].joined(separator: " "), width: width,
      mark: lineBreakMode != .byClipping)
    return shown
  }

  private func cut(_ line: String, width: Int, mark: Bool) -> String {
    guard TextMetrics.width(of: line) > width else { return line }
    if mark { return TextMetrics.truncate(line, toWidth: width) }
    var result = ""
    var used = 0
    for character in line {
      let characterWidth = TextMetrics.width(of: character)
      if used + characterWidth > width { break }
      result.append(character)
      used += characterWidth
    }
    return result
  }

  /// Draws the lines that fit the bounds, centred vertically as `UILabel` does, each aligned as
  /// ``textAlignment`` says; when the bounds are too short, the last line shown is cut.
  open override func draw(in context: DrawingContext) {
    let width = Int(bounds.width)
    let height = Int(bounds.height)
    let lines = displayedLines(fittingWidth: width, maximumLines: height)
    guard !lines.isEmpty else { return }
    let style = font.textStyle.applying(
      TextStyle(
        foreground: textColor?.drawingColor, isBold: isBold, isDim: textColor?.dimsText ?? false))
    let top = (height - lines.count) / 2
    for (index, line) in lines.enumerated() {
      let free = width - TextMetrics.width(of: line)
      let x: Int
      switch textAlignment {
      case .left: x = 0
      case .center: x = free / 2
      case .right: x = free
      }
      context.drawText(
        line, at: CGPoint(x: bounds.minX + CGFloat(x), y: bounds.minY + CGFloat(top + index)),
        style: style)
    }
  }

  /// The text's width in columns, up to `size.width`, and the height of its lines.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let available = size.width >= CGFloat(Int.max / 2) ? Int.max / 2 : Int(size.width)
    let lines = displayedLines(fittingWidth: available)
    let width = lines.map { TextMetrics.width(of: $0) }.max() ?? 0
    return CGSize(width: CGFloat(width), height: CGFloat(lines.count))
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
