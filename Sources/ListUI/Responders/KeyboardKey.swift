/// The key of a ``Press``: ListUI's `UIKey`.
///
/// A key that types a character says it in ``characters``; a key that types none (an arrow,
/// Escape, Page Up, a function key) says its name, one of ``KeyCommand``'s `input` constants such
/// as ``KeyCommand/inputUpArrow``, as UIKit's does.
public struct KeyboardKey: Hashable, Sendable {
  /// What the key types with its modifiers (Shift makes a letter uppercase), or its name.
  public var characters: String
  /// What the key types without its modifiers (a letter in lowercase), or its name.
  public var charactersIgnoringModifiers: String
  /// The modifier keys held.
  public var modifierFlags: KeyModifierFlags

  /// Creates a key as a renderer reads it: `input` is the character typed, such as `"a"`, `"G"`
  /// or `"+"`, or one of ``KeyCommand``'s names, such as ``KeyCommand/inputEscape``. An uppercase
  /// letter adds ``KeyModifierFlags/shift``, and Shift makes a letter uppercase, since a terminal
  /// tells Shift only that way.
  public init(input: String, modifierFlags: KeyModifierFlags = []) {
    var flags = modifierFlags
    if input.count == 1, let character = input.first, character.isLetter {
      if character.isUppercase { flags.insert(.shift) }
      let lowercase = input.lowercased()
      charactersIgnoringModifiers = lowercase
      characters = flags.contains(.shift) ? input.uppercased() : lowercase
    } else {
      characters = input
      charactersIgnoringModifiers = input
    }
    self.modifierFlags = flags
  }

  /// Creates a key from what it types and the modifiers held, as UIKit reports it.
  public init(
    characters: String, charactersIgnoringModifiers: String, modifierFlags: KeyModifierFlags
  ) {
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers
    self.modifierFlags = modifierFlags
  }
}
