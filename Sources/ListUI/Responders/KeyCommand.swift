/// A key a responder answers, with what it does: ListUI's `UIKeyCommand`.
///
/// A screen lists its keys in ``Responder/keyCommands``; each renderer sends its keys through the
/// responder chain, so the key works in a terminal and in a browser, and a command with a
/// ``discoverabilityTitle`` shows in the key hints of both:
///
/// ```swift
/// override var keyCommands: [KeyCommand]? {
///   [
///     KeyCommand(input: "a", discoverabilityTitle: "add a row") { [weak self] _ in self?.add() },
///     KeyCommand(input: "d", modifierFlags: .control) { [weak self] _ in self?.deleteAll() },
///   ]
/// }
/// ```
///
/// UIKit names the action with a selector; here it is a closure, as `#selector` does not exist
/// where UIKit does not.
@MainActor
public final class KeyCommand {
  /// The key: a character such as `"a"`, `"+"` or `"\r"` (Return), or one of the names below,
  /// such as ``inputUpArrow``.
  public let input: String?
  /// The modifier keys that must be held. Shift with a letter is the uppercase letter: `"G"` and
  /// `"g"` with ``KeyModifierFlags/shift`` are the same command.
  public let modifierFlags: KeyModifierFlags
  /// The command's title, as a menu would show it.
  public var title: String
  /// What the key hints say the key does; `nil` leaves the command out of them.
  public var discoverabilityTitle: String?
  /// Whether the command takes its key before the app's own use of it, such as an arrow's move
  /// of the selection. Commands always come before the app's keys here: kept for UIKit's code.
  public var wantsPriorityOverSystemBehavior = false
  private let action: @MainActor (KeyCommand) -> Void

  /// Creates a command that runs `action` when `input` is pressed with `modifierFlags` held.
  public init(
    input: String, modifierFlags: KeyModifierFlags = [], title: String = "",
    discoverabilityTitle: String? = nil, action: @escaping @MainActor (KeyCommand) -> Void
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.title = title
    self.discoverabilityTitle = discoverabilityTitle
    self.action = action
  }

  /// Runs the command's action.
  public func perform() {
    action(self)
  }

  /// Whether pressing `key` runs this command: the same key with the same Shift, Control, Alt
  /// and Command. A character that Shift types on its own key, such as `"+"` or `"?"`, matches
  /// with or without Shift, as a terminal cannot tell it.
  public func matches(_ key: KeyboardKey) -> Bool {
    guard let input else { return false }
    let wanted = KeyboardKey(input: input, modifierFlags: modifierFlags)
    let compared = KeyModifierFlags.compared
    if wanted.charactersIgnoringModifiers != key.charactersIgnoringModifiers {
      return false
    }
    let isLetter = wanted.characters.count == 1 && wanted.characters.first?.isLetter == true
    if isLetter || Self.names.contains(where: { $0.input == input }) {
      return wanted.modifierFlags.intersection(compared) == key.modifierFlags.intersection(compared)
    }
    let unshifted: KeyModifierFlags = [.control, .alternate, .command]
    return wanted.modifierFlags.intersection(unshifted) == key.modifierFlags.intersection(unshifted)
  }

  /// The keys as the key hints show them, such as `"a"`, `"G"`, `"Ctrl-D"`, `"↑"` or `"Enter"`.
  public var keysDescription: String {
    guard let input else { return "" }
    let key = KeyboardKey(input: input, modifierFlags: modifierFlags)
    var prefix = ""
    if key.modifierFlags.contains(.control) { prefix += "Ctrl-" }
    if key.modifierFlags.contains(.alternate) { prefix += "Alt-" }
    if key.modifierFlags.contains(.command) { prefix += "Cmd-" }
    let name: String
    if let named = Self.names.first(where: { $0.input == input }) {
      name = named.shown
      if key.modifierFlags.contains(.shift) { prefix += "Shift-" }
    } else {
      switch key.characters {
      case "\r", "\n": name = "Enter"
      case "\t": name = "Tab"
      case " ": name = "Space"
      case "\u{8}", "\u{7F}": name = "Backspace"
      default: name = prefix.isEmpty ? key.characters : key.characters.uppercased()
      }
    }
    return prefix + name
  }

  /// The Up arrow.
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The Down arrow.
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The Left arrow.
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The Right arrow.
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
  /// Escape.
  nonisolated public static let inputEscape = "UIKeyInputEscape"
  /// Page Up.
  nonisolated public static let inputPageUp = "UIKeyInputPageUp"
  /// Page Down.
  nonisolated public static let inputPageDown = "UIKeyInputPageDown"
  /// Home.
  nonisolated public static let inputHome = "UIKeyInputHome"
  /// End.
  nonisolated public static let inputEnd = "UIKeyInputEnd"
  /// Forward Delete.
  nonisolated public static let inputDelete = "UIKeyInputDelete"
  /// F1.
  nonisolated public static let inputF1 = "UIKeyInputF1"
  /// F2.
  nonisolated public static let inputF2 = "UIKeyInputF2"
  /// F3.
  nonisolated public static let inputF3 = "UIKeyInputF3"
  /// F4.
  nonisolated public static let inputF4 = "UIKeyInputF4"
  /// F5.
  nonisolated public static let inputF5 = "UIKeyInputF5"
  /// F6.
  nonisolated public static let inputF6 = "UIKeyInputF6"
  /// F7.
  nonisolated public static let inputF7 = "UIKeyInputF7"
  /// F8.
  nonisolated public static let inputF8 = "UIKeyInputF8"
  /// F9.
  nonisolated public static let inputF9 = "UIKeyInputF9"
  /// F10.
  nonisolated public static let inputF10 = "UIKeyInputF10"
  /// F11.
  nonisolated public static let inputF11 = "UIKeyInputF11"
  /// F12.
  nonisolated public static let inputF12 = "UIKeyInputF12"

  /// The named keys and how the key hints show them.
  nonisolated static let names: [(input: String, shown: String)] =
    [
      (inputUpArrow, "↑"), (inputDownArrow, "↓"), (inputLeftArrow, "←"), (inputRightArrow, "→"),
      (inputEscape, "Esc"), (inputPageUp, "PgUp"), (inputPageDown, "PgDn"), (inputHome, "Home"),
      (inputEnd, "End"), (inputDelete, "Del"),
    ] + (1...12).map { ("UIKeyInputF\($0)", "F\($0)") }

  /// The name of function key `number`, such as ``inputF2`` for 2; `nil` past F12.
  nonisolated public static func inputFunctionKey(_ number: Int) -> String? {
    (1...12).contains(number) ? "UIKeyInputF\(number)" : nil
  }
}
