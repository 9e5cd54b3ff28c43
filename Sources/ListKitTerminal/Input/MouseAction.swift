/// A mouse button or wheel action.
public enum MouseAction: Hashable, Sendable {
  /// A button went down: 0 is the left, 1 the middle and 2 the right button.
  case press(button: Int)
  /// A button came up.
  case release(button: Int)
  /// The pointer moved with a button down.
  case drag(button: Int)
  /// The wheel turned up, away from the user.
  case wheelUp
  /// The wheel turned down, towards the user.
  case wheelDown
  /// The wheel tilted left.
  case wheelLeft
  /// The wheel tilted right.
  case wheelRight
}
