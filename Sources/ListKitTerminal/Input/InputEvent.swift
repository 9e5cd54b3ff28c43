/// Something the user did at the terminal.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A mouse action.
  case mouse(MouseEvent)
  /// Text pasted in bracketed-paste mode, delivered whole.
  case paste(String)
}
