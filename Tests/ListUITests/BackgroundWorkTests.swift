import Foundation
@_spi(ListKit) import ListUI
import Testing

/// Work that a scheduler runs off the main actor and hands back at a turn.
@MainActor
@Suite struct BackgroundWorkTests {
  /// A value written on one thread and read on another.
  final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    func set(_ value: Value) {
      lock.lock()
      stored = value
      lock.unlock()
    }
  }

  /// Lets background work go on when a test says so.
  final class Gate: @unchecked Sendable {
    let semaphore = DispatchSemaphore(value: 0)
    private let ranOnMain = Locked<Bool>()
    var ranOnMainThread: Bool? { ranOnMain.value }
    func run() {
      ranOnMain.set(Thread.isMainThread)
      semaphore.wait()
    }
  }

  /// Records the thread its last reference was let go of on.
  final class Released: @unchecked Sendable {
    private let record: Locked<pthread_t>
    init(_ record: Locked<pthread_t>) { self.record = record }
    deinit { record.set(pthread_self()) }
  }

  /// A value given to `releaseInBackground` is freed on the background thread, however soon
  /// the background work returns, and the value kept for the main actor in the scheduler's turn
  /// on the main actor: the caller's reference is taken, not copied, and the kept value is
  /// dropped inside the completion, so the other thread never holds the last reference of
  /// either.
  @Test func releaseInBackgroundFreesEachValueOnItsSide() {
    let testThread = pthread_self()
    for _ in 0..<200 {
      let scheduler = ManualScheduler()
      let background = Locked<pthread_t>()
      let main = Locked<pthread_t>()
      var value: Released? = Released(background)
      var mainActorValue: Released? = Released(main)
      scheduler.releaseInBackground(&value, thenOnMainActor: mainActorValue)
      mainActorValue = nil
      #expect(value == nil)
      #expect(main.value == nil)
      scheduler.runUntilIdle()
      #expect(background.value.map { pthread_equal($0, testThread) == 0 } == true)
      #expect(main.value.map { pthread_equal($0, testThread) != 0 } == true)
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
