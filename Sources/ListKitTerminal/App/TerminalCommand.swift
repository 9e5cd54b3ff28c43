import ListUI

/// What a key press or a mouse action asks a ``TerminalApplication`` to do: a command of the app
/// shell, the same in every renderer (`WindowCommand`), or one only a terminal has.
public enum TerminalCommand: Hashable, Sendable {
  /// A command of the app shell: a move of the selection, Enter, Tab, going back, the key
  /// hints, an item's actions, a bar button item. In a terminal, Tab and Shift-Tab focus the
  /// controls of the rows on screen, selecting their row (the next row when the screen has no
  /// control), and going back from the first screen quits.
  case window(WindowCommand)
  /// Quit at once.
  case quit
  /// Suspend: give the terminal back and stop until resumed, then redraw everything.
  case suspend
  /// Scroll the content by a number of rows, without moving the selection.
  case scroll(rows: Int)
  /// A click at a cell of the screen.
  case click(column: Int, row: Int)
  /// A right click at a cell of the screen: the actions of the item under it.
  case secondaryClick(column: Int, row: Int)

  /// The command `event` stands for, or `nil` when it stands for none: a key stands for what
  /// it stands for in every renderer (`WindowCommand.init(_:)`: the arrows, `j`/`k` and
  /// `h`/`l` move; Page Up, Page Down, space and `b` page; Home, End, `g` and `G` jump; Tab and
  /// Shift-Tab move the focus; Enter activates; Escape and `q` go back; `?` toggles the key
  /// hints; `x` shows the selected item's actions; F2, F3 and on press the right bar button
  /// items), and Ctrl-C quits and Ctrl-Z suspends; the wheel scrolls three rows; a left click
  /// clicks, a right click shows the actions of the item under it.
  public init?(_ event: InputEvent) {
    switch event {
    case .key(.control("c")): self = .quit
    case .key(.control("z")): self = .suspend
    case .key(let key):
      guard let command = key.keyboardKey.flatMap(WindowCommand.init) else { return nil }
      self = .window(command)
    case .mouse(let mouse):
      switch mouse.action {
      case .wheelUp: self = .scroll(rows: -3)
      case .wheelDown: self = .scroll(rows: 3)
      case .press(button: 0): self = .click(column: mouse.column, row: mouse.row)
      case .press(button: 2): self = .secondaryClick(column: mouse.column, row: mouse.row)
      default: return nil
      }
    case .paste:
      return nil
    }
  }
}
