import CoreFoundation
import Foundation

/// The main thread's run loop, as a UIKit app has it: the one loop that input, the main dispatch
/// queue, main-actor tasks, timers and the renderers' frames all run on.
///
/// Everything a UIKit app schedules on the main thread runs while the loop runs:
/// `DispatchQueue.main.async` and `asyncAfter`, `Task { @MainActor in ... }` and awaited
/// main-actor work, `Timer.scheduledTimer`, `RunLoop.main.perform`, notifications posted to the
/// main queue, and the work of `MainQueueScheduler`. A renderer adds its input as a source of the
/// same loop (a dispatch source on the main queue), and a *turn handler* (``addTurnHandler(_:)``)
/// that runs at the end of every turn in which anything ran, before the loop waits: there it
/// draws what the turn changed, as Core Animation commits a UIKit app's changes at the end of
/// each turn of its run loop. A loop with nothing to do sleeps.
///
/// ```swift
/// var frames = 0
/// let handler = MainRunLoop.shared.addTurnHandler { frames += 1 }  // a renderer draws here
/// var loaded = false
/// DispatchQueue.main.asyncAfter(deadline: .now() + 1) { loaded = true }
/// MainRunLoop.shared.run { loaded }  // returns at the end of the turn that loaded
/// handler.cancel()
/// ```
///
/// The turn handlers run whoever runs the main thread's run loop: `run(until:)`, or
/// `RunLoop.main.run()` in the app's own code. Tests, which move a `ManualScheduler` by hand,
/// need no run loop at all.
@MainActor
public final class MainRunLoop {
  /// The run loop of the main thread.
  public static let shared = MainRunLoop()

  private var handlers: [(handle: ScheduledWork, body: @MainActor () -> Void)] = []
  private var startHandlers: [(handle: ScheduledWork, body: @MainActor () -> Void)] = []
  private var observer: CFRunLoopObserver?
  private var wakeTimer: Timer?
  private var wakeDate: Date?
  private var woke = false
  private var isEndingTurn = false

  /// Whether `run(until:)` is running.
  public private(set) var isRunning = false

  /// Whether the main thread's run loop is running now, by `run(until:)` or by the app's own
  /// code, so that the turn handlers run. It is not while the main queue is drained without a
  /// run loop (`dispatchMain()`, or a test runner's executor): a renderer then paces itself.
  public var isTurning: Bool {
    isRunning || (Thread.isMainThread && CFRunLoopCopyCurrentMode(CFRunLoopGetMain()) != nil)
  }

  /// How often the turns end where the main queue is drained without a run loop, in seconds: a
  /// frame at 60 frames a second.
  static let pacedTurnInterval: TimeInterval = 1.0 / 60

  private init() {}

  /// Adds `handler`, run at the end of every turn of the main run loop in which anything ran,
  /// before the loop waits; the handlers run in the order they were added.
  ///
  /// A handler that wants a turn at a later time, such as its next frame or the next work of its
  /// clock, asks for it with ``wake(after:)``.
  ///
  /// - Returns: A handle whose `cancel()` removes the handler.
  @discardableResult
  public func addTurnHandler(_ handler: @escaping @MainActor () -> Void) -> ScheduledWork {
    installObserverIfNeeded()
    let handle = ScheduledWork()
    handlers.append((handle, handler))
    return handle
  }

  /// Adds `handler`, run at the start of every turn of the main run loop, when the loop wakes and
  /// before what woke it runs (input, main-queue work, a timer); the handlers run in the order
  /// they were added.
  ///
  /// A renderer moves its clock to the real time here, so that what the turn starts, such as an
  /// animated update after the app sat idle, starts now and not when the clock last moved. Where
  /// the main queue is drained without a run loop (``isTurning`` is `false`), nothing tells when
  /// a turn starts, and these handlers do not run.
  ///
  /// - Returns: A handle whose `cancel()` removes the handler.
  @discardableResult
  public func addTurnStartHandler(_ handler: @escaping @MainActor () -> Void) -> ScheduledWork {
    installObserverIfNeeded()
    let handle = ScheduledWork()
    startHandlers.append((handle, handler))
    return handle
  }

