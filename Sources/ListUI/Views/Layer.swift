import Foundation

/// The layer of a view, for its border and corners: ListUI's `CALayer`, with the properties
/// cells set.
///
/// A terminal draws a border of any width above zero as a box of line-drawing characters on the
/// view's outermost cells, over its content and subviews, in ``borderColor``: `┌─┐│└┘`, or
/// `╭─╮│╰╯` when ``cornerRadius`` is above zero. A view narrower or lower than two cells has no
/// room for a box, and draws no border.
@MainActor
public final class Layer {
  private weak var view: View?

  init(view: View) {
    self.view = view
  }

  /// The border's width; any width above zero draws the box.
  public var borderWidth: CGFloat = 0

  /// The border's colour, or `nil` for the terminal's foreground.
  public var borderColor: Color?

  /// The corners' radius; above zero, the box's corners are rounded.
  public var cornerRadius: CGFloat = 0

  /// Whether the view's drawing is cut at its bounds: the view's ``View/clipsToBounds``.
  public var masksToBounds: Bool {
    get { view?.clipsToBounds ?? false }
    set { view?.clipsToBounds = newValue }
  }

  /// The layer's opacity: the view's ``View/alpha``.
  public var opacity: Float {
    get { Float(view?.alpha ?? 1) }
    set { view?.alpha = CGFloat(newValue) }
  }

  /// Draws the border on the outermost cells of `bounds`, in `context`, when there is one.
  func drawBorder(in bounds: CGRect, context: DrawingContext) {
    let width = context.columns(in: bounds.width)
    let height = context.rows(in: bounds.height)
    guard borderWidth > 0, width >= 2, height >= 2 else { return }
    let context = context.translated(by: bounds.origin).measuredInCells()
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let rounded = cornerRadius > 0
    let style = TextStyle(
      foreground: borderColor?.drawingColor, isDim: borderColor?.dimsText ?? false)
    let horizontal = String(repeating: "─", count: width - 2)
    let top = (rounded ? "╭" : "┌") + horizontal + (rounded ? "╮" : "┐")
    let bottom = (rounded ? "╰" : "└") + horizontal + (rounded ? "╯" : "┘")
    context.drawText(top, at: bounds.origin, style: style)
    for row in 1..<(height - 1) {
      let y = bounds.minY + CGFloat(row)
      context.drawText("│", at: CGPoint(x: bounds.minX, y: y), style: style)
      context.drawText("│", at: CGPoint(x: bounds.minX + CGFloat(width - 1), y: y), style: style)
    }
    context.drawText(
      bottom, at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(height - 1)), style: style)
  }
}
