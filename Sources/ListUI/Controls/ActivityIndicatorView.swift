import Foundation

/// A spinner that shows work in progress: ListUI's `UIActivityIndicatorView`.
@MainActor
open class ActivityIndicatorView: View {
  /// UIKit's spinner styles: UIKit's `UIActivityIndicatorView.Style`. A terminal draws every
  /// style as the same one-cell spinner; the white styles draw it white, the grey one grey.
  public enum Style: Int, Hashable, Sendable {
    /// The large white spinner, before iOS 13.
    case whiteLarge = 0
    /// The white spinner, before iOS 13.
    case white = 1
    /// The grey spinner, before iOS 13.
    case gray = 2
    /// The medium spinner, in the terminal's foreground.
    case medium = 100
    /// The large spinner, in the terminal's foreground.
    case large = 101
  }

  /// The spinner's style: ``Style/medium`` by default.
  open var style = Style.medium

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The spinner's colour: the style's, or the one set; setting `nil` goes back to the style's.
  /// UIKit's `color`, implicitly unwrapped as UIKit's is.
  open var color: Color! {
    get {
      if let chosenColor { return chosenColor }
      switch style {
      case .white, .whiteLarge: return .white
      case .gray: return .gray
      case .medium, .large: return .label
      }
    }
    set { chosenColor = newValue }
  }

  private var chosenColor: Color?

  /// Whether the spinner is spinning.
  public private(set) var isAnimating = false {
    didSet {
      if isAnimating != oldValue { Self.spinningCount += isAnimating ? 1 : -1 }
    }
  }

  /// How many spinners are spinning, in a window or not: when none is, a run loop need not look
  /// through its views for one to advance. A spinner freed while it spins stays counted (a
  /// subclass may have a deinitializer of its own, so this one has none): the views are then
  /// looked through, finding none.
  @_spi(ListKit) public private(set) static var spinningCount = 0

  /// The glyphs the spinner shows in turn, one per animation frame.
  public static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// Which of ``spinnerFrames`` the spinner shows.
  public private(set) var animationFrame = 0

  /// Whether the spinner hides itself while stopped; the default is `true`.
  open var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }

  /// Creates a stopped spinner, hidden while stopped.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a stopped spinner of `style`: UIKit's `init(style:)`.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }

  /// Starts spinning and shows the spinner.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning, hiding the spinner if ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// Moves a spinning spinner to its next frame; the app's run loop calls it as time passes.
  public func advanceAnimationFrame() {
    guard isAnimating else { return }
    animationFrame = (animationFrame + 1) % Self.spinnerFrames.count
  }

  /// Draws the current frame in the middle of the bounds in ``color``, dimmed while stopped.
  open override func draw(in context: DrawingContext) {
    let width = context.columns(in: bounds.width)
    guard width >= 1, context.lines(in: bounds.height) >= 1 else { return }
    context.centredLines(1, in: bounds).drawText(
      Self.spinnerFrames[animationFrame], at: CGPoint(x: (width - 1) / 2, y: 0),
      style: TextStyle(
        foreground: color?.drawingColor,
        isDim: !isAnimating || (color?.dimsText ?? false)))
  }

  /// One cell, in the view's ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    layoutUnits.size(columns: 1, rows: 1)
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