  /// Makes the loop turn `delay` seconds from now, or sooner if another turn was asked for
  /// sooner; a turn past that time asks again if it still needs one. Zero or less turns at once.
  public func wake(after delay: TimeInterval) {
    let date = Date(timeIntervalSinceNow: Swift.max(0, delay))
    if let wakeDate, wakeDate <= date { return }
    wakeDate = date
    if wakeTimer == nil {
      let timer = Timer(fire: date, interval: 1e9, repeats: true) { _ in
        // The timer only wakes the loop: the turn that follows runs the handlers.
      }
      RunLoop.main.add(timer, forMode: .common)
      wakeTimer = timer
    } else {
      wakeTimer?.fireDate = date
    }
  }

  /// Runs the main thread's run loop until `isDone` is true, which it checks after each turn;
  /// ``stop()`` makes it check at once. Call it on the main thread, from a program's main code,
  /// as UIKit's `UIApplicationMain` runs the loop.
  public func run(until isDone: @MainActor () -> Bool) {
    turnLoop(until: isDone)
  }

  private func turnLoop(until isDone: @MainActor () -> Bool) {
    precondition(
      Thread.isMainThread,
      "MainRunLoop.run(until:) runs the main thread's run loop: call it on the main thread, or "
        + "await run(until:) from async code.")
    installObserverIfNeeded()
    let wasRunning = isRunning
    isRunning = true
    defer { isRunning = wasRunning }
    woke = true
    endTurn()
    while !isDone() {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
      // A source was handled, or the loop was stopped: either way the turn ends here.
      woke = true
      endTurn()
    }
  }

  /// Runs the main thread's run loop until `isDone` is true, from async code on the main actor.
  ///
  /// Where the run loop already turns (``isTurning``), as it does for async main code, this
  /// waits: the loop goes on turning around it and runs the turn handlers, and `isDone` is
  /// checked after each turn. On the main thread otherwise, it runs the loop as the synchronous
  /// `run(until:)` does. Where the main queue is drained without a run loop, off the main
  /// thread (`dispatchMain()`, test runners on Linux), the main queue and main-actor tasks run
  /// but `Timer`s and `RunLoop.main.perform` do not, and nothing tells when a turn ends: the
  /// turns then end at the frame rate, every `pacedTurnInterval`.
  public func run(until isDone: @escaping @MainActor () -> Bool) async {
    guard isTurning else {
      if Thread.isMainThread {
        turnLoop(until: isDone)
      } else {
        // The main queue is drained without a run loop, by `dispatchMain()` or a test runner:
        // nothing tells when a turn ends, so the turns are paced at the frame rate.
        while !isDone() {
          woke = true
          endTurn()
          try? await Task.sleep(for: .seconds(Self.pacedTurnInterval))
        }
      }
      return
    }
    guard !isDone() else { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      var checker: ScheduledWork?
      checker = addTurnHandler {
        guard isDone(), let handle = checker else { return }
        checker = nil
        handle.cancel()
        continuation.resume()
      }
      woke = true
      wake(after: 0)
    }
  }

  /// Makes `run(until:)` check its condition now, from a turn handler or any work on the main
  /// thread.
  public func stop() {
    if isRunning { CFRunLoopStop(CFRunLoopGetMain()) }
    woke = true
    wake(after: 0)
  }

  private func installObserverIfNeeded() {
    guard observer == nil else { return }
    let activities =
      CFRunLoopActivity.afterWaiting.rawValue | CFRunLoopActivity.beforeWaiting.rawValue
    let observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, 0) { _, activity in
      MainActor.assumeIsolated {
        if activity == .afterWaiting {
          MainRunLoop.shared.woke = true
          MainRunLoop.shared.startTurn()
        } else {
          MainRunLoop.shared.endTurn()
        }
      }
    }
    CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes)
    self.observer = observer
  }

  /// Starts a turn: runs the turn start handlers.
  private func startTurn() {
    startHandlers.removeAll { $0.handle.isCancelled }
    for handler in startHandlers where !handler.handle.isCancelled {
      handler.body()
    }
  }

  /// Ends the turn, if anything ran since the last one ended: the wake time asked for is
  /// forgotten once reached, then the handlers run, each asking for its next turn.
  private func endTurn() {
    guard woke, !isEndingTurn else { return }
    woke = false
    isEndingTurn = true
    defer { isEndingTurn = false }
    if let wakeDate, wakeDate <= Date() {
      self.wakeDate = nil
      wakeTimer?.fireDate = .distantFuture
    }
    handlers.removeAll { $0.handle.isCancelled }
    for handler in handlers where !handler.handle.isCancelled {
      handler.body()
    }
  }
}
