import Foundation

/// The animations one ``View/animate(withDuration:delay:options:animations:completion:)`` call
/// started, and its completion: run with `true` when they end on the scheduler's clock, or with
/// `false` if any of them was ended early (``View/finishAnimations()``) or replaced first.
@MainActor
final class AnimationGroup {
  /// The groups under way, by identifier, so that a view that loses its animation can tell its
  /// group. Held weakly: the work scheduled for a group's end holds it, so that a group whose
  /// scheduler dropped that work (a closed web session's) goes, with its views and completion.
  private static var groups: [Int: WeakGroup] = [:]

  private struct WeakGroup {
    weak var group: AnimationGroup?
  }
  private static var nextID = 1

  /// The identifier the group's ``ViewAnimation``s carry.
  let id: Int
  private let scheduler: any Scheduler
  /// The views whose animation is still the group's.
  private var views: [ObjectIdentifier: View]
  private var completion: ((Bool) -> Void)?
  /// Whether one of the animations was ended early or replaced.
  private var wasCut = false
  private var end: ScheduledWork?

  init(scheduler: any Scheduler, views: [View], completion: ((Bool) -> Void)?) {
    id = Self.nextID
    Self.nextID += 1
    self.scheduler = scheduler
    self.views = Dictionary(
      views.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { first, _ in first })
    self.completion = completion
    Self.groups = Self.groups.filter { $0.value.group != nil }
    Self.groups[id] = WeakGroup(group: self)
  }

  /// Starts the group at the scheduler's next turn, as UIKit's animations start when the run
  /// loop's transaction commits, so that a renderer that draws after the scheduler's work
  /// (ListKitTerminal's application) draws the first frame; the group ends `duration` seconds
  /// from now.
  func start(endingAfter duration: TimeInterval) {
    scheduler.schedule(after: 0) {}
    end = scheduler.schedule(after: duration) { [self] in finish() }
  }

  /// Tells the group with identifier `id` that `view` no longer has its animation.
  static func view(_ view: View, lostAnimationOf id: Int) {
    groups[id]?.group?.lose(view)
  }

  private func lose(_ view: View) {
    guard views.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
    wasCut = true
    guard views.isEmpty else { return }
    end?.cancel()
    Self.groups[id] = nil
    let completion = completion
    self.completion = nil
    if let completion { scheduler.schedule(after: 0) { completion(false) } }
  }

  /// The animations' time is up: the views drop their finished animations and the completion
  /// runs.
  private func finish() {
    Self.groups[id] = nil
    for view in views.values where view.animation?.groupID == id { view.animation = nil }
    views = [:]
    let completion = completion
    self.completion = nil
    completion?(!wasCut)
  }
}
