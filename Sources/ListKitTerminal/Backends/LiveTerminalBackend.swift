#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real terminal: raw mode, the alternate screen, the cursor hidden, and each frame written
/// inside synchronized output, only the cells that changed.
///
/// ``suspend()`` (Ctrl-Z) restores the terminal, stops the process with SIGTSTP and, once
/// SIGCONT resumes it, enters raw mode and the alternate screen again and draws the next frame
/// whole. ``stop()`` restores the terminal; so do exiting, SIGINT, SIGTERM, SIGHUP and the crash signals
/// (SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGTRAP) while the backend is started.
///
/// While it is started, what the app writes to standard output and standard error, when they are
/// the terminal — `print`'s lines, a library's warnings — is taken aside instead of breaking into
/// the frames, and written out when the terminal is given back (``stop()``, ``suspend()``), as a
/// console shows it; up to 1 MiB is kept, and the replay says how much more there was.
/// `capturesOutput: false` leaves them alone.
@MainActor
public final class LiveTerminalBackend: TerminalBackend {
  /// `true`: inserts, deletes, moves and reloads are shown over a few frames.
  public var showsAnimations: Bool { true }

  /// The descriptor keys and mouse events are read from.
  public let inputDescriptor: Int32
  /// ``inputDescriptor``, which the run loop watches.
  public var readableDescriptor: Int32? { inputDescriptor }
  /// The descriptor frames are written to.
  public let outputDescriptor: Int32
  /// Whether mouse wheel and clicks are reported (SGR mouse mode).
  public let reportsMouse: Bool
  /// Whether standard output and standard error, when they are the terminal, are taken aside
  /// while the backend is started and written out when it stops.
  public let capturesOutput: Bool
  private var capture: OutputCapture?
  /// Where frames are written: the terminal, reached past the capture while there is one.
  private var frameDescriptor: Int32 { capture?.terminal ?? outputDescriptor }

  private var differ: FrameDiffer
  private var lastFrame: TerminalFrame?
  private var savedAttributes: termios?
  /// Whether the backend is started.
  public private(set) var isStarted = false

  /// Creates a backend for the terminal on `input` and `output`, showing colours up to
  /// `capability`, reporting the mouse if `reportsMouse`, taking standard output and error aside
  /// while started if `capturesOutput`.
  public init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, capability: ColorCapability,
    reportsMouse: Bool = true, capturesOutput: Bool = true
  ) {
    self.capturesOutput = capturesOutput
    inputDescriptor = input
    outputDescriptor = output
    differ = FrameDiffer(capability: capability)
    self.reportsMouse = reportsMouse
  }

  /// Whether `descriptor` is a terminal.
  public nonisolated static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The terminal's size, or 80 by 24 when it cannot be asked. It is asked of the terminal the
  /// frames go to: while standard output is taken aside (``capturesOutput``), the output
  /// descriptor is a pipe, which has no size.
  public var size: TerminalSize {
    var window = winsize()
    guard ioctl(frameDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return TerminalSize(columns: 80, rows: 24)
    }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// What ``start()`` writes: the alternate screen, the cursor hidden, bracketed paste, the mouse
  /// if reported (its buttons and its moves while a button is down, for gestures), and a cleared
  /// screen.
  public var enterSequence: String {
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
      + (reportsMouse ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" : "")
      + "\u{1B}[0m\u{1B}[2J"
  }

  /// What restoring writes: synchronized output ended, the style reset, the mouse and bracketed
  /// paste off, the cursor shown and the main screen back.
  public var restoreSequence: String {
    "\u{1B}[?2026l\u{1B}[0m" + (reportsMouse ? "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" : "")
      + "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
  }

  /// Enters raw mode and the alternate screen and arms the restoring on exit and on signals.
  public func start() throws {
    guard !isStarted else { return }
    var attributes = termios()
    guard tcgetattr(inputDescriptor, &attributes) == 0 else {
      throw TerminalError("The input is not a terminal (tcgetattr failed).")
    }
    savedAttributes = attributes
    if capturesOutput, isatty(outputDescriptor) == 1 {
      let shared = [STDOUT_FILENO, STDERR_FILENO].filter { isatty($0) == 1 }
      capture = OutputCapture(terminal: outputDescriptor, redirecting: shared)
    }
    TerminalRestorer.arm(
      sequence: restoreSequence, attributes: attributes, input: inputDescriptor,
      output: frameDescriptor)
    var raw = attributes
    cfmakeraw(&raw)
    guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
      TerminalRestorer.disarm()
      capture?.end()
      capture = nil
      throw TerminalError("Could not put the terminal in raw mode (tcsetattr failed).")
    }
    isStarted = true
    lastFrame = nil
    writeAll(enterSequence)
  }

  /// Writes what changed since the last frame, inside synchronized output; nothing when nothing
  /// changed.
  public func present(_ frame: TerminalFrame) {
    let output = differ.output(from: lastFrame, to: frame)
    lastFrame = frame
    if !output.isEmpty { writeAll(output) }
  }

  /// Forgets the last frame, so the next one is drawn whole; after a resize or a resume.
  public func invalidate() {
    lastFrame = nil
  }

  /// Restores the terminal, stops the process with SIGTSTP's default action, and when SIGCONT
  /// resumes it, re-enters raw mode and the alternate screen; the next frame is drawn whole.
  public func suspend() {
    guard isStarted else { return }
    stop()
    let previous = signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    // Here the process was continued.
    signal(SIGTSTP, previous)
    try? start()
    lastFrame = nil
  }

  /// Whether a SIGTSTP was sent from outside (`kill -TSTP`) since the last call: the run loop
  /// then suspends as Ctrl-Z does, the terminal restored before the process stops.
  public func takeSuspendRequest() -> Bool {
    TerminalRestorer.takeSuspendRequest()
  }

  /// Reads the bytes that arrive within `timeout`.
  public func readInput(timeout: Duration?) -> [UInt8] {
    var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
    let milliseconds: Int32
    if let timeout {
      let (seconds, attoseconds) = timeout.components
      milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    } else {
      milliseconds = -1
    }
    guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer.prefix(count)) : []
  }

  /// Restores the terminal as it was before ``start()``.
  public func stop() {
    guard isStarted else { return }
    isStarted = false
    TerminalRestorer.disarm()
    capture?.end()
    capture = nil
  }

  private func writeAll(_ text: String) {
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeMutableBytes {
        write(frameDescriptor, $0.baseAddress.map { $0 + written }, $0.count - written)
      }
      if result > 0 {
        written += result
      } else if result < 0 && (errno == EINTR || errno == EAGAIN) {
        continue
      } else {
        return
      }
    }
  }
}
