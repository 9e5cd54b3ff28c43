/// What a run of a frame benchmark measured: the time of each frame, in milliseconds, and the
/// bytes each sent to the screen, for opening the list, scrolling it a row and a page at a time,
/// and an animated update of the rows on screen.
public struct FrameRun {
  /// Opening: the push, the first data load and the first frame.
  public var open = 0.0
  /// The bytes of the first frame.
  public var openBytes = 0
  /// Scrolling one row a frame.
  public var rowFrames: [Double] = []
  /// Their bytes.
  public var rowBytes: [Int] = []
  /// Paging down a frame.
  public var pageFrames: [Double] = []
  /// Their bytes.
  public var pageBytes: [Int] = []
  /// The update: the diff, the batch update and its first frame.
  public var update = 0.0
  /// The bytes of the update's first frame.
  public var updateBytes = 0
  /// The longest the main actor was held at once from the update's call to the end of its
  /// animation: a turn of the clock, or a frame, as the run loop makes them.
  public var longestHold = 0.0
  /// How many turns the update took before its first animation frame, the ones waiting for the
  /// background diff included.
  public var turnsToFirstFrame = 0
  /// The animation's frames after the first.
  public var animationFrames: [Double] = []
  /// Their bytes.
  public var animationBytes: [Int] = []

  /// A run with nothing measured yet.
  public init() {}
}
