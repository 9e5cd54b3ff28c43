/// A backend in memory for tests: it keeps every frame shown, as a frame and as text, counts the
/// bytes a terminal would have been sent for each, and hands out input the test queued.
///
/// A long run (a benchmark, a session driven for thousands of frames) can keep only the last
/// frame, as a terminal backend does (`keepsEveryFrame: false`), so that its memory stays flat.
@MainActor
public final class InMemoryBackend: TerminalBackend {
  /// The size frames should have; set it to simulate a resize.
  public var size: TerminalSize

  /// How the bytes are counted: the colours a terminal would be sent.
  public let differ: FrameDiffer

  /// Every frame shown, in order; only the last one unless the backend ``keepsEveryFrame``.
  public private(set) var frames: [TerminalFrame] = []

  /// Whether ``frames`` and ``output`` keep every frame shown; when `false`, they hold the last
  /// frame and its bytes only. ``bytesPerFrame`` counts every frame either way.
  public let keepsEveryFrame: Bool

  /// Every frame shown, as text (``TerminalFrame/text``).
  public var frameTexts: [String] { frames.map(\.text) }

  /// The bytes a terminal would have been sent for each frame shown, in order; 0 for a frame
  /// that changed nothing.
  public private(set) var bytesPerFrame: [Int] = []

  /// Everything a terminal would have been sent, ANSI sequences included; the last frame's bytes
  /// only unless the backend ``keepsEveryFrame``.
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

  /// Creates a backend of `size`, counting bytes for a terminal that shows `capability`, that
  /// keeps every frame shown unless `keepsEveryFrame` is `false`.
  public init(
    size: TerminalSize, capability: ColorCapability = .trueColor, keepsEveryFrame: Bool = true
  ) {
    self.size = size
    differ = FrameDiffer(capability: capability)
    self.keepsEveryFrame = keepsEveryFrame
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
    if !keepsEveryFrame {
      frames.removeAll(keepingCapacity: true)
      output = ""
    }
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
