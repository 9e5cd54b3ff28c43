/// What shows an app's screens, a terminal application or a web session, as its screens reach
/// it: through the root view it hosts.
@MainActor
public protocol AppHost: AnyObject {
  /// Shows `message` in the status line for `duration` seconds, in place of the screen's status
  /// text.
  func showStatusMessage(_ message: String, for duration: TimeInterval)

  /// The shown screen's status text or key hints changed outside input: the renderer draws its
  /// status line again.
  func statusDidChange()
}
