import Foundation

/// UIKit's `UITapGestureRecognizer`: a discrete gesture, recognized when the touch lifts after
/// ``numberOfTapsRequired`` taps.
///
/// A click in a terminal or a browser is a tap: the recognizer is ``GestureRecognizer/State/recognized``
/// as the button comes up, and ``GestureRecognizer/location(in:)`` is where it went down.
/// Taps count towards ``numberOfTapsRequired`` while each comes within
/// ``maximumTapInterval`` of the last one, on the window's clock.
///
/// ```swift
/// let tap = TapGestureRecognizer { [weak self] gesture in
///   self?.dismissKeyboard(at: gesture.location(in: gesture.view))
/// }
/// tap.numberOfTapsRequired = 2
/// view.addGestureRecognizer(tap)
/// ```
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture, one by default. Zero or less stops the app with a
  /// message, as no number of taps could be recognized.
  public var numberOfTapsRequired = 1 {
    didSet {
      precondition(
        numberOfTapsRequired >= 1,
        "numberOfTapsRequired must be 1 or more, not \(numberOfTapsRequired)")
    }
  }

  /// The longest time, in seconds, between one tap lifting and the next going down for both to
  /// count towards ``numberOfTapsRequired``: UIKit's double-tap interval, 0.35 seconds.
  public static let maximumTapInterval: TimeInterval = 0.35

  /// The taps counted so far and when the last one lifted.
  private var taps: (count: Int, lastEnded: TimeInterval) = (0, -.infinity)

  /// Where the touch went down, which is where the tap is.
  private var downLocation: CGPoint = .zero

  override func touchBegan(at location: CGPoint, time: TimeInterval, scheduler: any Scheduler) {
    super.touchBegan(at: location, time: time, scheduler: scheduler)
    downLocation = location
    if time - taps.lastEnded > Self.maximumTapInterval { taps.count = 0 }
  }

  override func touchMoved(to location: CGPoint, time: TimeInterval) {
    // A tap stays where it went down; the location does not follow the pointer.
  }

  override func touchEnded(at location: CGPoint, time: TimeInterval) {
    super.touchEnded(at: location, time: time)
    touchLocation = downLocation
    guard state == .possible else { return }
    taps = (taps.count + 1, time)
    guard taps.count >= numberOfTapsRequired else { return }
    taps = (0, -.infinity)
    recognize(as: .recognized)
  }

  override func touchCancelled() {
    super.touchCancelled()
    taps = (0, -.infinity)
  }
}
