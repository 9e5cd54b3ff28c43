import Foundation
import ListUI

/// A scheduler that runs work on a clock and then marks its session as needing a frame, since
/// the work may have changed what it shows (``WebSession/scheduler``).
///
/// The work waits here, not on the clock: ``cancelAll()`` drops it, and what it holds, at once,
/// as a closed session's must be. Background work, such as a large list's diff, runs on the
/// clock's threads and its completion at a turn of the clock, as the terminal's does, so that the
/// session draws what the completion changed. A completion is not dropped: it runs at the clock's
/// first turn after its work returned, even once the session closed, so that the update it
/// belongs to ends and lets go of the screen it holds.
@MainActor
final class SessionScheduler: Scheduler {
  let base: ManualScheduler
  /// The session told.
  weak var session: WebSession?
  private var waiting: [Int: (time: TimeInterval, work: @MainActor () -> Void)] = [:]
  private var nextToken = 0

  /// A scheduler on `base` that tells its ``session``, once set.
  init(base: ManualScheduler) {
    self.base = base
  }

  var now: TimeInterval { base.now }

  @discardableResult
  func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    let token = nextToken
    nextToken += 1
    waiting[token] = (base.now + max(0, delay), work)
    let handle = base.schedule(after: delay) { [weak self] in
      guard let self, let work = waiting.removeValue(forKey: token)?.work else { return }
      work()
      needsFrame()
    }
    return handle
  }

  /// Runs `work` on a background thread and `completion` at the clock's first turn after it
  /// returned, then asks for a frame.
  func runInBackground(
    priority: TaskPriority, _ work: @escaping @Sendable () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    base.runInBackground(priority: priority, work) { [weak self] in
      completion()
      self?.needsFrame()
    }
  }

  /// Asks the session for a frame.
  private func needsFrame() {
    session?.setNeedsFrame()
  }

  /// Runs, in the order it was scheduled, the work due by now, such as an update a list adapter
  /// queued for the scheduler's next turn, and the work that work schedules for now.
  func runWorkDueNow() {
    while let token = waiting.filter({ $0.value.time <= base.now }).keys.min(),
      let work = waiting.removeValue(forKey: token)?.work
    {
      work()
    }
  }

  /// Drops the work waiting to run; the completions of background work under way still run.
  func cancelAll() {
    waiting = [:]
  }
}
