import Foundation

/// A view that runs actions when pressed: ListUI's `UIButton`.
///
/// A button has a title and a title colour for each ``Control/State``; the current ones are the
/// state's, or the normal state's when the state has none, as in UIKit. A press sends
/// ``Control/Event/touchUpInside`` and ``Control/Event/primaryActionTriggered``.
@MainActor
open class Button: Control {
  /// UIKit's button types: UIKit's `UIButton.ButtonType`. A terminal draws every type as its
  /// title; the type is kept for code that reads it.
  public enum ButtonType: Int, Hashable, Sendable {
    /// A button with no system style.
    case custom = 0
    /// A system button, UIKit's default.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// The button's type: `.custom` for a button made with `init(frame:)`, as in UIKit.
  public private(set) var buttonType = ButtonType.custom

  private var titles: [State: String] = [:]
  private var titleColors: [State: Color] = [:]
  private var images: [State: ImageReference] = [:]

  /// A button of `buttonType`: UIKit's `init(type:)`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// The title for the normal state: the one shown unless the current state has its own.
  open var title: String? {
    get { titles[.normal] }
    set { setTitle(newValue, for: .normal) }
  }

  /// Sets the title shown in `state`; `nil` removes it, so the normal state's shows.
  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    contentSizeDidChange()
  }

  /// The title set for `state`, or the normal state's: UIKit's `title(for:)`.
  open func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title shown now: the current state's, or the normal state's.
  public var currentTitle: String? { title(for: state) }

  /// Sets the colour of the title in `state`; `nil` removes it, so the normal state's shows.
  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
    setNeedsLayout()
  }

  /// The title colour set for `state`, or the normal state's: UIKit's `titleColor(for:)`. A
  /// ``ButtonType/system`` button without one draws its title in its ``View/tintColor``.
  open func titleColor(for state: State) -> Color? {
    titleColors[state] ?? titleColors[.normal]
      ?? (buttonType == .system && !state.contains(.disabled) ? tintColor : nil)
  }

  /// The title colour shown now.
  public var currentTitleColor: Color? { titleColor(for: state) }

  /// Sets the image shown in `state`, before the title; `nil` removes it, so the normal
  /// state's shows. UIKit's `setImage(_:for:)`. A terminal draws a system symbol as its glyph,
  /// `♥`, and another image as its name in brackets, `[photo]`, in the title's colour, followed
  /// by a space when there is a title.
  open func setImage(_ image: ImageReference?, for state: State) {
    images[state] = image
    setNeedsLayout()
  }

  /// The image set for `state`, or the normal state's: UIKit's `image(for:)`.
  open func image(for state: State) -> ImageReference? {
    images[state] ?? images[.normal]
  }

  /// The image shown now: the current state's, or the normal state's.
  public var currentImage: ImageReference? { image(for: state) }

  /// What the button shows on its line: the current image (a symbol's glyph, or its name in
  /// brackets), a space, and the current title, cut to `width` columns, the title first.
  private func content(fittingWidth width: Int) -> String {
    let title = currentTitle ?? ""
    guard let image = currentImage else { return TextMetrics.truncate(title, toWidth: width) }
    let imageText = image.symbol ?? "[" + image.name + "]"
    guard !title.isEmpty else { return TextMetrics.truncate(imageText, toWidth: width) }
    let room = width - TextMetrics.width(of: imageText) - 1
    guard room > 0 else { return TextMetrics.truncate(imageText, toWidth: width) }
    return imageText + " " + TextMetrics.truncate(title, toWidth: room)
  }

  /// Adds an action that runs each time the button is pressed, with the button.
  public func addAction(_ action: @escaping @MainActor (Button) -> Void) {
    addAction(
      Action { [weak self] _ in
        guard let self else { return }
        action(self)
      }, for: .primaryActionTriggered)
  }

  /// Presses the button as a tap does: sends ``Control/Event/touchUpInside`` and
  /// ``Control/Event/primaryActionTriggered``, so that each action registered for either runs
  /// once, in the order they were added, if enabled.
  ///
  /// - Returns: Whether the actions ran.
  @discardableResult
  open func sendActions() -> Bool {
    guard isEnabled else { return false }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }

  /// Presses the button as ``sendActions()`` does, wherever the point falls on it.
  @discardableResult
  open override func press(at point: CGPoint) -> Bool {
    sendActions()
  }

  /// Draws the current image and title centred and cut to the bounds, in the current title
  /// colour: reversed while highlighted, bold and underlined while focused, dimmed while
  /// disabled.
  open override func draw(in context: DrawingContext) {
    let width = context.columns(in: bounds.width)
    guard width > 0, context.lines(in: bounds.height) >= 1 else { return }
    let shown = content(fittingWidth: width)
    guard !shown.isEmpty else { return }
    let x = (width - TextMetrics.width(of: shown)) / 2
    let color = currentTitleColor
    let style = TextStyle(
      foreground: color?.drawingColor, isBold: isFocused,
      isDim: !isEnabled || (color?.dimsText ?? false), isUnderlined: isFocused,
      isReversed: isHighlighted)
    context.centredLines(1, in: bounds).drawText(shown, at: CGPoint(x: x, y: 0), style: style)
  }

  /// The width of the current image and title, as drawn, and one line, in the view's
  /// ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    layoutUnits.size(
      columns: TextMetrics.width(of: content(fittingWidth: Int.max / 2)), rows: 1)
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
