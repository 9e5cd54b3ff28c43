import Foundation
import ListUI

/// Status messages: a short message in the status line that goes after a while.
extension WebSession: AppHost {
  /// Shows `message` in the status line in place of the screen's status text for `duration`
  /// seconds on the session's ``clock``, as a terminal application does; a screen shows one with
  /// `AppViewController.showStatusMessage(_:for:)`. A new message replaces the one shown, and
  /// its time starts over.
  public func showStatusMessage(
    _ message: String, for duration: TimeInterval = AppViewController.statusMessageDuration
  ) {
    guard !isClosed else { return }
    statusMessages.show(message, for: duration)
    log("status message '\(message)' for \(duration)s")
  }

  /// Removes the status message now, if one is shown.
  public func clearStatusMessage() {
    statusMessages.clear()
  }

  /// Draws the status line again: the shown screen's status changed.
  public func statusDidChange() {
    setNeedsFrame()
  }
}
