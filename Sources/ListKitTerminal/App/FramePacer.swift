import Foundation
import ListUI

/// Paces frames on a clock: one frame pending at a time, drawn at the clock's next turn but no
/// sooner than a frame interval after the last one drawn.
@MainActor
final class FramePacer {
  private let clock: ManualScheduler
  private let interval: TimeInterval
  private var pending: ScheduledWork?
  private var lastFrameTime: TimeInterval?

  /// A pacer of at most `frameRate` frames a second on `clock`.
  init(clock: ManualScheduler, frameRate: Double) {
    self.clock = clock
    interval = 1 / frameRate
  }

  /// Schedules `draw` for the next frame, unless a frame is already pending.
  func request(_ draw: @escaping @MainActor () -> Void) {
    guard pending == nil else { return }
    let delay = lastFrameTime.map { max(0, $0 + interval - clock.now) } ?? 0
    pending = clock.schedule(after: delay) { [weak self] in
      self?.pending = nil
      draw()
    }
  }

  /// Records that a frame was drawn now, pending or not.
  func didDraw() {
    lastFrameTime = clock.now
  }

  /// Drops the pending frame, if any.
  func cancel() {
    pending?.cancel()
    pending = nil
  }
}
