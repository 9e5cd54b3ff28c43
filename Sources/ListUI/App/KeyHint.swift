/// A key and what it does, as the key hints show it.
public struct KeyHint: Hashable, Sendable {
  /// The keys, such as `"↑ ↓ j k"`.
  public var keys: String
  /// What they do.
  public var action: String

  /// Creates a hint.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}
