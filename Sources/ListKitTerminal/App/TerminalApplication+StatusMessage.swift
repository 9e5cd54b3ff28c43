import Foundation
import ListUI

/// Status messages: a short message in the status line that goes after a while.
extension TerminalApplication {
  /// Shows `message` in the status line, in bold, in place of the screen's status text for
  /// `duration` seconds on the app's ``clock``; then the status line shows the screen's status
  /// again. A new message replaces the one shown, and its time starts over. The message stays
  /// when the screen changes, as it says what just happened. The ``window`` holds it.
  public func showStatusMessage(
    _ message: String, for duration: TimeInterval = AppViewController.statusMessageDuration
  ) {
    window.showStatusMessage(message, for: duration)
  }

  /// Removes the status message now, if one is shown: the status line shows the screen's status
  /// again.
  public func clearStatusMessage() {
    window.clearStatusMessage()
  }
}
