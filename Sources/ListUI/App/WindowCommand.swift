/// What a key asks a ``Window`` to do: the app shell's one keymap, the same in a terminal and a
/// browser.
///
/// ``init(_:)`` maps a key to its command; ``Window/perform(_:)`` carries it out. A key reaches
/// the keymap only when no alert, filter line or key command along the shown screen's
/// responder chain took it (see ``Window/handleKey(_:isTyping:)``), so a screen's own
/// `keyCommands` win over these.
public enum WindowCommand: Hashable, Sendable {
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
  /// Activate the selected item: press its first button, or tap it.
  case activate
  /// Focus the next control on screen (Tab); where the renderer has no focus of its own to move,
  /// select the next item.
  case focusNext
  /// Focus the previous control on screen (Shift-Tab); where the renderer has no focus of its own
  /// to move, select the previous item.
  case focusPrevious
  /// Go back to the screen before: cancel an alert, dismiss a presented controller or pop the
  /// stack; a terminal quits from the first screen.
  case back
  /// Show or hide all the keys (`?`).
  case toggleKeyHints
  /// Show the selected item's actions, its swipe actions and context menu, as an action sheet.
  case showActions
  /// Select the next tab of the tab bar controller the shown screen is in, going round, as a
  /// click on it does (`]`).
  case selectNextTab
  /// Select the previous tab of the tab bar controller the shown screen is in, going round
  /// (`[`).
  case selectPreviousTab
  /// Select the tab at `index`, counted from 0, of the tab bar controller the shown screen is in:
  /// `1` selects the first, up to `9`.
  case selectTab(index: Int)
  /// Press the shown screen's right bar button item at `index`, counted from 0 among those the
  /// title bar shows: F2 presses the first, F3 the second, and so on.
  case pressBarButtonItem(index: Int)

  /// The command `key` stands for, or `nil` when it stands for none:
  /// - the arrows, `j`/`k` and `h`/`l` move; Page Up, Page Down, space and `b` page; Home, End,
  ///   `g` and `G` jump;
  /// - Tab and Shift-Tab move the focus;
  /// - Enter activates; Escape and `q` go back; `?` shows all the keys; `x` shows the selected
  ///   item's actions;
  /// - `]` and `[` select the next and previous tab, `1` to `9` a tab by its place;
  /// - F2, F3 and on press the right bar button items (F1 is left to the terminal or browser,
  ///   which often take it for their own help).
  ///
  /// A key with Control, Alt or Command stands for none.
  public init?(_ key: KeyboardKey) {
    let flags = key.modifierFlags
    guard flags.intersection([.control, .alternate, .command]).isEmpty else { return nil }
    switch key.characters {
    case KeyCommand.inputUpArrow, "k": self = .moveUp
    case KeyCommand.inputDownArrow, "j": self = .moveDown
    case KeyCommand.inputLeftArrow, "h": self = .moveLeft
    case KeyCommand.inputRightArrow, "l": self = .moveRight
    case KeyCommand.inputPageUp, "b": self = .pageUp
    case KeyCommand.inputPageDown, " ": self = .pageDown
    case KeyCommand.inputHome, "g": self = .moveToTop
    case KeyCommand.inputEnd, "G": self = .moveToBottom
    case "\r": self = .activate
    case "\t": self = flags.contains(.shift) ? .focusPrevious : .focusNext
    case KeyCommand.inputEscape, "q": self = .back
    case "?": self = .toggleKeyHints
    case "x": self = .showActions
    case "]": self = .selectNextTab
    case "[": self = .selectPreviousTab
    case "1", "2", "3", "4", "5", "6", "7", "8", "9":
      self = .selectTab(index: Int(key.characters).map { $0 - 1 } ?? 0)
    default:
      guard
        let number = (2...12).first(where: {
          KeyCommand.inputFunctionKey($0) == key.characters
        })
      else { return nil }
      self = .pressBarButtonItem(index: number - 2)
    }
  }
}
