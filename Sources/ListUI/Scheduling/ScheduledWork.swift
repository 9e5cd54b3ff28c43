import Foundation

/// Work waiting on a scheduler; cancelling it keeps it from running.
@MainActor
public final class ScheduledWork {
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  /// Creates a handle for work that has not run yet.
  public init() {}

  /// Keeps the work from running, if it has not run yet.
  public func cancel() {
    isCancelled = true
  }
}
