import Foundation
import ListUI

/// Status messages: a short message in the status line that goes after a while.
extension WebSession {
  /// Shows `message` in the status line in place of the screen's status text for `duration`
  /// seconds, as a terminal application does; a screen shows one with
  /// `AppViewController.showStatusMessage(_:for:)`. A new message replaces the one shown, and
  /// its time starts over. The ``window`` holds it.
  public func showStatusMessage(
    _ message: String, for duration: TimeInterval = AppViewController.statusMessageDuration
  ) {
    window.showStatusMessage(message, for: duration)
  }

  /// Removes the status message now, if one is shown.
  public func clearStatusMessage() {
    window.clearStatusMessage()
  }
}
