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
    statusMessageExpiry?.cancel()
    statusMessage = message
    statusMessageExpiry = clock.schedule(after: duration) { [weak self] in
      self?.clearStatusMessage()
    }
    log("status message '\(message)' for \(duration)s")
    setNeedsFrame()
  }

  /// Removes the status message now, if one is shown.
  public func clearStatusMessage() {
    statusMessageExpiry?.cancel()
    statusMessageExpiry = nil
    guard statusMessage != nil else { return }
    statusMessage = nil
    setNeedsFrame()
  }

  /// Draws the status line again: the shown screen's status changed.
  public func statusDidChange() {
    setNeedsFrame()
  }
}
