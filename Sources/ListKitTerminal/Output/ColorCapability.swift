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

/// When to use colour: the `--color` option.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
  /// The capability the environment announces (``ColorCapability/detect(environment:)``).
  case auto
  /// Colour even when the environment announces none: the depth the terminal announces, or
  /// 256 colours when it announces none or `NO_COLOR` is set.
  case always
  /// No colour; bold, dim, underline and reverse video stay, as with `NO_COLOR`.
  case never

  /// The capability to draw with in `environment`.
  public func capability(environment: [String: String]) -> ColorCapability {
    switch self {
    case .auto:
      return ColorCapability.detect(environment: environment)
    case .always:
      var colorful = environment
      colorful["NO_COLOR"] = nil
      let detected = ColorCapability.detect(environment: colorful)
      return detected == .none ? .ansi256 : detected
    case .never:
      return .none
    }
  }
}
