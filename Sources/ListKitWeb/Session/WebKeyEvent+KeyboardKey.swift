import ListUI

extension WebKeyEvent {
  /// The key as ListUI's responders get it (UIKit's `UIKey`): the DOM's names of the arrows,
  /// Page Up and Down, Home, End, Escape, Delete and F1 to F12 become `KeyCommand`'s names;
  /// Enter becomes `"\r"`, Tab `"\t"`, Backspace `"\u{8}"`; a character stays itself; the
  /// modifiers held come along. `nil` for another named key, such as `"Shift"` alone.
  public var keyboardKey: KeyboardKey? {
    var flags: KeyModifierFlags = []
    if isShiftDown { flags.insert(.shift) }
    if isControlDown { flags.insert(.control) }
    if isAltDown { flags.insert(.alternate) }
    if isMetaDown { flags.insert(.command) }
    let input: String
    switch key {
    case "ArrowUp": input = KeyCommand.inputUpArrow
    case "ArrowDown": input = KeyCommand.inputDownArrow
    case "ArrowLeft": input = KeyCommand.inputLeftArrow
    case "ArrowRight": input = KeyCommand.inputRightArrow
    case "PageUp": input = KeyCommand.inputPageUp
    case "PageDown": input = KeyCommand.inputPageDown
    case "Home": input = KeyCommand.inputHome
    case "End": input = KeyCommand.inputEnd
    case "Escape": input = KeyCommand.inputEscape
    case "Delete": input = KeyCommand.inputDelete
    case "Enter": input = "\r"
    case "Tab": input = "\t"
    case "Backspace": input = "\u{8}"
    default:
      if key.count == 1 {
        input = key
      } else if key.hasPrefix("F"), let number = Int(key.dropFirst()),
        let name = KeyCommand.inputFunctionKey(number)
      {
        input = name
      } else {
        return nil
      }
    }
    return KeyboardKey(input: input, modifierFlags: flags)
  }
}
