#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts a terminal back as it was, on a normal exit and from signal handlers.
///
/// Everything a signal handler needs is prepared before the handlers are installed: the restore
/// sequence's bytes and the saved terminal attributes. The handler only calls `write(2)`,
/// `tcsetattr(3)`, `sigaction(2)` and `raise(3)`, which are safe in a signal handler.
///
/// - SIGINT, SIGTERM and SIGHUP restore the terminal and end the process as the signal's default
///   action does.
/// - SIGSEGV, SIGABRT, SIGBUS, SIGILL and SIGTRAP restore the terminal and raise the signal again
///   with the handler installed before, such as the runtime's backtracer.
/// - SIGTSTP sent from outside (`kill -TSTP`) only records the request and wakes the run loop
///   (`SignalWakeup`), which suspends as Ctrl-Z does (``LiveTerminalBackend/suspend()``), restoring the
///   terminal before the process stops.
enum TerminalRestorer {
  /// The signals that end the process.
  static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// The signals a crash raises.
  static let crashSignals: [Int32] = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGTRAP]

  nonisolated(unsafe) private static var restoreBytes = UnsafeMutableBufferPointer<UInt8>
    .allocate(capacity: 256)
  nonisolated(unsafe) private static var restoreByteCount = 0
  nonisolated(unsafe) private static var savedAttributes = termios()
  nonisolated(unsafe) private static var hasSavedAttributes = false
  nonisolated(unsafe) private static var inputDescriptor: Int32 = 0
  nonisolated(unsafe) private static var outputDescriptor: Int32 = 1
  nonisolated(unsafe) private static var isArmed = false
  nonisolated(unsafe) private static var previousActions = UnsafeMutablePointer<sigaction>
    .allocate(capacity: 64)
  nonisolated(unsafe) private static var registeredAtExit = false
  nonisolated(unsafe) private static var suspendRequested: sig_atomic_t = 0

  /// Whether a SIGTSTP arrived since the last call; clears the request.
  static func takeSuspendRequest() -> Bool {
    guard suspendRequested != 0 else { return false }
    suspendRequested = 0
    return true
  }

  /// Prepares to restore the terminal with `sequence` and `attributes` and installs the signal
  /// handlers and an exit handler.
  static func arm(
    sequence: String, attributes: termios?, input: Int32, output: Int32
  ) {
    let bytes = Array(sequence.utf8.prefix(restoreBytes.count))
    for (index, byte) in bytes.enumerated() { restoreBytes[index] = byte }
    restoreByteCount = bytes.count
    if let attributes { savedAttributes = attributes }
    hasSavedAttributes = attributes != nil
    inputDescriptor = input
    outputDescriptor = output
    isArmed = true
    for signal in terminationSignals + crashSignals {
      var action = sigaction()
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      setHandler(&action, handleSignal)
      sigaction(signal, &action, previousActions + Int(signal))
    }
    var suspendAction = sigaction()
    sigemptyset(&suspendAction.sa_mask)
    suspendAction.sa_flags = 0
    setHandler(&suspendAction) { _ in
      TerminalRestorer.suspendRequested = 1
      SignalWakeup.notify()
    }
    sigaction(SIGTSTP, &suspendAction, previousActions + Int(SIGTSTP))
    if !registeredAtExit {
      registeredAtExit = true
      atexit { TerminalRestorer.restore() }
    }
  }

  /// Restores the terminal, if it is armed, and puts the previous signal handlers back.
  static func disarm() {
    restore()
    for signal in terminationSignals + crashSignals + [SIGTSTP] {
      sigaction(signal, previousActions + Int(signal), nil)
    }
  }

  /// Writes the restore sequence and puts the saved attributes back, once.
  static func restore() {
    guard isArmed else { return }
    isArmed = false
    var written = 0
    while written < restoreByteCount {
      let result = write(
        outputDescriptor, restoreBytes.baseAddress.map { $0 + written }, restoreByteCount - written)
      if result > 0 {
        written += result
      } else if result < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    if hasSavedAttributes {
      tcsetattr(inputDescriptor, TCSAFLUSH, &savedAttributes)
    }
  }

  /// Restores the terminal and raises `signal` again: with its default action for a
  /// termination signal, with the handler from before for a crash.
  private static let handleSignal: @convention(c) (Int32) -> Void = { signal in
    TerminalRestorer.restore()
    if signal == SIGINT || signal == SIGTERM || signal == SIGHUP {
      var action = sigaction()
      sigemptyset(&action.sa_mask)
      setHandler(&action, SIG_DFL)
      sigaction(signal, &action, nil)
    } else {
      sigaction(signal, previousActions + Int(signal), nil)
    }
    raise(signal)
  }

  private static func setHandler(
    _ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?
  ) {
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
  }
}
