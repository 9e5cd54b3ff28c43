import Foundation

/// A spinner that shows work in progress: ListUI's `UIActivityIndicatorView`.
@MainActor
open class ActivityIndicatorView: View {
  /// Whether the spinner is spinning.
  public private(set) var isAnimating = false

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

  /// One cell.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: 1, height: 1)
  }
}
