import Foundation

/// A scheduler whose clock moves only when told to: tests use it to run animations and deferred
/// work step by step.
///
/// ```swift
/// let scheduler = ManualScheduler()
/// collectionView.scheduler = scheduler
/// collectionView.performBatchUpdates({ ... }, completion: { _ in done = true })
/// // done is still false here
/// scheduler.runUntilIdle()
/// // done is true
/// ```
@MainActor
public final class ManualScheduler: Scheduler {
  private struct Entry {
    let time: TimeInterval
    let order: Int
    let work: @MainActor () -> Void
    let handle: ScheduledWork
  }

  private var entries: [Entry] = []
  private var nextOrder = 0

  /// The current time, in seconds since the scheduler was created.
  public private(set) var now: TimeInterval = 0

  /// Creates a scheduler at time zero with nothing pending.
  public init() {}

  /// How many pieces of work wait to run.
  public var pendingCount: Int { entries.count { !$0.handle.isCancelled } }

  /// Queues `work` to run when the clock reaches `delay` seconds from now.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let handle = ScheduledWork()
    entries.append(
      Entry(time: now + Swift.max(0, delay), order: nextOrder, work: work, handle: handle))
    nextOrder += 1
    return handle
  }

  /// Moves the clock forward by `interval` seconds, running in time order all the work that falls
  /// due, including work scheduled while advancing.
  public func advance(by interval: TimeInterval) {
    let end = now + Swift.max(0, interval)
    while let index = nextDueIndex(notAfter: end) {
      let entry = entries.remove(at: index)
      now = Swift.max(now, entry.time)
      if !entry.handle.isCancelled { entry.work() }
    }
    now = end
  }

  /// Runs everything pending, moving the clock to each piece of work's time, until nothing is
  /// left; at most `limit` pieces, so that work that keeps rescheduling itself cannot hang a test.
  ///
  /// - Returns: How many pieces of work ran.
  @discardableResult
  public func runUntilIdle(limit: Int = 100_000) -> Int {
    var ran = 0
    while ran < limit, let index = nextDueIndex(notAfter: .infinity) {
      let entry = entries.remove(at: index)
      now = Swift.max(now, entry.time)
      if !entry.handle.isCancelled {
        entry.work()
        ran += 1
      }
    }
    return ran
  }

  private func nextDueIndex(notAfter end: TimeInterval) -> Int? {
    var best: Int?
    for (index, entry) in entries.enumerated() where entry.time <= end {
      if let current = best,
        (entries[current].time, entries[current].order) <= (entry.time, entry.order)
      {
        continue
      }
      best = index
    }
    return best
  }
}
