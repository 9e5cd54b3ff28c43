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

  /// Counts the objects let go of, and on which thread the last one was.
  final class ReleaseCount: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    private var storedThreadIsTestThread = true
    private let testThread = pthread_self()
    var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    var allOnTheTestThread: Bool {
      lock.lock()
      defer { lock.unlock() }
      return storedThreadIsTestThread
    }
    func add() {
      lock.lock()
      stored += 1
      if pthread_equal(pthread_self(), testThread) == 0 { storedThreadIsTestThread = false }
      lock.unlock()
    }
  }

  /// Counts itself when it is let go of.
  final class Counted: @unchecked Sendable {
    private let count: ReleaseCount
    init(_ count: ReleaseCount) { self.count = count }
    deinit { count.add() }
  }

  /// Objects kept for the main actor are let go of there, at most a piece at each turn, once the
  /// delay is over and the value is freed in the background: the caller's array is taken, not
  /// copied.
  @Test func objectsKeptForTheMainActorAreLetGoOfAPieceATurn_afterTheDelay() {
    let testThread = pthread_self()
    let scheduler = ManualScheduler()
    let background = Locked<pthread_t>()
    let released = ReleaseCount()
    var value: Released? = Released(background)
    var objects = (0..<10).map { _ in Counted(released) }
    scheduler.releaseInBackground(&value, thenOnMainActor: &objects, perTurn: 4, after: 0.05)
    #expect(value == nil)
    #expect(objects.isEmpty)
    scheduler.advanceOneTurn(by: 0.04)
    #expect(background.value == nil)
    #expect(released.count == 0)
    // The delay is over: the value is freed in the background, and the objects' first piece is
    // let go of at the turn after, when the background work's completion runs.
    scheduler.advanceOneTurn(by: 0.01)
    #expect(released.count == 0)
    scheduler.advanceOneTurn(by: 0)
    #expect(background.value.map { pthread_equal($0, testThread) == 0 } == true)
    #expect(released.count == 4)
    scheduler.advanceOneTurn(by: 0)
    #expect(released.count == 8)
    scheduler.advanceOneTurn(by: 0)
    #expect(released.count == 10)
    #expect(released.allOnTheTestThread)
    #expect(scheduler.pendingCount == 0)
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
