import Foundation

/// UIKit's `UIPinchGestureRecognizer`: a continuous gesture that follows two fingers moving
/// apart or together, as a ``scale``.
///
/// A terminal and a browser have one pointer and no fingers: a window drives a pinch from the
/// zoom steps its renderer sends (``Window/pinch(at:scaleBy:)``), the first beginning the
/// gesture with its factor as the ``scale``, the next ones multiplying it
/// (``GestureRecognizer/State/changed``); the gesture ends ``endDelay`` seconds after the last
/// step, on the window's clock. See <doc:UIKitViewAPIInATerminal> for the zoom steps each
/// renderer sends.
///
/// ```swift
/// let pinch = PinchGestureRecognizer { [weak self] gesture in
///   self?.zoom = gesture.scale
/// }
/// imageView.addGestureRecognizer(pinch)
/// ```
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
  /// How long after the last zoom step the gesture ends, in seconds.
  public static let endDelay: TimeInterval = 0.3

  /// The scale since the gesture began: 1 is the size it began at. Settable, as UIKit's: set it
  /// to 1 after each change to get each step's factor.
  public var scale: CGFloat = 1
  /// How fast the scale changes, in scale per second on the window's clock: UIKit's `velocity`.
  public private(set) var velocity: CGFloat = 0

  /// When the last step came.
  private var lastStep: TimeInterval = 0
  /// The end of the gesture, after ``endDelay`` without a step.
  private var pendingEnd: ScheduledWork?

  /// A zoom step of `factor` at `location`, in the window's coordinates, at the scheduler's
  /// time: begins the gesture, or changes it.
  func pinched(by factor: CGFloat, at location: CGPoint, scheduler: any Scheduler) {
    touchLocation = location
    let now = scheduler.now
    pendingEnd?.cancel()
    pendingEnd = nil
    switch state {
    case .possible:
      scale = factor
      velocity = 0
      lastStep = now
      recognize(as: .began)
      guard state == .began else { return }
    case .began, .changed:
      let before = scale
      scale *= factor
      if now > lastStep { velocity = (scale - before) / CGFloat(now - lastStep) }
      lastStep = now
      move(to: .changed)
    default:
      return
    }
    pendingEnd = scheduler.schedule(after: Self.endDelay) { [weak self] in
      guard let self, self.state == .began || self.state == .changed else { return }
      self.pendingEnd = nil
      self.move(to: .ended)
    }
  }

  /// Whether a pinch is under way.
  var isPinching: Bool { state == .began || state == .changed }

  override func reset() {
    super.reset()
    pendingEnd?.cancel()
    pendingEnd = nil
  }
}
