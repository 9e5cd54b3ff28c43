/// Why an ``AppDriver`` could not do what a test asked.
public enum AppDriverError: Error, Equatable, CustomStringConvertible {
  /// Nothing on screen shows the text; `screen` is what it showed.
  case notShown(String, screen: String)

  /// The text to tap, then the screen, for the test's failure message.
  public var description: String {
    switch self {
    case .notShown(let text, let screen): "nothing shows '\(text)' on screen:\n\(screen)"
    }
  }
}
