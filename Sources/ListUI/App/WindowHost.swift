import Foundation

/// What shows a ``Window``: a terminal application or a web session. What the window holds, the
/// host offers as its own, so that an app drives either the same way.
@MainActor
public protocol WindowHost: AnyObject {
  /// The window the host shows, between its title bar and its status line.
  var window: Window { get }
}

extension WindowHost {
  /// The screen shown, whose list the selection keys move in and whose title the title bar
  /// names (``Window/topScreen``).
  public var topScreen: ViewController? { window.topScreen }

  /// The message the status line shows in place of the screen's status until it expires; `nil`
  /// when there is none (``Window/statusMessage``).
  public var statusMessage: String? { window.statusMessage }

  /// Shows `message` in the status line, in place of the screen's status text, for `duration`
  /// seconds on the host's clock; then the status line shows the screen's status again. A new
  /// message replaces the one shown, and its time starts over; it stays when the screen changes,
  /// as it says what just happened. A screen shows one with
  /// ``AppViewController/showStatusMessage(_:for:)``.
  public func showStatusMessage(
    _ message: String, for duration: TimeInterval = AppViewController.statusMessageDuration
  ) {
    window.showStatusMessage(message, for: duration)
  }

  /// Removes the status message now, if one is shown.
  public func clearStatusMessage() {
    window.clearStatusMessage()
  }

  /// Whether all the keys are shown (`?`, ``Window/isShowingKeyHints``).
  public var isShowingKeyHints: Bool {
    get { window.isShowingKeyHints }
    set { window.isShowingKeyHints = newValue }
  }

  /// All the keys that work now (``Window/keyHints``).
  public var keyHints: [KeyHint] { window.keyHints }

  /// The keys a status line shows in short, the most useful first (``Window/shortKeyHints``).
  public var shortKeyHints: [KeyHint] { window.shortKeyHints }
}
