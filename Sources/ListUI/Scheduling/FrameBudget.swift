import Foundation

/// When a renderer may draw its next frame: at most `frameRate` frames a second over time, and
/// two in a row at once.
///
/// A key often asks for two frames close together: one that shows what was typed, and one, a few
/// milliseconds later, that shows what it did (a filtered list, once its update is applied).
/// Spacing every frame a whole interval after the last would hold the second back for the rest of
/// the interval, up to 16 ms at 60 frames a second, though the display shows both at its next
/// refresh. The budget lets the second through at once, and then paces frames an interval apart
/// until the renderer has drawn nothing for an interval: the generic cell rate algorithm, with a
/// burst of two.
@_spi(ListKit)
public struct FrameBudget: Sendable {
  /// The least time between frames over time: one over the frame rate.
  public let interval: TimeInterval
  /// The earliest the next frame may be drawn; `nil` before the first frame. Kept as a time on
  /// the renderer's clock, not worked out from a count of frames, so that a frame due an
  /// interval after one drawn is due at the very time the clock reaches by moving an interval.
  private var earliestTime: TimeInterval?

  /// A budget of at most `frameRate` frames a second, at least one.
  public init(frameRate: Double) {
    interval = 1 / Swift.max(1, frameRate)
  }

  /// How long after `now` the next frame may be drawn: 0 when it may be drawn now.
  public func delay(at now: TimeInterval) -> TimeInterval {
    guard let earliestTime else { return 0 }
    return Swift.max(0, earliestTime - now)
  }

  /// Records a frame drawn at `now`: the next may be drawn at once if the one before this was
  /// an interval or more ago, or else an interval after that one's earliest time.
  public mutating func recordFrame(at now: TimeInterval) {
    earliestTime = Swift.max(earliestTime.map { $0 + interval } ?? now, now)
  }
}
