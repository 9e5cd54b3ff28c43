import Foundation

/// A scheduler that runs work on the main dispatch queue, for apps.
@MainActor
public final class MainQueueScheduler: Scheduler {
  /// The scheduler views use unless they are given another.
  public static let shared = MainQueueScheduler()

  private let start = ContinuousClock.now

  /// Seconds since the scheduler was created.
  public var now: TimeInterval {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Runs `work` on the main queue after `delay` seconds, unless it is cancelled first.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let handle = ScheduledWork()
    DispatchQueue.main.asyncAfter(deadline: .now() + Swift.max(0, delay)) {
      MainActor.assumeIsolated {
        if !handle.isCancelled { work() }
      }
    }
    return handle
  }
}
