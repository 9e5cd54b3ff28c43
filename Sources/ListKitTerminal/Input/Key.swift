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
  /// A function key: `function(1)` for F1, up to `function(12)` for F12.
  case function(Int)
}
