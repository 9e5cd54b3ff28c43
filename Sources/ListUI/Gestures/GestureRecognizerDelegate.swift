/// UIKit's `UIGestureRecognizerDelegate`: what a gesture recognizer asks before it begins and
/// when another recognizer wants the same touch.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may leave ``GestureRecognizer/State/possible``: `false` makes
  /// it fail. `true` by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

  /// Whether `gestureRecognizer` may be recognized while `otherGestureRecognizer` is, for the
  /// same touch. By default `false`: the first recognizer of a touch to begin or be recognized
  /// makes the others fail, unless either one's delegate answers `true`.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// `true`: the gesture may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  /// `false`: one gesture at a time.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    false
  }
}
