import ListUI

/// What a key press or a mouse action asks a ``TerminalApplication`` to do.
public enum TerminalCommand: Hashable, Sendable {
  /// Select the item above.
  case moveUp
  /// Select the item below.
  case moveDown
  /// Select the item before, in a row that scrolls across the list the one on the left.
  case moveLeft
  /// Select the item after, in a row that scrolls across the list the one on the right.
  case moveRight
  /// Select the item a screen above.
  case pageUp
  /// Select the item a screen below.
  case pageDown
  /// Select the first item.
  case moveToTop
  /// Select the last item.
  case moveToBottom
  /// Activate the selected item: press its focused button, or its first button, or select it as
  /// a tap does.
  case activate
  /// Focus the next control on screen (Tab): a button, switch, segmented control or text field,
  /// outside the list or in its visible rows, selecting its row; the next row when the screen has
  /// no control.
  case focusNext
  /// Focus the previous control on screen (Shift-Tab), selecting its row; the previous row when
  /// the screen has no control.
  case focusPrevious
  /// Go back to the screen before, or quit from the first screen.
  case back
  /// Quit at once.
  case quit
  /// Suspend: give the terminal back and stop until resumed, then redraw everything.
  case suspend
  /// Show or hide the key hints.
  case toggleKeyHints
  /// Scroll the content by a number of rows, without moving the selection.
  case scroll(rows: Int)
  /// A click at a cell of the screen.
  case click(column: Int, row: Int)
  /// Show the selected item's actions, its context menu, as an action sheet (`x`).
  case showActions
  /// A right click at a cell of the screen: the actions of the item under it.
  case secondaryClick(column: Int, row: Int)
  /// Press the shown screen's right bar button item at `index`, counted from 0 among the items
  /// the title bar shows: F2 presses the first, F3 the second, and so on.
  case pressBarButtonItem(index: Int)

  /// The command `event` stands for, or `nil` when it stands for none: a key stands for what
  /// it stands for in every renderer (`WindowCommand.init(_:)`: the arrows, `j`/`k` and
  /// `h`/`l` move; Page Up, Page Down, space and `b` page; Home, End, `g` and `G` jump; Tab and
  /// Shift-Tab move the focus between the controls of the rows on screen; Enter activates;
  /// Escape and `q` go back, and quit from the first screen; `?` toggles the key hints; `x`
  /// shows the selected item's actions; F2, F3 and on press the right bar button items), and
  /// Ctrl-C quits and Ctrl-Z suspends; the wheel scrolls three rows; a left click clicks, a
  /// right click shows the actions of the item under it.
  public init?(_ event: InputEvent) {
    switch event {
    case .key(.control("c")): self = .quit
    case .key(.control("z")): self = .suspend
    case .key(let key):
      guard let command = key.keyboardKey.flatMap(WindowCommand.init) else { return nil }
      self.init(command)
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

  /// The terminal's form of the shell's `command`.
  public init(_ command: WindowCommand) {
    switch command {
    case .moveUp: self = .moveUp
    case .moveDown: self = .moveDown
    case .moveLeft: self = .moveLeft
    case .moveRight: self = .moveRight
    case .pageUp: self = .pageUp
    case .pageDown: self = .pageDown
    case .moveToTop: self = .moveToTop
    case .moveToBottom: self = .moveToBottom
    case .activate: self = .activate
    case .focusNext: self = .focusNext
    case .focusPrevious: self = .focusPrevious
    case .back: self = .back
    case .toggleKeyHints: self = .toggleKeyHints
    case .showActions: self = .showActions
    case .pressBarButtonItem(let index): self = .pressBarButtonItem(index: index)
    }
  }

  /// The shell's command this one is, which the ``TerminalApplication``'s window carries out;
  /// `nil` for the terminal's own: quitting, suspending, scrolling and clicks.
  public var windowCommand: WindowCommand? {
    switch self {
    case .moveUp: .moveUp
    case .moveDown: .moveDown
    case .moveLeft: .moveLeft
    case .moveRight: .moveRight
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .moveToTop: .moveToTop
    case .moveToBottom: .moveToBottom
    case .activate: .activate
    case .focusNext: .focusNext
    case .focusPrevious: .focusPrevious
    case .back: .back
    case .toggleKeyHints: .toggleKeyHints
    case .showActions: .showActions
    case .pressBarButtonItem(let index): .pressBarButtonItem(index: index)
    case .quit, .suspend, .scroll, .click, .secondaryClick: nil
    }
  }
}
