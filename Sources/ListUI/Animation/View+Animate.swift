import Foundation

/// UIKit's block animations: `UIView.animate(withDuration:...)`.
///
/// A block's changes to ``View/frame``, ``View/center``, ``View/bounds``, ``View/alpha`` and
/// ``View/backgroundColor`` are made at once, as in UIKit: the model holds the new values when
/// the call returns. Each changed view gets a ``View/animation`` from its old values to its new
/// ones, which a renderer draws at its clock's time: the view's presentation moves, fades or
/// changes colour while the model stays put.
extension View {
  /// The app's scheduler: its clock times the block animations of views that are not inside a
  /// scroll view, nor on a screen a renderer shows, and runs their completions. It is the main
  /// queue's (`MainQueueScheduler.shared`) unless set: a terminal application or a web session
  /// sets it to its own clock, which its run loop moves with the real time and tests move by
  /// hand. The views of the screens a renderer shows animate on the scheduler it hosts them on,
  /// and a view inside a scroll view (a collection view's cells) on that scroll view's
  /// ``ScrollView/scheduler``, as its batch updates do.
  public static var animationScheduler: any Scheduler = MainQueueScheduler.shared

  /// Whether changes animate: `false` inside ``performWithoutAnimation(_:)`` and after
  /// ``setAnimationsEnabled(_:)`` with `false`.
  public internal(set) static var areAnimationsEnabled = true

  /// Turns animations on or off: off, block animations change their views at once, batch
  /// updates and animated scrolls complete at the scheduler's next turn. UIKit's
  /// `setAnimationsEnabled(_:)`.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    areAnimationsEnabled = enabled
  }

  /// Runs `changes` with animations off, as `UIView.performWithoutAnimation(_:)` does: batch
  /// updates and scrolls started inside complete at the scheduler's next turn, and block
  /// animations inside change their views at once.
  public static func performWithoutAnimation(_ changes: () -> Void) {
    let wasEnabled = areAnimationsEnabled
    areAnimationsEnabled = false
    defer { areAnimationsEnabled = wasEnabled }
    changes()
  }

  /// The duration of the animation block running, or 0 outside one: UIKit's
  /// `inheritedAnimationDuration`.
  public static var inheritedAnimationDuration: TimeInterval {
    AnimationTransaction.current?.duration ?? 0
  }

  /// Animates the changes `animations` makes, after `delay` seconds, over `duration` seconds,
  /// along the curve `options` chooses: UIKit's `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The changes are made at once; each view they change animates from its old
  /// ``frame``, ``bounds`` origin, ``alpha`` and ``backgroundColor`` to its new ones (see
  /// ``View/AnimationOptions`` for what the options do). A batch update made in the block takes
  /// its duration and curve. A view added to a superview in the block, or given another
  /// animation there, starts in its end state. A view has one animation at a time: a new one
  /// replaces the one under way.
  ///
  /// - Parameters:
  ///   - duration: How long the animations take, in seconds; 0 or less changes the views at once.
  ///   - delay: How long they wait before they start, in seconds, showing the old values.
  ///   - options: The curve and how the animations meet the user and the animations under way.
  ///   - animations: The changes.
  ///   - completion: Runs on the scheduler of the first view animated (see
  ///     ``animationScheduler``), never inside this call: with `true` when the animations end on
  ///     its clock, or with `false` when one was ended early (``finishAnimations()``, a key or a
  ///     click in a terminal) or replaced by another animation. With nothing to animate, it runs
  ///     with `true` at the scheduler's next turn.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    AnimationTransaction.run(
      duration: duration, delay: delay, curve: options.curve, options: options,
      changes: animations, completion: completion)
  }

  /// Animates the changes `animations` makes over `duration` seconds, eased in and out, and then
  /// runs `completion`: UIKit's `animate(withDuration:animations:completion:)`. See
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes over `duration` seconds, eased in and out: UIKit's
  /// `animate(withDuration:animations:)`. See
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates the changes `animations` makes along a damped spring that settles within
  /// `duration` seconds: UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  ///
  /// A `dampingRatio` near 0 swings past the new values and back before it settles, 1 settles
  /// without passing them; `velocity` is the speed at the start, 1 being the whole distance in
  /// one second. The curve in `options` is not used. Otherwise as
  /// ``animate(withDuration:delay:options:animations:completion:)``: in a terminal, a view that
  /// swings past its end moves past it by whole cells and back.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    AnimationTransaction.run(
      duration: duration, delay: delay,
      curve: .spring(dampingRatio: dampingRatio, initialVelocity: velocity), options: options,
      changes: animations, completion: completion)
  }

  /// The scheduler that times this view's animations: its nearest scroll view's, itself
  /// included, or the scheduler its tree is hosted on (`hostedScheduler`).
  var animationClock: any Scheduler {
    var current: View? = self
    while let view = current {
      if let scrollView = view as? ScrollView { return scrollView.scheduler }
      current = view.superview
    }
    return hostedScheduler
  }
}
