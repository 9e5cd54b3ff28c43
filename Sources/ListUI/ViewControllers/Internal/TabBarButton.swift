import Foundation

/// A tab of a ``TabBar``: its item's title and badge in the middle of its share of the line;
/// a press selects the tab. It is not a stop of Tab's focus: the tab keys switch tabs.
@MainActor
final class TabBarButton: Control {
  let item: TabBarItem
  /// Called when the tab is pressed.
  var pressHandler: (() -> Void)?

  init(item: TabBarItem) {
    self.item = item
    super.init(frame: .zero)
    isTabStop = false
    isAccessibilityElement = true
  }

  override func stateDidChange() {
    super.stateDidChange()
    setNeedsDisplay()
  }

  /// The title, with the badge after it: its value in brackets, a dot for an empty one.
  var badgeText: String? {
    guard let badge = item.badgeValue else { return nil }
    return badge.isEmpty ? "●" : "(" + badge + ")"
  }

  /// Selects the tab, as a tap does, when it is enabled.
  @discardableResult
  override func press(at point: CGPoint) -> Bool {
    guard isEnabled else { return false }
    pressHandler?()
    return true
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    accessibilityLabel = [item.title, item.badgeValue.map { $0.isEmpty ? "new" : $0 }]
      .compactMap { $0 }.joined(separator: ", ")
    var traits: AccessibilityTraits = .button
    if isSelected { traits.insert(.selected) }
    if !isEnabled { traits.insert(.notEnabled) }
    accessibilityTraits = traits
  }

  /// The selected tab is bold in reverse video, or on the bar's own tint colour, over its whole
  /// share of the line, as a selected cell is: a browser gives the tab's element that style.
  override var drawingStyle: TextStyle {
    guard isSelected else { return .plain }
    if let tint = (superview as? TabBar)?.ownTintColor?.drawingColor {
      return TextStyle(background: tint, isBold: true)
    }
    return TextStyle(isBold: true, isReversed: true)
  }

  /// The title and the badge, centred, on the selected tab's fill; the badge in its colour on
  /// the other tabs.
  override func draw(in context: DrawingContext) {
    let width = context.columns(in: bounds.width)
    guard width > 0, context.lines(in: bounds.height) >= 1 else { return }
    var style = TextStyle(isDim: !isEnabled)
    if isSelected {
      context.fill(bounds)
    } else if let color = (superview as? TabBar)?.unselectedItemTintColor?.drawingColor {
      style.foreground = color
    }
    let title = item.displayedTitle
    let badge = badgeText.map { " " + $0 } ?? ""
    // The badge is kept whole while the title can give up room for it.
    let titleRoom = Swift.max(0, width - 2 - TextMetrics.width(of: badge))
    let shownTitle =
      badge.isEmpty || titleRoom == 0
      ? TextMetrics.truncate(title, toWidth: Swift.max(0, width - 2))
      : TextMetrics.truncate(title, toWidth: titleRoom)
    let shownBadge =
      badge.isEmpty || titleRoom == 0
      ? "" : TextMetrics.truncate(badge, toWidth: width - 2 - TextMetrics.width(of: shownTitle))
    let total = TextMetrics.width(of: shownTitle) + TextMetrics.width(of: shownBadge)
    let x = Swift.max(0, (width - total) / 2)
    let line = context.centredLines(1, in: bounds)
    line.drawText(shownTitle, at: CGPoint(x: x, y: 0), style: style)
    guard !shownBadge.isEmpty else { return }
    var badgeStyle = style
    badgeStyle.isBold = true
    badgeStyle.isDim = false
    // On the selected tab's fill the badge takes the tab's colours, which keep their contrast.
    if !isSelected { badgeStyle.foreground = (item.badgeColor ?? .systemRed).drawingColor }
    line.drawText(
      shownBadge, at: CGPoint(x: x + TextMetrics.width(of: shownTitle), y: 0), style: badgeStyle)
  }
}
