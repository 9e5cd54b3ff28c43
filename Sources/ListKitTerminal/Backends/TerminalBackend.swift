/// Where frames are shown and input comes from: a live terminal, plain text, or memory in tests.
@MainActor
public protocol TerminalBackend: AnyObject {
  /// The size frames should have, in cells.
  var size: TerminalSize { get }

  /// Whether changes are shown animated, frame after frame: a live terminal's are; plain text,
  /// which shows one frame, never is; a backend for tests is not unless the test asks.
  var showsAnimations: Bool { get }

  /// Prepares the output for drawing; a live terminal enters raw mode and the alternate screen.
  func start() throws

  /// Shows `frame`, writing only what changed since the last frame shown.
  func present(_ frame: TerminalFrame)

  /// The input bytes that arrive within `timeout`, or that are waiting when `timeout` is zero;
  /// `nil` waits until some arrive. Empty when there are none.
  func readInput(timeout: Duration?) -> [UInt8]

  /// The descriptor that becomes readable when input arrives, which
  /// `TerminalApplication.run()` watches as a source of the main run loop; `nil`, and the run
  /// loop reads the input at the end of each of its turns instead (see `MainRunLoop`).
  var readableDescriptor: Int32? { get }

  /// Gives the output back as it was before ``start()``.
  func stop()

  /// Suspends, as Ctrl-Z asks: a live terminal is given back and the process stops until it is
  /// continued, then the terminal is taken again. Either way the next frame shown is drawn
  /// whole, not as changes to the last one.
  func suspend()
}

extension TerminalBackend {
  /// No animations: a backend shows the end state of each change unless it says otherwise.
  public var showsAnimations: Bool { false }

  /// No descriptor: the input is read at the end of each turn of the main run loop.
  public var readableDescriptor: Int32? { nil }
}
