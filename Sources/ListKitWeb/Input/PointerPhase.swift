/// What the page's primary pointer did, in a ``PageMessage/pointer(_:id:x:y:)`` message: the
/// DOM's `pointerdown`, `pointermove` with a button down, `pointerup` and `pointercancel`.
public enum PointerPhase: String, Hashable, Sendable, CaseIterable {
  /// The button went down: a touch begins.
  case down
  /// The pointer moved with the button down.
  case move
  /// The button came up: the touch ends.
  case up
  /// The browser took the pointer (a scroll, a lost capture): the touch is cancelled.
  case cancel
}
