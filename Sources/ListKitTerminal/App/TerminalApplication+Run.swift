#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the SIGWINCH handler; read and cleared by the run loop.
nonisolated(unsafe) private var terminalWasResized: sig_atomic_t = 0

extension TerminalApplication {
  /// Runs the app until it quits: starts the backend, reads input, advances ``clock`` with the
  /// real time, redraws on SIGWINCH, suspends on a SIGTSTP sent from outside as on Ctrl-Z, and
  /// stops the backend at the end, restoring the terminal.
  ///
  /// A plain-text backend, which has no input, shows one frame and returns. While it runs, the
  /// clock does not wait for background work, such as a large list's diff: input goes on being
  /// read and frames drawn, and the work's completion runs at the first turn after it returned.
  public func run() throws {
    try start()
    defer { stop() }
    let waited = clock.waitsForBackgroundWork
    clock.waitsForBackgroundWork = false
    defer { clock.waitsForBackgroundWork = waited }
    if backend is PlainTextBackend { return }
    let previous = installResizeHandler()
    defer { signal(SIGWINCH, previous) }
    let start = ContinuousClock.now
    var lastSize = backend.size
    while !hasQuit {
      let timeout: Duration = clock.pendingCount > 0 ? .milliseconds(8) : .milliseconds(500)
      let bytes = backend.readInput(timeout: timeout)
      if !bytes.isEmpty {
        handle(bytes: bytes)
      } else {
        flushInput()
      }
      if let live = backend as? LiveTerminalBackend, live.takeSuspendRequest() {
        suspend()
      }
      if terminalWasResized != 0 || backend.size != lastSize {
        terminalWasResized = 0
        lastSize = backend.size
        (backend as? LiveTerminalBackend)?.invalidate()
        setNeedsDisplay()
      }
      let elapsed = ContinuousClock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      clock.advance(by: max(0, seconds - clock.now))
    }
  }

  private func installResizeHandler() -> sighandler_t? {
    signal(SIGWINCH) { _ in terminalWasResized = 1 }
  }
}
