import Foundation

/// The changes made inside one ``View/animate(withDuration:delay:options:animations:completion:)``
/// block: each view's animatable properties as they were before the block first changed them,
/// turned into ``ViewAnimation``s when the block returns.
@MainActor
final class AnimationTransaction {
  /// The blocks running, the innermost last; a change belongs to the innermost.
  private static var stack: [AnimationTransaction] = []

  /// The innermost block running, if any.
  static var current: AnimationTransaction? { stack.last }

  /// How long the animations take, in seconds.
  let duration: TimeInterval
  /// How long they wait before they start, in seconds.
  let delay: TimeInterval
  /// How their progress follows their time.
  let curve: ViewAnimation.Curve
  /// The options the block was given.
  let options: View.AnimationOptions

  /// A view as it was before the block first changed it, and as it was shown then.
  private struct Snapshot {
    let view: View
    /// Whether animations were enabled then: a view changed with animations off changes at once.
    let animates: Bool
    let frame: CGRect
    let boundsOrigin: CGPoint
    let alpha: CGFloat
    let backgroundColor: Color?
    let animation: ViewAnimation?
    let shownFrame: CGRect
    let shownBoundsOrigin: CGPoint
    let shownAlpha: CGFloat
    let shownBackgroundColor: Color?
  }

  private var snapshots: [Snapshot] = []
  private var captured: Set<ObjectIdentifier> = []
  /// The views added to a superview inside the block: they start in their end state.
  private var added: Set<ObjectIdentifier> = []

  private init(
    duration: TimeInterval, delay: TimeInterval, curve: ViewAnimation.Curve,
    options: View.AnimationOptions
  ) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.options = options
  }

  /// Runs `changes` and animates what they changed, then runs `completion` on the scheduler of
  /// the first view animated: with `true` when the animations end, with `false` when every one
  /// of them was ended early or replaced, or with `true` at the scheduler's next turn when
  /// nothing animates.
  static func run(
    duration: TimeInterval, delay: TimeInterval, curve: ViewAnimation.Curve,
    options: View.AnimationOptions, changes: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let transaction = AnimationTransaction(
      duration: Swift.max(0, duration), delay: Swift.max(0, delay), curve: curve,
      options: options)
    stack.append(transaction)
    changes()
    if options.contains(.layoutSubviews) { transaction.layOutChangedViews() }
    stack.removeLast()
    transaction.commit(completion)
  }

  /// Notes `view`'s animatable properties before they change, if a block is running.
  static func willChange(_ view: View) {
    current?.capture(view)
  }

  /// Notes that `view` was added to a superview, if a block is running.
  static func didAdd(_ view: View) {
    current?.added.insert(ObjectIdentifier(view))
  }

  private func capture(_ view: View) {
    guard captured.insert(ObjectIdentifier(view)).inserted else { return }
    let now = view.animationClock.now
    snapshots.append(
      Snapshot(
        view: view, animates: View.areAnimationsEnabled, frame: view.frame,
        boundsOrigin: view.bounds.origin, alpha: view.alpha,
        backgroundColor: view.backgroundColor, animation: view.animation,
        shownFrame: view.presentationFrame(at: now),
        shownBoundsOrigin: view.presentationBounds(at: now).origin,
        shownAlpha: view.presentationAlpha(at: now),
        shownBackgroundColor: view.presentationBackgroundColor(at: now)))
  }

  /// Lays out the views changed so far, and those their layout changes, inside the block.
  private func layOutChangedViews() {
    var index = 0
    while index < snapshots.count {
      snapshots[index].view.layoutIfNeeded()
      index += 1
    }
  }

  /// Whether `view` or a view above it was added inside the block.
  private func wasAddedInside(_ view: View) -> Bool {
    guard !added.isEmpty else { return false }
    var current: View? = view
    while let candidate = current {
      if added.contains(ObjectIdentifier(candidate)) { return true }
      current = candidate.superview
    }
    return false
  }

  /// Gives each view the block changed an animation from its old values to its new ones, unless
  /// something else gave it an animation inside the block (a batch update) or it was added there.
  private func commit(_ completion: ((Bool) -> Void)?) {
    let fromShown = options.contains(.beginFromCurrentState)
    var animations: [(view: View, animation: ViewAnimation)] = []
    for snapshot in snapshots where snapshot.animates && (duration > 0 || delay > 0) {
      let view = snapshot.view
      guard view.animation == snapshot.animation, !wasAddedInside(view) else { continue }
      let frameChanged = view.frame != snapshot.frame
      let originChanged = view.bounds.origin != snapshot.boundsOrigin
      let alphaChanged = view.alpha != snapshot.alpha
      let backgroundChanged = view.backgroundColor != snapshot.backgroundColor
      guard frameChanged || originChanged || alphaChanged || backgroundChanged else { continue }
      let startBackground = fromShown ? snapshot.shownBackgroundColor : snapshot.backgroundColor
      let animation = ViewAnimation(
        startFrame: frameChanged ? (fromShown ? snapshot.shownFrame : snapshot.frame) : nil,
        startAlpha: alphaChanged ? (fromShown ? snapshot.shownAlpha : snapshot.alpha) : nil,
        startBoundsOrigin: originChanged
          ? (fromShown ? snapshot.shownBoundsOrigin : snapshot.boundsOrigin) : nil,
        startBackgroundColor: backgroundChanged ? (startBackground ?? .clear) : nil,
        curve: curve, allowsUserInteraction: options.contains(.allowUserInteraction),
        beginTime: view.animationClock.now + delay, duration: duration)
      animations.append((view, animation))
    }
    guard let first = animations.first else {
      let scheduler = snapshots.first?.view.animationClock ?? View.animationScheduler
      if let completion { scheduler.schedule(after: 0) { completion(true) } }
      return
    }
    let group = AnimationGroup(
      scheduler: first.view.animationClock, views: animations.map(\.view), completion: completion)
    for (view, var animation) in animations {
      animation.groupID = group.id
      view.animation = animation
    }
    group.start(endingAfter: delay + duration)
  }
}
