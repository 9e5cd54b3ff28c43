import ListKit

/// A key as a test names it: `"Enter"`, `"Down"`, `"a"`, `"ctrl-d"`, `"shift-Tab"`, `"F2"`.
///
/// The names: `Enter`, `Escape` (`Esc`), `Tab`, `Backspace`, `Delete`, `Space`, `Up`, `Down`,
/// `Left`, `Right`, `PageUp`, `PageDown`, `Home`, `End`, `F1` to `F12`, or one character. Before
/// the name, any of `ctrl-`, `alt-`, `shift-` and `cmd-`, in any case. An ``AppDriver`` presses it
/// as its renderer's input would: a terminal's bytes, a browser's `keydown`.
public struct KeyName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The key without its modifiers: one of the names above, or one character.
  public let key: String
  /// The modifiers held.
  public let modifierFlags: KeyModifierFlags

  /// The named keys.
  public static let names = Set(
    [
      "Enter", "Escape", "Tab", "Backspace", "Delete", "Space", "Up", "Down", "Left", "Right",
      "PageUp", "PageDown", "Home", "End",
    ] + (1...12).map { "F\($0)" })

  /// Reads `name`; a name that is neither a known key nor one character stops the test with a
  /// message that lists the names.
  public init(_ name: String) {
    var flags: KeyModifierFlags = []
    var rest = Substring(name)
    let prefixes: [(String, KeyModifierFlags)] = [
      ("ctrl-", .control), ("alt-", .alternate), ("shift-", .shift), ("cmd-", .command),
    ]
    var matched = true
    while matched, rest.count > 1 {
      matched = false
      for (prefix, flag) in prefixes where rest.lowercased().hasPrefix(prefix) {
        flags.insert(flag)
        rest = rest.dropFirst(prefix.count)
        matched = true
      }
    }
    let base = rest == "Esc" ? "Escape" : String(rest)
    precondition(
      base.count == 1 || Self.names.contains(base),
      "no key named '\(name)'; use one character or one of "
        + Self.names.sorted().joined(separator: ", "))
    key = base
    modifierFlags = flags
  }

  /// Reads a string literal as ``init(_:)`` does.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The name, modifiers first: `ctrl-d`.
  public var description: String {
    var prefix = ""
    if modifierFlags.contains(.control) { prefix += "ctrl-" }
    if modifierFlags.contains(.alternate) { prefix += "alt-" }
    if modifierFlags.contains(.shift) { prefix += "shift-" }
    if modifierFlags.contains(.command) { prefix += "cmd-" }
    return prefix + key
  }
}
