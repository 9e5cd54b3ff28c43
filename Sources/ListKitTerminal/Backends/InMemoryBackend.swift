/// A backend in memory for tests: it keeps every frame shown, as a frame and as text, counts the
/// bytes a terminal would have been sent for each, and hands out input the test queued.
@MainActor
public final class InMemoryBackend: TerminalBackend {
  /// The size frames should have; set it to simulate a resize.
  public var size: TerminalSize

  /// How the bytes are counted: the colours a terminal would be sent.
  public let differ: FrameDiffer

  /// Every frame shown, in order.
  public private(set) var frames: [TerminalFrame] = []

  /// Every frame shown, as text (``TerminalFrame/text``).
  public var frameTexts: [String] { frames.map(\.text) }

  /// The bytes a terminal would have been sent for each frame shown, in order; 0 for a frame
  /// that changed nothing.
  public private(set) var bytesPerFrame: [Int] = []

  /// Everything a terminal would have been sent, ANSI sequences included.
  public private(set) var output = ""

  /// Whether changes are shown animated; `false` unless a test that checks the animations sets
  /// it, so that each frame shows the end state of every change.
  public var showsAnimations = false

  /// Whether the backend was started and not stopped since.
  public private(set) var isStarted = false

  /// How many times the backend was suspended.
  public private(set) var suspendCount = 0

  private var pendingInput: [UInt8] = []
  private var drawsWhole = false

  /// Creates a backend of `size`, counting bytes for a terminal that shows `capability`.
  public init(size: TerminalSize, capability: ColorCapability = .trueColor) {
    self.size = size
    differ = FrameDiffer(capability: capability)
  }

  /// The last frame shown.
  public var lastFrame: TerminalFrame? { frames.last }

  /// The last frame shown, as text; empty before any.
  public var text: String { lastFrame?.text ?? "" }

  /// Marks the backend started.
  public func start() {
    isStarted = true
  }

  /// Keeps `frame` and counts the bytes that would show it.
  public func present(_ frame: TerminalFrame) {
    let bytes = differ.output(from: drawsWhole ? nil : frames.last, to: frame)
    drawsWhole = false
    frames.append(frame)
    bytesPerFrame.append(bytes.utf8.count)
    output += bytes
  }

  /// Queues input that ``readInput(timeout:)`` hands out.
  public func enqueueInput(_ bytes: [UInt8]) {
    pendingInput += bytes
  }

  /// Queues `text`'s UTF-8 bytes as input.
  public func enqueueInput(_ text: String) {
    pendingInput += Array(text.utf8)
  }

  /// The queued input, all at once, without waiting.
  public func readInput(timeout: Duration?) -> [UInt8] {
    defer { pendingInput = [] }
    return pendingInput
  }

  /// Marks the backend stopped.
  public func stop() {
    isStarted = false
  }

  /// Counts the suspend and resumes at once: the next frame shown is counted whole, as after a
  /// resume on a terminal.
  public func suspend() {
    suspendCount += 1
    drawsWhole = true
  }
}
