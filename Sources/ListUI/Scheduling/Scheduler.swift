import Foundation

/// Where animations and deferred work run: the main queue in an app, a ``ManualScheduler`` that a
/// test advances.
///
/// Everything ListUI defers — the end of an animation, the completion of a batch update or of an
/// animated scroll — goes through the scheduler of the view that started it, so a test controls
/// time and never sleeps.
@MainActor
public protocol Scheduler: AnyObject {
  /// The scheduler's clock, in seconds.
  var now: TimeInterval { get }

  /// Runs `work` once, `delay` seconds from now, and never inside this call.
  ///
  /// - Parameters:
  ///   - delay: How long to wait, in seconds; zero or less runs it at the next turn.
  ///   - work: What to run.
  /// - Returns: A handle that cancels the work if it has not run yet.
  @discardableResult
  func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}
