/// A key the page sent: a key it did not handle itself (typing in a text field, Tab and the
/// buttons' Enter and Space are the browser's own).
///
/// ``key`` is the DOM's `KeyboardEvent.key`: a character such as `"a"` or `"+"`, or a name such
/// as `"ArrowDown"`, `"PageUp"`, `"Home"`, `"End"`, `"Enter"` or `"Escape"`.
public struct WebKeyEvent: Sendable, Equatable {
  /// The DOM's name of the key, or the character it types.
  public var key: String
  /// Whether Shift was down.
  public var isShiftDown: Bool
  /// Whether Control was down.
  public var isControlDown: Bool
  /// Whether Alt (Option) was down.
  public var isAltDown: Bool
  /// Whether Meta (Command) was down.
  public var isMetaDown: Bool
  /// The element the key was pressed on (its `data-id`), if any.
  public var targetID: String?

  /// Creates a key event.
  public init(
    key: String, isShiftDown: Bool = false, isControlDown: Bool = false,
    isAltDown: Bool = false, isMetaDown: Bool = false, targetID: String? = nil
  ) {
    self.key = key
    self.isShiftDown = isShiftDown
    self.isControlDown = isControlDown
    self.isAltDown = isAltDown
    self.isMetaDown = isMetaDown
    self.targetID = targetID
  }

  /// The character the key types, when it is one character and no modifier but Shift is down.
  public var character: Character? {
    guard key.count == 1, !isControlDown, !isAltDown, !isMetaDown else { return nil }
    return key.first
  }
}
