import Foundation

/// UIKit's `UILongPressGestureRecognizer`: a continuous gesture that begins when a touch has
/// been held for ``minimumPressDuration`` without moving more than ``allowableMovement``, changes
/// as it moves, and ends when it lifts.
///
/// A terminal and a browser have no press and hold of their own, so a window drives it so:
/// - with the pointer: a mouse button (a terminal's, reported with its drags) or a browser's
///   pointer held down on the view for ``minimumPressDuration`` seconds on the window's clock
///   (its scheduler) begins the gesture; moving it is ``GestureRecognizer/State/changed``;
///   letting go ends it. Letting go sooner, or moving further than ``allowableMovement``
///   first, fails it, and the click goes to the view under it as if there were no recognizer;
/// - with the keyboard: `m` presses and holds the selected item of the focused list when the
///   item's cell, the list or a view holding it has a long press recognizer: the gesture
///   begins at once at the middle of the item's cell; the arrows (and `j`, `k`, `h`, `l`) move
///   the touch to the middle of the next item that way, Enter lifts it (``GestureRecognizer/State/ended``)
///   and Escape cancels it (``GestureRecognizer/State/cancelled``).
///
/// ```swift
/// let press = LongPressGestureRecognizer { [weak self] gesture in
///   self?.handleLongGesture(gesture: gesture)
/// }
/// collectionView.addGestureRecognizer(press)
/// ```
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long, in seconds, the touch must be held before the gesture begins: 0.5 by default.
  /// A negative duration stops the app with a message.
  public var minimumPressDuration: TimeInterval = 0.5 {
    didSet {
      precondition(
        minimumPressDuration >= 0,
        "minimumPressDuration must be zero or more, not \(minimumPressDuration)")
    }
  }

  /// How far, in the app's units, the touch may move before the gesture begins without failing
  /// it: 10 by default, as UIKit's 10 points (in an app sized in cells, ten cells).
  public var allowableMovement: CGFloat = 10

  /// Where the touch went down.
  private var downLocation: CGPoint = .zero

  /// The press duration's end, on the scheduler, while the touch is held before it.
  private var pending: ScheduledWork?

  override func touchBegan(at location: CGPoint, time: TimeInterval, scheduler: any Scheduler) {
    super.touchBegan(at: location, time: time, scheduler: scheduler)
    downLocation = location
    pending?.cancel()
    pending = scheduler.schedule(after: minimumPressDuration) { [weak self] in
      self?.pressDurationElapsed()
    }
  }

  override func touchMoved(to location: CGPoint, time: TimeInterval) {
    super.touchMoved(to: location, time: time)
    switch state {
    case .began, .changed:
      move(to: .changed)
    case .possible:
      let distance = hypot(location.x - downLocation.x, location.y - downLocation.y)
      if distance > allowableMovement {
        pending?.cancel()
        pending = nil
        move(to: .failed)
      }
    default:
      break
    }
  }

  override func touchEnded(at location: CGPoint, time: TimeInterval) {
    super.touchEnded(at: location, time: time)
    pending?.cancel()
    pending = nil
    switch state {
    case .began, .changed: move(to: .ended)
    case .possible: move(to: .failed)
    default: break
    }
  }

  override func touchCancelled() {
    super.touchCancelled()
    pending?.cancel()
    pending = nil
    switch state {
    case .began, .changed: move(to: .cancelled)
    default: break
    }
  }

  override func pressDurationElapsed() {
    pending?.cancel()
    pending = nil
    guard isTouching, isEnabled, state == .possible else { return }
    recognize(as: .began)
  }
}
