/// What a screen reaches for its status line through its view: the ``Window`` it is shown in,
/// which tells the terminal application or web session showing it.
@MainActor
public protocol AppHost: AnyObject {
  /// Shows `message` in the status line for `duration` seconds, in place of the screen's status
  /// text.
  func showStatusMessage(_ message: String, for duration: TimeInterval)

  /// The shown screen's status text or key hints changed outside input: the renderer draws its
  /// status line again.
  func statusDidChange()
}
