import Foundation

/// What happens when a batch update's animation ends, run once: when the animation's time is up,
/// or earlier when ``CollectionView/finishUpdateAnimations()`` asks.
@MainActor
final class UpdateEnd {
  private var work: (@MainActor () -> Void)?

  /// Whether the end has run.
  var hasRun: Bool { work == nil }

  init(_ work: @escaping @MainActor () -> Void) {
    self.work = work
  }

  /// Runs the end, unless it already ran.
  func run() {
    guard let work else { return }
    self.work = nil
    work()
  }
}
