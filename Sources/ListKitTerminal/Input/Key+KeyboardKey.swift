import ListUI

extension Key {
  /// The key as ListUI's responders get it (UIKit's `UIKey`): arrows, Page Up and Down, Home,
  /// End, Escape, Delete and the function keys by their `KeyCommand` names; Enter as `"\r"`, Tab
  /// as `"\t"` (Shift-Tab with Shift), Backspace as `"\u{8}"`; a character as itself; Control
  /// and a letter as the letter with Control. `nil` for Insert, which has no name there.
  public var keyboardKey: KeyboardKey? {
    switch self {
    case .up: KeyboardKey(input: KeyCommand.inputUpArrow)
    case .down: KeyboardKey(input: KeyCommand.inputDownArrow)
    case .left: KeyboardKey(input: KeyCommand.inputLeftArrow)
    case .right: KeyboardKey(input: KeyCommand.inputRightArrow)
    case .pageUp: KeyboardKey(input: KeyCommand.inputPageUp)
    case .pageDown: KeyboardKey(input: KeyCommand.inputPageDown)
    case .home: KeyboardKey(input: KeyCommand.inputHome)
    case .end: KeyboardKey(input: KeyCommand.inputEnd)
    case .enter: KeyboardKey(input: "\r")
    case .tab: KeyboardKey(input: "\t")
    case .backTab: KeyboardKey(input: "\t", modifierFlags: .shift)
    case .escape: KeyboardKey(input: KeyCommand.inputEscape)
    case .backspace: KeyboardKey(input: "\u{8}")
    case .delete: KeyboardKey(input: KeyCommand.inputDelete)
    case .insert: nil
    case .character(let character): KeyboardKey(input: String(character))
    case .control(let character):
      KeyboardKey(input: String(character).lowercased(), modifierFlags: .control)
    case .function(let number):
      KeyCommand.inputFunctionKey(number).map { KeyboardKey(input: $0) }
    }
  }
}
