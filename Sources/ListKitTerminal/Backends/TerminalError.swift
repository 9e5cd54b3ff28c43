/// An error from the terminal.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
  /// What failed.
  public var description: String

  /// Creates an error that says what failed.
  public init(_ description: String) {
    self.description = description
  }
}
