import Foundation
import ListUI
import Testing

/// Work that a scheduler runs off the main actor and hands back at a turn.
@MainActor
@Suite struct BackgroundWorkTests {
  /// Lets background work go on when a test says so.
  final class Gate: @unchecked Sendable {
    let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var _ranOnMainThread: Bool?
    var ranOnMainThread: Bool? {
      lock.lock()
      defer { lock.unlock() }
      return _ranOnMainThread
    }
    func run() {
      lock.lock()
      _ranOnMainThread = Thread.isMainThread
      lock.unlock()
      semaphore.wait()
    }
  }

  @Test func workRunsOffTheMainThread_andItsCompletionAtTheNextTurn() {
    let scheduler = ManualScheduler()
    let gate = Gate()
    gate.semaphore.signal()
    var completed = false
    scheduler.runInBackground(priority: .userInitiated, { gate.run() }) { completed = true }
    #expect(!completed)
    #expect(scheduler.pendingCount == 1)
    scheduler.runUntilIdle()
    #expect(completed)
    #expect(gate.ranOnMainThread == false)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func withoutWaiting_aTurnRunsOnlyTheCompletionsOfWorkThatReturned() {
    let scheduler = ManualScheduler()
    scheduler.waitsForBackgroundWork = false
    let gate = Gate()
    var completed = false
    var ticks = 0
    scheduler.runInBackground(priority: .userInitiated, { gate.run() }) { completed = true }
    scheduler.schedule(after: 0) { ticks += 1 }
    scheduler.advance(by: 0)
    // The work is held: the turn runs the other work, and the completion waits.
    #expect(ticks == 1)
    #expect(!completed)
    #expect(scheduler.backgroundWorkCount == 1)
    #expect(scheduler.pendingCount == 1)
    gate.semaphore.signal()
    scheduler.waitsForBackgroundWork = true
    scheduler.advance(by: 0)
    #expect(completed)
    #expect(scheduler.backgroundWorkCount == 0)
  }

  @Test func completionsRunInTheOrderTheirWorkReturned() {
    let scheduler = ManualScheduler()
    let first = Gate()
    let second = Gate()
    var order: [Int] = []
    scheduler.runInBackground(priority: .userInitiated, { first.run() }) { order.append(1) }
    scheduler.runInBackground(priority: .userInitiated, { second.run() }) { order.append(2) }
    second.semaphore.signal()
    scheduler.waitsForBackgroundWork = false
    // Turns until the second returns (a turn that waited would wait for the first too).
    while order.isEmpty { scheduler.advance(by: 0) }
    #expect(order == [2])
    scheduler.waitsForBackgroundWork = true
    first.semaphore.signal()
    scheduler.runUntilIdle()
    #expect(order == [2, 1])
  }
}
