import Foundation

/// A message shown for a while, then gone: the status message of a terminal application or a web
/// session (``AppHost/showStatusMessage(_:for:)``), timed on the renderer's clock.
@MainActor
public final class TimedMessage {
  /// The message shown now; `nil` when none is.
  public private(set) var text: String?
  private var expiry: ScheduledWork?
  private let scheduler: any Scheduler
  private let didChange: @MainActor () -> Void

  /// A slot with no message, timed on `scheduler`, that calls `didChange` when its message comes
  /// or goes.
  public init(scheduler: any Scheduler, didChange: @escaping @MainActor () -> Void) {
    self.scheduler = scheduler
    self.didChange = didChange
  }

  /// Shows `text` for `duration` seconds: a new message replaces the one shown, and its time
  /// starts over.
  public func show(_ text: String, for duration: TimeInterval) {
    expiry?.cancel()
    self.text = text
    expiry = scheduler.schedule(after: duration) { [weak self] in self?.clear() }
    didChange()
  }

  /// Removes the message now, if one is shown.
  public func clear() {
    expiry?.cancel()
    expiry = nil
    guard text != nil else { return }
    text = nil
    didChange()
  }
}
