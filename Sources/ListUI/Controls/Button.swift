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

  /// The label the button draws its current title with: UIKit's `titleLabel`. Its ``Label/font``
  /// (UIKit's 15-point system font by default), ``Label/numberOfLines``,
  /// ``Label/lineBreakMode`` and ``Label/textAlignment`` are those of the title; the button sets
  /// its text and colour from the current state's title and title colour each time it draws.
  /// It is drawn by the button, not kept among its subviews.
  public private(set) lazy var titleLabel: Label? = {
    let label = Label()
    label.font = .systemFont(ofSize: 15)
    label.unattachedHost = self
    return label
  }()

  /// Space around the image and the title, in the app's units: the button's fitting size grows
  /// by it, and the content is centred inside it, as UIKit's `contentEdgeInsets`; a terminal
  /// draws on the whole cells it covers.
  open var contentEdgeInsets: EdgeInsets = .zero { didSet { contentSizeDidChange() } }

  /// Moves the image as UIKit's `imageEdgeInsets` do: the image is centred in its place inset
  /// by them, so it moves by half the difference of opposite edges. It does not change the
  /// fitting size, as in UIKit.
  open var imageEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

  /// Moves the title as ``imageEdgeInsets`` move the image: UIKit's `titleEdgeInsets`.
  open var titleEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

  /// The current image as a button draws it: a symbol's glyph, or its name in brackets.
  private var imageText: String? {
    currentImage.map { $0.symbol ?? "[" + $0.name + "]" }
  }

  /// The title label, holding the current title and colour.
  private var currentTitleLabel: Label? {
    guard let label = titleLabel, let title = currentTitle, !title.isEmpty else { return nil }
    if label.text != title { label.text = title }
    label.textColor = currentTitleColor
    return label
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

  /// Draws the current image and title centred in the bounds less ``contentEdgeInsets``, each
  /// moved by its edge insets, the title through ``titleLabel`` and cut first when the button is
  /// narrow; in the current title colour: reversed while highlighted, bold and underlined while
  /// focused, dimmed while disabled.
  open override func draw(in context: DrawingContext) {
    let units = context.units
    let content = bounds.inset(by: contentEdgeInsets)
    let width = context.columns(in: content.width)
    guard width > 0, context.lines(in: content.height) >= 1 else { return }
    let color = currentTitleColor
    let style = TextStyle(
      foreground: color?.drawingColor, isBold: isFocused,
      isDim: !isEnabled || (color?.dimsText ?? false), isUnderlined: isFocused,
      isReversed: isHighlighted)
    let image = imageText.map { TextMetrics.truncate($0, toWidth: width) }
    let imageWidth = image.map { TextMetrics.width(of: $0) } ?? 0
    let gap = image == nil ? 0 : 1
    var titleSize = CGSize.zero
    let label = currentTitleLabel
    if let label, width - imageWidth - gap > 0 {
      titleSize = label.sizeThatFits(
        CGSize(
          width: CGFloat(width - imageWidth - gap) * units.cellSize.width, height: content.height))
      titleSize.height = Swift.min(titleSize.height, content.height)
    }
    let titleColumns = context.columns(in: titleSize.width)
    let shownWidth = imageWidth + (titleColumns > 0 ? gap + titleColumns : 0)
    var x = content.minX + CGFloat((width - shownWidth) / 2) * units.cellSize.width
    if let image {
      let offset = Self.offset(of: imageEdgeInsets)
      let line = context.centredLines(1, in: content.offsetBy(dx: 0, dy: offset.y))
      line.drawText(
        image, at: CGPoint(x: context.columns(in: x - content.minX + offset.x), y: 0),
        style: style)
      x += CGFloat(imageWidth + gap) * units.cellSize.width
      if titleColumns > 0 {
        // The space between them, so that a focused button is underlined across.
        line.drawText(
          " ", at: CGPoint(x: context.columns(in: x - content.minX) - 1, y: 0), style: style)
      }
    }
    guard let label, titleColumns > 0 else { return }
    let offset = Self.offset(of: titleEdgeInsets)
    let top = content.minY + (content.height - titleSize.height) / 2
    label.frame = CGRect(
      x: x + offset.x, y: top + offset.y, width: titleSize.width, height: titleSize.height)
    label.drawHierarchy(in: context.styled(style))
  }

  /// How far edge insets move what they inset, centred: half the difference of opposite edges.
  private static func offset(of insets: EdgeInsets) -> CGPoint {
    CGPoint(x: (insets.left - insets.right) / 2, y: (insets.top - insets.bottom) / 2)
  }

  /// The width of the current image and title, as drawn, and their height (one line, or the
  /// title label's lines), with ``contentEdgeInsets``, in the view's ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let units = layoutUnits
    let imageWidth = imageText.map { TextMetrics.width(of: $0) } ?? 0
    let title =
      currentTitleLabel?.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
      ?? .zero
    let gap = imageWidth > 0 && title.width > 0 ? 1 : 0
    let content = units.size(
      columns: imageWidth + gap + units.columns(in: title.width),
      rows: Swift.max(1, units.rows(in: title.height)))
    let insets = contentEdgeInsets
    return CGSize(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom)
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
