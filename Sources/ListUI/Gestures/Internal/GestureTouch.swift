import Foundation

/// One touch, from the pointer or the keyboard, and the recognizers it goes to: those of the
/// view under it and of the views holding it, innermost first. The first of them to begin or be
/// recognized makes the others fail, unless a delegate lets them recognize simultaneously.
@MainActor
final class GestureTouch {
  /// The recognizers that take the touch, innermost first.
  let recognizers: [GestureRecognizer]
  /// Whether the keyboard holds the touch (`m`), rather than a pointer.
  let isKeyboard: Bool
  /// The recognizers that began or were recognized.
  private(set) var recognized: [GestureRecognizer] = []
  /// The recognizers another one's recognition made fail: they get no more of the touch.
  private var excluded: [ObjectIdentifier] = []
  /// Called when a recognizer began or was recognized outside input, as the press duration
  /// runs out on the clock: the window draws again.
  var didRecognizeHandler: (() -> Void)?

  init(recognizers: [GestureRecognizer], isKeyboard: Bool) {
    self.recognizers = recognizers
    self.isKeyboard = isKeyboard
    for recognizer in recognizers { recognizer.touch = self }
  }

  /// Whether a recognizer that recognized, with `cancelsTouchesInView`, keeps the touch from
  /// the view under it.
  var cancelsTouchesInView: Bool {
    recognized.contains { $0.cancelsTouchesInView }
  }

  /// The recognizers still taking the touch.
  private var active: [GestureRecognizer] {
    recognizers.filter { $0.isEnabled && !excluded.contains(ObjectIdentifier($0)) }
  }

  /// Whether `recognizer` may begin or be recognized while the others that did are.
  func mayRecognize(_ recognizer: GestureRecognizer) -> Bool {
    recognized.allSatisfy { $0 === recognizer || Self.simultaneous(recognizer, $0) }
  }

  /// `recognizer` began or was recognized: the others still possible fail, unless they may be
  /// recognized with it.
  func didRecognize(_ recognizer: GestureRecognizer) {
    recognized.append(recognizer)
    for other in active where other !== recognizer && other.state == .possible {
      guard !Self.simultaneous(recognizer, other) else { continue }
      excluded.append(ObjectIdentifier(other))
      other.touchCancelled()
      if other.state == .possible { other.move(to: .failed) }
    }
    didRecognizeHandler?()
  }

  /// Whether either recognizer's delegate lets the two be recognized together.
  private static func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer)
    -> Bool
  {
    first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
      || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
        == true
  }

  func began(at location: CGPoint, scheduler: any Scheduler) {
    for recognizer in active {
      recognizer.touchBegan(at: location, time: scheduler.now, scheduler: scheduler)
    }
  }

  func moved(to location: CGPoint, time: TimeInterval) {
    for recognizer in active { recognizer.touchMoved(to: location, time: time) }
  }

  func ended(at location: CGPoint, time: TimeInterval) {
    for recognizer in active { recognizer.touchEnded(at: location, time: time) }
    finish()
  }

  func cancelled() {
    for recognizer in active { recognizer.touchCancelled() }
    finish()
  }

  /// The press has been held past any press duration: the keyboard's press and hold.
  func holdPastPressDuration() {
    for recognizer in active { recognizer.pressDurationElapsed() }
  }

  /// The recognizers let go of the touch.
  private func finish() {
    for recognizer in recognizers where recognizer.touch === self { recognizer.touch = nil }
  }
}
