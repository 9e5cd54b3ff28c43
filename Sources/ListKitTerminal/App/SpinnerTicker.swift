@_spi(ListKit) import ListUI

/// Turns the animating spinners (`ActivityIndicatorView`) of a screen a step every
/// ``interval`` while any is shown, and asks for a frame after each step.
@MainActor
final class SpinnerTicker {
  /// How long a spinner shows each step, in seconds.
  static let interval = 0.1

  private let clock: ManualScheduler
  private var tick: ScheduledWork?

  /// A ticker on `clock`.
  init(clock: ManualScheduler) {
    self.clock = clock
  }

  /// Schedules the next step if the view `view()` gives shows an animating spinner and none is
  /// scheduled; the step turns the spinners of the view `view()` gives then, and `didTick` runs
  /// after it.
  func scheduleIfNeeded(
    view: @escaping @MainActor () -> View?, didTick: @escaping @MainActor () -> Void
  ) {
    // No view is looked through while no spinner anywhere spins.
    guard tick == nil, ActivityIndicatorView.spinningCount > 0, let shown = view(),
      Self.hasAnimatingSpinner(in: shown)
    else { return }
    tick = clock.schedule(after: Self.interval) { [weak self] in
      self?.tick = nil
      if let shown = view() { Self.advanceSpinners(in: shown) }
      didTick()
    }
  }

  private static func hasAnimatingSpinner(in view: View) -> Bool {
    if view.isHidden { return false }
    if let spinner = view as? ActivityIndicatorView, spinner.isAnimating { return true }
    return view.subviews.contains { hasAnimatingSpinner(in: $0) }
  }

  private static func advanceSpinners(in view: View) {
    if let spinner = view as? ActivityIndicatorView { spinner.advanceAnimationFrame() }
    for subview in view.subviews { advanceSpinners(in: subview) }
  }
}
