import Foundation
@_spi(ListKit) import ListUI

/// Paces frames on a clock: one frame pending at a time, drawn at the clock's next turn when
/// the frame budget allows it (`FrameBudget`: at most the frame rate over time, two frames in a
/// row at once), or when it next allows one.
@MainActor
final class FramePacer {
  private let clock: ManualScheduler
  private var pending: ScheduledWork?
  private var budget: FrameBudget

  /// A pacer of at most `frameRate` frames a second on `clock`.
  init(clock: ManualScheduler, frameRate: Double) {
    self.clock = clock
    budget = FrameBudget(frameRate: frameRate)
  }

  /// Schedules `draw` for the next frame, unless a frame is already pending.
  func request(_ draw: @escaping @MainActor () -> Void) {
    guard pending == nil else { return }
    let delay = budget.delay(at: clock.now)
    pending = clock.schedule(after: delay) { [weak self] in
      guard let self else { return }
      drawOnceSettled(draw, deferrals: 0, mark: clock.schedulingMark)
    }
  }

  /// How many times in a row a frame waits for other work due at its time.
  static let maximumDeferrals = 8

  /// Draws, unless other work is due now: a turn often leaves work for the next at once (an
  /// adapter's update is applied at the turn after the data changed), and a frame drawn between
  /// them would show the state half changed, which a display refreshing after both does not.
  /// The frame then waits behind that work, the work scheduled before `mark` (when the frame came
  /// up), at most ``maximumDeferrals`` times; not behind the work that work schedules since,
  /// such as the next piece of a large list's opening, which would keep the frame waiting a
  /// piece at a time.
  private func drawOnceSettled(
    _ draw: @escaping @MainActor () -> Void, deferrals: Int, mark: Int
  ) {
    if deferrals < Self.maximumDeferrals, clock.hasWorkDueNow(scheduledBefore: mark) {
      pending = clock.schedule(after: 0) { [weak self] in
        self?.drawOnceSettled(draw, deferrals: deferrals + 1, mark: mark)
      }
      return
    }
    pending = nil
    draw()
  }

  /// Records that a frame was drawn now, pending or not.
  func didDraw() {
    budget.recordFrame(at: clock.now)
  }

  /// Drops the pending frame, if any.
  func cancel() {
    pending?.cancel()
    pending = nil
  }
}
