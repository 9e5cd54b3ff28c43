/// What the Return key of an on-screen keyboard says: UIKit's `UIReturnKeyType`.
///
/// A terminal has no on-screen keyboard, and Return is Return whatever the type. A web page gives
/// the field's input the `enterkeyhint` the type names (`go`, `next`, `search`, `send`, `done`),
/// which a phone's keyboard shows on its key.
public enum ReturnKeyType: Int, Hashable, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google, a search.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo, a search.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`

  /// The web's `enterkeyhint` for the type, or `nil` for Return.
  public var enterKeyHint: String? {
    switch self {
    case .default, .join, .emergencyCall: nil
    case .go, .route, .continue: "go"
    case .google, .yahoo, .search: "search"
    case .next: "next"
    case .send: "send"
    case .done: "done"
    }
  }
}
