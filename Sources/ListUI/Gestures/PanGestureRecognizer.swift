import Foundation

/// UIKit's `UIPanGestureRecognizer`: a continuous gesture that begins when a touch has moved far
/// enough, changes as it moves, and ends when it lifts.
///
/// In a terminal a drag is a pan: the left mouse button held down and moved (the terminal
/// reports the moves with the button held); in a browser, the pointer held down and moved. The
/// gesture begins once the touch is ``minimumTranslation`` away from where it went down, with
/// ``translation(in:)`` measured from there; letting go ends it, and letting go sooner fails it,
/// leaving the click to the view. Times are the window's clock (its scheduler), so
/// ``velocity(in:)`` is in the app's units per second of that clock. The keyboard has no pan:
/// its `m` holds long presses only.
///
/// ```swift
/// let pan = PanGestureRecognizer { [weak self] gesture in
///   guard let self else { return }
///   let moved = gesture.translation(in: self.view)
///   self.card.center.x += moved.x
///   gesture.setTranslation(.zero, in: self.view)
/// }
/// view.addGestureRecognizer(pan)
/// ```
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// The fewest touches the gesture needs: 1, as a terminal and a browser have one pointer.
  /// A number above 1 can never be met: such a recognizer never begins.
  public var minimumNumberOfTouches = 1
  /// The most touches the gesture takes; a terminal and a browser have one pointer, so any
  /// number from 1 up allows it.
  public var maximumNumberOfTouches = Int.max

  /// How far, in the app's units, the touch must move before the gesture begins: a cell in an
  /// app sized in cells, 10 points (UIKit's hysteresis) in one sized in points.
  public var minimumTranslation: CGFloat {
    view?.layoutUnits.isCells ?? true ? 1 : 10
  }

  /// Where the translation is measured from, in the window's coordinates.
  private var origin: CGPoint = .zero
  /// The last two places and times the touch was at, for the velocity.
  private var samples: [(location: CGPoint, time: TimeInterval)] = []
  /// The velocity the last moves gave, in window units per second.
  private var lastVelocity: CGPoint = .zero

  /// How far the touch has moved since it went down, or since ``setTranslation(_:in:)``, in
  /// `view`'s coordinates (the window's for `nil`): UIKit's `translation(in:)`.
  public func translation(in view: View?) -> CGPoint {
    vector(from: origin, to: touchLocation, in: view)
  }

  /// Makes the translation `translation` in `view`'s coordinates from here on, as UIKit's
  /// `setTranslation(_:in:)`: `.zero` after each change makes each change's translation the
  /// move since the last.
  public func setTranslation(_ translation: CGPoint, in view: View?) {
    let inWindow = vector(from: .zero, to: translation, in: view, toWindow: true)
    origin = CGPoint(x: touchLocation.x - inWindow.x, y: touchLocation.y - inWindow.y)
  }

  /// How fast the touch moves, in `view`'s units (the window's for `nil`) per second on the
  /// window's clock, from its last two moves: UIKit's `velocity(in:)`. Zero until it moved.
  public func velocity(in view: View?) -> CGPoint {
    vector(from: .zero, to: lastVelocity, in: view)
  }

  /// `to` less `from`, window points, as a vector in `view`'s coordinates; or the other way,
  /// a vector in `view`'s coordinates to the window's.
  private func vector(from: CGPoint, to: CGPoint, in view: View?, toWindow: Bool = false)
    -> CGPoint
  {
    guard let view else { return CGPoint(x: to.x - from.x, y: to.y - from.y) }
    let start = toWindow ? view.convert(from, to: nil) : view.convert(from, from: nil)
    let end = toWindow ? view.convert(to, to: nil) : view.convert(to, from: nil)
    return CGPoint(x: end.x - start.x, y: end.y - start.y)
  }

  private func record(_ location: CGPoint, at time: TimeInterval) {
    if let last = samples.last, time > last.time {
      let seconds = CGFloat(time - last.time)
      lastVelocity = CGPoint(
        x: (location.x - last.location.x) / seconds, y: (location.y - last.location.y) / seconds)
    }
    samples = [(location, time)]
  }

  override func touchBegan(at location: CGPoint, time: TimeInterval, scheduler: any Scheduler) {
    super.touchBegan(at: location, time: time, scheduler: scheduler)
    origin = location
    samples = [(location, time)]
    lastVelocity = .zero
  }

  override func touchMoved(to location: CGPoint, time: TimeInterval) {
    super.touchMoved(to: location, time: time)
    record(location, at: time)
    switch state {
    case .began, .changed:
      move(to: .changed)
    case .possible:
      let distance = hypot(location.x - origin.x, location.y - origin.y)
      guard minimumNumberOfTouches <= 1, maximumNumberOfTouches >= 1,
        distance >= minimumTranslation
      else { return }
      recognize(as: .began)
    default:
      break
    }
  }

  override func touchEnded(at location: CGPoint, time: TimeInterval) {
    super.touchEnded(at: location, time: time)
    switch state {
    case .began, .changed: move(to: .ended)
    case .possible: move(to: .failed)
    default: break
    }
  }

  override func touchCancelled() {
    super.touchCancelled()
    switch state {
    case .began, .changed: move(to: .cancelled)
    default: break
    }
  }
}
