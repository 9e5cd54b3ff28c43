import Foundation

/// An alert controller's view: over its whole bounds, draws nothing but a box, in the middle for
/// an alert and at the bottom for an action sheet, with the title, the message and a button per
/// action.
@MainActor
final class AlertView: View {
  private weak var alert: AlertController?
  let box = AlertBoxView()
  let titleLabel = Label()
  let messageLabel = Label()
  /// The buttons, in the order they are drawn and focused.
  private(set) var buttons: [AlertActionButton] = []

  /// The widest the text inside the box gets, in columns.
  static let maximumTextWidth = 56
  /// The narrowest the text inside the box gets, in columns, when there is room.
  static let minimumTextWidth = 16

  init(alert: AlertController) {
    self.alert = alert
    super.init(frame: .zero)
    box.layer.borderWidth = 1
    box.layer.cornerRadius = 1
    titleLabel.isBold = true
    for label in [titleLabel, messageLabel] {
      label.textAlignment = .center
      label.numberOfLines = 0
      box.addSubview(label)
    }
    addSubview(box)
  }

  override func layoutSubviews() {
    guard let alert else { return }
    updateButtons(for: alert)
    // Laid out in cells, then placed in the view's units.
    let units = layoutUnits
    let bounds = units.cells(of: CGRect(origin: .zero, size: self.bounds.size))
    func scaled(_ rect: CGRect) -> CGRect { units.rect(fromCells: rect) }
    let isSheet = alert.preferredStyle == .actionSheet
    let sideBySide = !isSheet && buttons.count == 2
    let title = alert.title ?? ""
    let message = alert.message ?? ""
    let buttonWidths = buttons.map { TextMetrics.width(of: $0.action.title ?? "") + 4 }
    let actionsWidth =
      sideBySide ? buttonWidths.reduce(1, +) : (buttonWidths.max() ?? 0)
    let natural = max(
      TextMetrics.width(of: title), TextMetrics.width(of: message), actionsWidth,
      Self.minimumTextWidth)
    let inner = max(1, min(natural, Self.maximumTextWidth, Int(bounds.width) - 4))
    let titleRows = title.isEmpty ? 0 : TextMetrics.wrap(title, toWidth: inner).count
    let messageRows = message.isEmpty ? 0 : TextMetrics.wrap(message, toWidth: inner).count
    let textRows = titleRows + messageRows
    let actionRows = sideBySide ? 1 : buttons.count
    let contentRows = textRows + (textRows > 0 && actionRows > 0 ? 1 : 0) + actionRows
    let width = CGFloat(inner + 4)
    let height = min(CGFloat(contentRows + 2), bounds.height)
    box.frame = scaled(
      CGRect(
        x: ((bounds.width - width) / 2).rounded(.down),
        y: isSheet ? bounds.height - height : ((bounds.height - height) / 2).rounded(.down),
        width: width, height: height))
    let innerWidth = CGFloat(inner)
    titleLabel.text = title
    titleLabel.frame = scaled(CGRect(x: 2, y: 1, width: innerWidth, height: CGFloat(titleRows)))
    messageLabel.text = message
    messageLabel.frame = scaled(
      CGRect(
        x: 2, y: CGFloat(1 + titleRows), width: innerWidth, height: CGFloat(messageRows)))
    let firstActionRow = CGFloat(1 + contentRows - actionRows)
    for (index, button) in buttons.enumerated() {
      button.isEnabled = button.action.isEnabled
      button.isPreferred = alert.preferredAction === button.action
      if sideBySide {
        let half = ((innerWidth - 1) / 2).rounded(.down)
        button.frame =
          index == 0
          ? scaled(CGRect(x: 2, y: firstActionRow, width: half, height: 1))
          : scaled(
            CGRect(x: 2 + half + 1, y: firstActionRow, width: innerWidth - half - 1, height: 1))
      } else {
        button.frame = scaled(
          CGRect(
            x: 2, y: firstActionRow + CGFloat(index), width: innerWidth, height: 1))
      }
    }
  }

  /// Makes a button per action when the actions changed, the cancel action's first when an alert
  /// has two, else last, and focuses the preferred action's, else the cancel action's, else the
  /// first enabled one's; a focused action that is still there keeps the focus.
  private func updateButtons(for alert: AlertController) {
    let cancel = alert.actions.filter { $0.style == .cancel }
    let others = alert.actions.filter { $0.style != .cancel }
    let ordered =
      alert.preferredStyle == .alert && alert.actions.count == 2 ? cancel + others : others + cancel
    guard !ordered.elementsEqual(buttons.map(\.action), by: ===) else { return }
    let focused = buttons.first { $0.isFocused }?.action
    for button in buttons { button.removeFromSuperview() }
    buttons = ordered.map { action in
      let button = AlertActionButton(action: action)
      button.addAction(
        Action { [weak alert, weak action] _ in
          guard let alert, let action else { return }
          alert.choose(action)
        }, for: .primaryActionTriggered)
      box.addSubview(button)
      return button
    }
    let first =
      focused.flatMap { action in buttons.first { $0.action === action } }
      ?? alert.preferredAction.flatMap { action in buttons.first { $0.action === action } }
      ?? buttons.first { $0.action.style == .cancel }
      ?? buttons.first { $0.action.isEnabled }
    first?.isFocused = true
  }
}

/// The alert's box: blanks its bounds, so that the screen under it does not show through.
@MainActor
final class AlertBoxView: View {
  override func draw(in context: DrawingContext) {
    context.fill(bounds)
  }
}

/// The button of an alert action: its title centred, red when destructive, bold for the cancel
/// and preferred actions, dimmed when disabled, reversed when focused or highlighted.
@MainActor
final class AlertActionButton: Button {
  let action: AlertAction
  /// Whether the action is the alert's preferred one.
  var isPreferred = false { didSet { if isPreferred != oldValue { setNeedsLayout() } } }

  init(action: AlertAction) {
    self.action = action
    super.init(frame: .zero)
    title = action.title
  }

  override func draw(in context: DrawingContext) {
    let width = context.columns(in: bounds.width)
    guard let title = action.title, !title.isEmpty, width > 0, context.lines(in: bounds.height) >= 1
    else { return }
    let shown = TextMetrics.truncate(title, toWidth: width)
    let x = (width - TextMetrics.width(of: shown)) / 2
    let style = TextStyle(
      foreground: action.style == .destructive ? Color.systemRed.drawingColor : nil,
      isBold: action.style == .cancel || isPreferred, isDim: !isEnabled,
      isReversed: isFocused || isHighlighted)
    if isFocused || isHighlighted { context.fill(bounds, style: TextStyle(isReversed: true)) }
    context.translated(by: bounds.origin).measuredInCells().drawText(
      shown, at: CGPoint(x: x, y: 0), style: style)
  }
}
