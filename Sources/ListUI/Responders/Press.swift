/// One key press: ListUI's `UIPress`, as ``Responder/pressesBegan(_:with:)`` gets it.
@MainActor
public final class Press: Hashable {
  /// The key pressed.
  public let key: KeyboardKey?

  /// Creates a press of `key`.
  public init(key: KeyboardKey?) {
    self.key = key
  }

  /// Whether the two are the same press.
  nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }

  /// Hashes the press's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
