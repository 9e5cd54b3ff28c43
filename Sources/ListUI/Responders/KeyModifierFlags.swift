/// The modifier keys held with a key: ListUI's `UIKeyModifierFlags`.
///
/// A terminal tells Control and Alt, and Shift only through the character it types (an
/// uppercase letter); a browser tells all four.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The flags' bits, as UIKit's.
  public let rawValue: Int

  /// Creates flags from their raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock is on.
  public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
  /// Shift is down.
  public static let shift = KeyModifierFlags(rawValue: 1 << 17)
  /// Control is down.
  public static let control = KeyModifierFlags(rawValue: 1 << 18)
  /// Alt (Option) is down.
  public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
  /// Command (Meta) is down.
  public static let command = KeyModifierFlags(rawValue: 1 << 20)
  /// The key is on the numeric keypad.
  public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)

  /// The flags a key command compares: Shift, Control, Alt and Command.
  static let compared: KeyModifierFlags = [.shift, .control, .alternate, .command]
}
