import Dispatch
import ListUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the SIGWINCH handler; read and cleared at the end of a turn of the run loop.
nonisolated(unsafe) private var terminalWasResized: sig_atomic_t = 0

extension TerminalApplication {
  /// How long the input decoder holds a lone Escape, which may begin a sequence, before it is
  /// taken as the Escape key, in seconds.
  static let escapeDelay: TimeInterval = 0.025

  /// Runs the app until it quits, on the main run loop (`MainRunLoop`), as a UIKit app runs on
  /// its main thread's: starts the backend, and stops it at the end, restoring the terminal.
  ///
  /// While it runs, everything a UIKit app schedules on the main thread runs too:
  /// `DispatchQueue.main.async` and `asyncAfter`, `Task { @MainActor in ... }`, timers,
  /// `RunLoop.main.perform`, notifications posted to the main queue, and the default
  /// `MainQueueScheduler` of collection views. Input, resizes (SIGWINCH) and a SIGTSTP sent from
  /// outside (which suspends as Ctrl-Z does) are sources of the same loop, and at the end of
  /// every turn in which anything ran the app moves ``clock`` with the real time and asks for a
  /// frame, drawn at most ``maximumFrameRate`` a second: whatever the turn changed is shown,
  /// with no scheduler to set. An idle app sleeps until input, a signal or its clock's next work.
  ///
  /// Call it from the program's main code on the main thread. A plain-text backend, which has
  /// no input, shows one frame and returns. While it runs, the clock does not wait for
  /// background work, such as a large list's diff: input goes on being read and frames drawn,
  /// and the work's completion runs at the first turn after it returned.
  public func run() throws {
    guard let session = try beginRun() else { return }
    defer { endRun(session) }
    MainRunLoop.shared.run { [weak self] in self?.hasQuit ?? true }
  }

  /// Runs the app until it quits, as `run()` does, from async code on the main actor: where
  /// the main run loop already turns, as it does for async main code and test runners, the app
  /// waits while the loop runs its input, its main-queue work and its frames.
  public func run() async throws {
    guard let session = try beginRun() else { return }
    defer { endRun(session) }
    await MainRunLoop.shared.run { [weak self] in self?.hasQuit ?? true }
  }

  /// What a run set up, to be taken down when it ends.
  struct RunSession {
    let waitedForBackgroundWork: Bool
    let sources: [any DispatchSourceProtocol]
    let previousResizeHandler: sighandler_t?
    let turnHandler: ScheduledWork
    let turnStartHandler: ScheduledWork
  }

  /// Starts the backend and makes input, signals and the turn handler sources of the main run
  /// loop; `nil` for a plain-text backend, which has shown its one frame.
  private func beginRun() throws -> RunSession? {
    try start()
    let waited = clock.waitsForBackgroundWork
    clock.waitsForBackgroundWork = false
    if backend is PlainTextBackend {
      clock.waitsForBackgroundWork = waited
      stop()
      return nil
    }
    var sources: [any DispatchSourceProtocol] = []
    if let descriptor = backend.readableDescriptor {
      let input = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
      input.setEventHandler { [weak self] in
        // Readable with nothing to read is the end of the input: it is no longer watched. The
        // handler holds the source until the source is cancelled, here or when the run ends.
        if input.data == 0 {
          input.cancel()
          MainActor.assumeIsolated { self?.log("input closed") }
          return
        }
        MainActor.assumeIsolated { self?.readInput() }
      }
      sources.append(input)
    }
    let previous = installResizeHandler()
    if let signals = SignalWakeup.prepare() {
      let wakeup = DispatchSource.makeReadSource(fileDescriptor: signals, queue: .main)
      wakeup.setEventHandler { SignalWakeup.drain() }
      sources.append(wakeup)
    }
    for source in sources { source.resume() }
    var lastSize = backend.size
    let turns = MainRunLoop.shared.addTurnHandler { [weak self] in
      self?.endTurn(lastSize: &lastSize)
    }
    // What a turn starts, such as an animated update after the app sat idle, starts now.
    let starts = MainRunLoop.shared.addTurnStartHandler { [weak self] in
      self?.moveClockToNow()
    }
    return RunSession(
      waitedForBackgroundWork: waited, sources: sources, previousResizeHandler: previous,
      turnHandler: turns, turnStartHandler: starts)
  }

  /// Takes down what ``beginRun()`` set up and stops the backend, restoring the terminal.
  private func endRun(_ session: RunSession) {
    session.turnHandler.cancel()
    session.turnStartHandler.cancel()
    for source in session.sources { source.cancel() }
    signal(SIGWINCH, session.previousResizeHandler)
    clock.waitsForBackgroundWork = session.waitedForBackgroundWork
    stop()
  }

  /// What the app does at the end of a turn of the run loop: reads the input of a backend with
  /// no descriptor, suspends if asked, notices a resize, asks for a frame, moves the clock to
  /// the real time, running the work due, and asks the loop to turn again when the clock's next
  /// work is due.
  private func endTurn(lastSize: inout TerminalSize) {
    if hasQuit {
      MainRunLoop.shared.stop()
      return
    }
    if backend.readableDescriptor == nil { readInput() }
    if let live = backend as? LiveTerminalBackend, live.takeSuspendRequest() {
      suspend()
    }
    if terminalWasResized != 0 || backend.size != lastSize {
      terminalWasResized = 0
      lastSize = backend.size
      (backend as? LiveTerminalBackend)?.invalidate()
    }
    // Anything the turn ran may have changed what is shown; a frame equal to the last is not
    // written.
    setNeedsDisplay()
    moveClockToNow()
    if hasQuit {
      MainRunLoop.shared.stop()
    } else if let due = clock.nextDueTime {
      MainRunLoop.shared.wake(after: due - clock.now)
    }
  }

  /// Moves the clock to the real time, running the work due by then and the work it schedules
  /// for a turn's budget of real time (`ManualScheduler.runLoopTurnBudget`), so that work done
  /// in pieces leaves the loop between them for the input and the frames
  /// (`ManualScheduler.advanceTurns(by:within:)`).
  private func moveClockToNow() {
    clock.advanceTurns(by: max(0, MainQueueScheduler.shared.now - clock.now))
  }

  /// Reads the input waiting and handles it; a lone Escape, which may begin a sequence, is
  /// taken as the key once no more bytes came for ``escapeDelay``.
  private func readInput() {
    let bytes = backend.readInput(timeout: .zero)
    guard !bytes.isEmpty else { return }
    handle(bytes: bytes)
    escapeFlush?.cancel()
    escapeFlush = nil
    if decoder.hasPendingBytes {
      escapeFlush = clock.schedule(after: Self.escapeDelay) { [weak self] in
        self?.escapeFlush = nil
        self?.flushInput()
      }
    }
  }

  private func installResizeHandler() -> sighandler_t? {
    signal(SIGWINCH) { _ in
      terminalWasResized = 1
      SignalWakeup.notify()
    }
  }
}
