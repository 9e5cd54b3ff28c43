/// A key the user pressed.
public enum Key: Hashable, Sendable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter or Return.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Escape, on its own.
  case escape
  /// Backspace.
  case backspace
  /// Delete, forwards.
  case delete
  /// Insert.
  case insert
  /// A printable character, such as `j`, `?` or `日`.
  case character(Character)
  /// Control and a letter, such as `control("c")` for Ctrl-C.
  case control(Character)
}

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

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public var action: MouseAction
  /// The column, from zero at the left.
  public var column: Int
  /// The row, from zero at the top.
  public var row: Int

  /// Creates a mouse event.
  public init(action: MouseAction, column: Int, row: Int) {
    self.action = action
    self.column = column
    self.row = row
  }
}

/// Something the user did at the terminal.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A mouse action.
  case mouse(MouseEvent)
  /// Text pasted in bracketed-paste mode, delivered whole.
  case paste(String)
}
