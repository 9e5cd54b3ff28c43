/// How many colours a terminal can show.
public enum ColorCapability: Hashable, Sendable, CaseIterable {
  /// No colour: bold, dim, underline and reverse video only.
  case none
  /// The 16 standard colours.
  case ansi16
  /// The 256 indexed colours.
  case ansi256
  /// Any colour by its red, green and blue components.
  case trueColor

  /// The capability the environment announces:
  /// - none when `NO_COLOR` is set and not empty, when `TERM` is `dumb`, or when there is no
  ///   `TERM`;
  /// - true colour when `COLORTERM` is `truecolor` or `24bit`, or `TERM` ends in `-direct`;
  /// - 256 colours when `TERM` names a 256-colour terminal;
  /// - 16 colours for any other `TERM`.
  public static func detect(environment: [String: String]) -> ColorCapability {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .trueColor
    }
    if term.contains("256color") { return .ansi256 }
    return .ansi16
  }
}
