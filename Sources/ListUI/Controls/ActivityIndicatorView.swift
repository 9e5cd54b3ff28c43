import Foundation

/// A spinner that shows work in progress: ListUI's `UIActivityIndicatorView`.
@MainActor
open class ActivityIndicatorView: View {
  /// Whether the spinner is spinning.
  public private(set) var isAnimating = false

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

  /// Draws the current frame in the middle of the bounds, dimmed while stopped.
  open override func draw(in context: DrawingContext) {
    guard bounds.width >= 1, bounds.height >= 1 else { return }
    let x = (Int(bounds.width) - 1) / 2
    let y = (Int(bounds.height) - 1) / 2
    context.drawText(
      Self.spinnerFrames[animationFrame],
      at: CGPoint(x: bounds.minX + CGFloat(x), y: bounds.minY + CGFloat(y)),
      style: isAnimating ? .plain : .dim)
  }

  /// One cell.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: 1, height: 1)
  }
}
