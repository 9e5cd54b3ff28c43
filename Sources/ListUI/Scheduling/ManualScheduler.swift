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
///
/// Work given to ``runInBackground(priority:_:completion:)`` runs on a background thread, and its
/// completion at the scheduler's next turn after it returned. While ``waitsForBackgroundWork``,
/// ``advance(by:)`` and ``runUntilIdle(limit:)`` wait for such work before each turn, so that a
/// test sees its completion at a known turn; an application's run loop turns that off and picks
/// completions up as they come.
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
  private let inbox = BackgroundInbox()

  /// Whether ``advance(by:)`` and ``runUntilIdle(limit:)`` wait, before each turn, for the
  /// background work under way to return, so that its completion runs at that turn: `true`, as
  /// tests want it. Off, a turn runs the completions of the work that has returned by then.
  public var waitsForBackgroundWork = true

  /// The current time, in seconds since the scheduler was created.
  public private(set) var now: TimeInterval = 0

  /// Creates a scheduler at time zero with nothing pending.
  public init() {}

  /// How many pieces of work wait to run, background work under way and its completions
  /// included.
  public var pendingCount: Int { entries.count { !$0.handle.isCancelled } + inbox.count }

  /// The time of the earliest work waiting to run: ``now`` when background work has a
  /// completion waiting, `nil` when nothing waits but background work under way. A live app's
  /// run loop wakes at this time to move the clock.
  public var nextDueTime: TimeInterval? {
    if inbox.hasDelivered { return now }
    return entries.lazy.filter { !$0.handle.isCancelled }.map(\.time).min()
  }

  /// A mark of this moment in the order work is scheduled: work scheduled from now on comes
  /// after it (see ``hasWorkDueNow(scheduledBefore:)``).
  @_spi(ListKit) public var schedulingMark: Int { nextOrder }

  /// Whether work scheduled before `mark` (a ``schedulingMark``) is due now and not cancelled,
  /// or background work has a completion waiting: what a frame drawn now would be drawn in the
  /// middle of, leaving out the work that work scheduled since.
  ///
  /// - Complexity: O(*n*) for *n* pieces of work waiting.
  @_spi(ListKit) public func hasWorkDueNow(scheduledBefore mark: Int) -> Bool {
    if inbox.hasDelivered { return true }
    return entries.contains { $0.time <= now && $0.order < mark && !$0.handle.isCancelled }
  }

  /// How many pieces of background work are under way or have completions waiting to run.
  public var backgroundWorkCount: Int { inbox.count }

  /// Runs `work` on a background thread; its completion runs at a later turn of this scheduler.
  public func runInBackground(
    priority: TaskPriority, _ work: @escaping @Sendable () -> Void,
    completion: @escaping @MainActor () -> Void
  ) {
    inbox.start(priority: priority, work, completion: completion)
  }

  /// Queues, at the current time, the completions of the background work that has returned,
  /// first waiting for the rest while ``waitsForBackgroundWork``.
  private func collectBackgroundCompletions() {
    for completion in inbox.take(waiting: waitsForBackgroundWork) {
      schedule(after: 0) { completion.run() }
    }
  }

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
  /// due, including work scheduled while advancing and the completions of background work (see
  /// ``waitsForBackgroundWork``).
  public func advance(by interval: TimeInterval) {
    let end = now + Swift.max(0, interval)
    while true {
      collectBackgroundCompletions()
      guard let index = nextDueIndex(notAfter: end) else { break }
      let entry = entries.remove(at: index)
      now = Swift.max(now, entry.time)
      if !entry.handle.isCancelled { entry.work() }
    }
    now = end
  }

  /// Moves the clock forward by `interval` seconds and runs, in time order, the work that was due
  /// by then when the call began, with the completions of the background work that had
  /// returned: one turn of a run loop. Work that this work schedules waits for the next turn,
  /// even when it is due at once, as a block that a main-queue block enqueues runs after the
  /// run loop's input and frames: work that reschedules itself a piece at a time, such as a
  /// large list's update or opening, leaves the loop between its pieces.
  ///
  /// - Returns: How many pieces of work ran.
  @discardableResult
  public func advanceOneTurn(by interval: TimeInterval) -> Int {
    let end = now + Swift.max(0, interval)
    collectBackgroundCompletions()
    let turnStart = nextOrder
    var ran = 0
    while let index = nextDueIndex(notAfter: end, scheduledBefore: turnStart) {
      let entry = entries.remove(at: index)
      now = Swift.max(now, entry.time)
      if !entry.handle.isCancelled {
        entry.work()
        ran += 1
      }
    }
    now = Swift.max(now, end)
    return ran
  }

  /// How long a run loop's turn goes on running work that the work due schedules, in seconds:
  /// half a 60 Hz frame, leaving the other half for the frame. The terminal's and the browser's
  /// run loops turn their clocks with it (``advanceTurns(by:within:)``).
  public static let runLoopTurnBudget: TimeInterval = 0.008

  /// Moves the clock forward by `interval` seconds and runs turns (``advanceOneTurn(by:)``)
  /// while work is due and less than `budget` seconds of real time have passed since the call,
  /// the first turn always: as a run loop runs the work that a frame has room for, then reads
  /// input and draws. Short work that reschedules itself, such as the steps of a large list's
  /// update, runs in one go; long work, such as a large list's opening, leaves the loop between
  /// its pieces once the budget is spent.
  ///
  /// - Returns: How many pieces of work ran.
  @discardableResult
  public func advanceTurns(
    by interval: TimeInterval, within budget: TimeInterval = ManualScheduler.runLoopTurnBudget
  ) -> Int {
    let start = ContinuousClock.now
    var ran = advanceOneTurn(by: interval)
    while let due = nextDueTime, due <= now, ContinuousClock.now - start < .seconds(budget) {
      ran += advanceOneTurn(by: 0)
    }
    return ran
  }

  /// Runs everything pending, moving the clock to each piece of work's time, until nothing is
  /// left; at most `limit` pieces, so that work that keeps rescheduling itself cannot hang a test.
  ///
  /// - Returns: How many pieces of work ran.
  @discardableResult
  public func runUntilIdle(limit: Int = 100_000) -> Int {
    var ran = 0
    while ran < limit {
      collectBackgroundCompletions()
      guard let index = nextDueIndex(notAfter: .infinity) else { break }
      let entry = entries.remove(at: index)
      now = Swift.max(now, entry.time)
      if !entry.handle.isCancelled {
        entry.work()
        ran += 1
      }
    }
    return ran
  }

  private func nextDueIndex(notAfter end: TimeInterval, scheduledBefore order: Int = .max)
    -> Int?
  {
    var best: Int?
    for (index, entry) in entries.enumerated() where entry.time <= end && entry.order < order {
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
