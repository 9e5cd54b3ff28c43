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
