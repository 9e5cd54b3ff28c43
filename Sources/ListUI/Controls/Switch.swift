import Foundation

/// An on and off switch: ListUI's `UISwitch`.
///
/// A terminal draws it as `[on ]` or `[off]`, five cells, in ``onTintColor`` while on. A click
/// turns it over and sends ``Control/Event/valueChanged``, as a tap does in UIKit; setting
/// ``isOn`` in code sends nothing.
@MainActor
open class Switch: Control {
  /// Whether the switch is on.
  open var isOn = false { didSet { if isOn != oldValue { setNeedsLayout() } } }

  /// The colour of the switch while on, or `nil` for the terminal's foreground.
  open var onTintColor: Color? { didSet { setNeedsLayout() } }

  /// Turns the switch on or off: UIKit's `setOn(_:animated:)`. A terminal does not animate it.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// Turns the switch over and sends ``Control/Event/valueChanged``.
  @discardableResult
  open override func press(at point: CGPoint) -> Bool {
    guard isEnabled else { return false }
    isOn.toggle()
    sendActions(for: .valueChanged)
    return true
  }

  /// Draws `[on ]` or `[off]` at the start of the middle line, dimmed while disabled.
  open override func draw(in context: DrawingContext) {
    guard context.lines(in: bounds.height) >= 1 else { return }
    let color = isOn ? onTintColor : nil
    context.centredLines(1, in: bounds).drawText(
      isOn ? "[on ]" : "[off]", at: .zero,
      style: TextStyle(
        foreground: color?.drawingColor, isBold: isOn,
        isDim: !isEnabled || (color?.dimsText ?? false)))
  }

  /// Five cells and one line, in the view's ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    layoutUnits.size(columns: 5, rows: 1)
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
