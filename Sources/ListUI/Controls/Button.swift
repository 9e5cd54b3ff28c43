import Foundation

/// A view that runs actions when pressed: ListUI's `UIButton`.
@MainActor
open class Button: View {
  /// The title shown on the button.
  open var title: String? { didSet { setNeedsLayout() } }

  /// Whether the button responds to presses.
  open var isEnabled = true

  /// Whether the button is drawn pressed.
  open var isHighlighted = false

  /// Whether the button has the keyboard focus, as Tab gives it: drawn bold and underlined, so
  /// that it shows without colour and on a row in reverse video. Settable, unlike UIKit's, as
  /// the renderer's focus moves it rather than a focus system of ListUI's.
  open var isFocused = false

  private var actions: [@MainActor (Button) -> Void] = []

  /// Adds an action that runs each time the button is pressed.
  public func addAction(_ action: @escaping @MainActor (Button) -> Void) {
    actions.append(action)
  }

  /// Removes every action.
  public func removeAllActions() {
    actions.removeAll()
  }

  /// Presses the button as a tap does: runs its actions in the order they were added, if enabled.
  ///
  /// - Returns: Whether the actions ran.
  @discardableResult
  open func sendActions() -> Bool {
    guard isEnabled else { return false }
    for action in actions { action(self) }
    return true
  }

  /// Draws the title centred and cut to the bounds: reversed while highlighted, bold and
  /// underlined while focused, dimmed while disabled.
  open override func draw(in context: DrawingContext) {
    let width = Int(bounds.width)
    guard let title, !title.isEmpty, width > 0, bounds.height >= 1 else { return }
    let shown = TextMetrics.truncate(title, toWidth: width)
    let x = (width - TextMetrics.width(of: shown)) / 2
    let y = (Int(bounds.height) - 1) / 2
    let style = TextStyle(
      isBold: isFocused, isDim: !isEnabled, isUnderlined: isFocused, isReversed: isHighlighted)
    context.drawText(
      shown, at: CGPoint(x: bounds.minX + CGFloat(x), y: bounds.minY + CGFloat(y)), style: style)
  }

  /// The title's width in columns and one line.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: CGFloat(TextMetrics.width(of: title ?? "")), height: 1)
  }
}
