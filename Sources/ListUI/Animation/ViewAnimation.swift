import Foundation

/// How a view changes on screen over a short time, as a batch update or
/// ``View/animate(withDuration:delay:options:animations:completion:)`` animates it: where it
/// starts, what effect it shows, when, for how long and along which curve.
///
/// The view's ``View/frame``, ``View/bounds``, ``View/alpha`` and ``View/backgroundColor`` are
/// always the end state, the model; the animation only decides what is drawn at a given time, the
/// view's presentation: ``View/presentationFrame(at:)``, ``View/presentationBounds(at:)``,
/// ``View/presentationAlpha(at:)``, ``View/presentationBackgroundColor(at:)`` and
/// ``View/presentationStyle(at:)``. Drawing without a time (``DrawingContext/time`` `nil`) draws
/// the end state, as if every animation had finished.
public struct ViewAnimation: Equatable, Sendable {
  /// What a view shows while it animates, besides moving.
  public enum Effect: Equatable, Sendable {
    /// Nothing but the move.
    case none
    /// The view arrives: dimmed until the end.
    case appear
    /// The view leaves: dimmed for the first half, then not drawn at all.
    case disappear
    /// The view's content changed: bold, underlined and in reverse video for the first half.
    case highlight
  }

  /// Where the view starts, in its superview's coordinates, or `nil` when it does not move.
  public var startFrame: CGRect?

  /// The alpha the view starts at, or `nil` when its alpha does not animate.
  public var startAlpha: CGFloat?

  /// Where the view's bounds start, or `nil` when they do not move: a scroll view's content
  /// offset animating.
  public var startBoundsOrigin: CGPoint?

  /// The background colour the view starts with, ``Color/clear`` for none, or `nil` when its
  /// background colour does not animate.
  public var startBackgroundColor: Color?

  /// What the view shows while it animates.
  public var effect: Effect

  /// When the animation starts, on the clock of the scheduler that started it.
  public var beginTime: TimeInterval

  /// How long the animation takes, in seconds.
  public var duration: TimeInterval

  /// How the animation's progress follows its time; ``Curve/easeOut`` unless said otherwise.
  public var curve: Curve

  /// Whether the animation goes on when the user acts: an animation started with
  /// ``View/AnimationOptions/allowUserInteraction``. A terminal ends the others at a key or a
  /// click, so that the input acts on what is shown; see ``View/finishAnimationsForUserInteraction()``.
  public var allowsUserInteraction: Bool

  /// The ``View/animate(withDuration:delay:options:animations:completion:)`` call the animation
  /// belongs to, whose completion waits for it; `nil` for others.
  var groupID: Int?

  /// Creates an animation.
  public init(
    startFrame: CGRect? = nil, startAlpha: CGFloat? = nil, startBoundsOrigin: CGPoint? = nil,
    startBackgroundColor: Color? = nil, effect: Effect = .none, curve: Curve = .easeOut,
    allowsUserInteraction: Bool = false, beginTime: TimeInterval, duration: TimeInterval
  ) {
    self.startFrame = startFrame
    self.startAlpha = startAlpha
    self.startBoundsOrigin = startBoundsOrigin
    self.startBackgroundColor = startBackgroundColor
    self.effect = effect
    self.curve = curve
    self.allowsUserInteraction = allowsUserInteraction
    self.beginTime = beginTime
    self.duration = duration
  }

  /// How far the animation is at `time`, from 0 (its start) to 1 (its end), along its
  /// ``curve``: 0 before it begins, 1 once it has ended, and, for a spring, past 1 and back on
  /// its way.
  public func progress(at time: TimeInterval) -> Double {
    guard time >= beginTime else { return 0 }
    guard duration > 0 else { return 1 }
    let linear = Swift.min(1, (time - beginTime) / duration)
    return linear >= 1 ? 1 : curve.progress(linear, duration: duration)
  }

  /// Whether the animation has ended at `time`; without a time, it has.
  public func isFinished(at time: TimeInterval?) -> Bool {
    guard let time else { return true }
    return time >= beginTime + duration
  }

  /// The animation jumped to its end: `nil`, except that a leaving view stays hidden.
  public var finished: ViewAnimation? {
    effect == .disappear
      ? ViewAnimation(effect: .disappear, beginTime: beginTime, duration: 0) : nil
  }

  /// The frame drawn at `time` for a view whose end frame is `frame`: between the start and the
  /// end, in whole cells.
  public func frame(at time: TimeInterval?, endFrame frame: CGRect) -> CGRect {
    guard let startFrame, let time, !isFinished(at: time) else { return frame }
    let progress = progress(at: time)
    func between(_ start: CGFloat, _ end: CGFloat) -> CGFloat {
      (start + (end - start) * progress).rounded()
    }
    return CGRect(
      x: between(startFrame.minX, frame.minX), y: between(startFrame.minY, frame.minY),
      width: between(startFrame.width, frame.width),
      height: between(startFrame.height, frame.height))
  }

  /// The alpha drawn at `time` for a view whose alpha is `alpha`: between the start and the end,
  /// within 0...1.
  public func alpha(at time: TimeInterval?, endAlpha alpha: CGFloat) -> CGFloat {
    guard let startAlpha, let time, !isFinished(at: time) else { return alpha }
    return Swift.min(1, Swift.max(0, startAlpha + (alpha - startAlpha) * progress(at: time)))
  }

  /// The bounds' origin drawn at `time` for a view whose bounds start at `origin`: between the
  /// start and the end, in whole cells.
  public func boundsOrigin(at time: TimeInterval?, endOrigin origin: CGPoint) -> CGPoint {
    guard let startBoundsOrigin, let time, !isFinished(at: time) else { return origin }
    let progress = progress(at: time)
    return CGPoint(
      x: (startBoundsOrigin.x + (origin.x - startBoundsOrigin.x) * progress).rounded(),
      y: (startBoundsOrigin.y + (origin.y - startBoundsOrigin.y) * progress).rounded())
  }

  /// The bounds drawn at `time` for a view whose bounds are `bounds` and frame `frame`: the
  /// bounds' origin on its way, and the size of the frame drawn at that time.
  public func bounds(at time: TimeInterval?, endBounds bounds: CGRect, endFrame frame: CGRect)
    -> CGRect
  {
    CGRect(
      origin: boundsOrigin(at: time, endOrigin: bounds.origin),
      size: self.frame(at: time, endFrame: frame).size)
  }

  /// The background colour drawn at `time` for a view whose background colour is `color`:
  /// blended between two opaque colours; between others, such as none or the terminal's own, the
  /// start until half-way and the end after.
  public func backgroundColor(at time: TimeInterval?, endColor color: Color?) -> Color? {
    guard let startBackgroundColor, let time, !isFinished(at: time) else { return color }
    let progress = progress(at: time)
    guard let start = startBackgroundColor.opaqueComponents,
      let end = (color ?? .clear).opaqueComponents
    else { return progress < 0.5 ? startBackgroundColor : color }
    func between(_ start: CGFloat, _ end: CGFloat) -> CGFloat {
      start + (end - start) * CGFloat(progress)
    }
    return Color(
      red: between(start.red, end.red), green: between(start.green, end.green),
      blue: between(start.blue, end.blue), alpha: 1)
  }

  /// How far the view travels from its start to `endFrame`, in cells across and down, while it
  /// is still on its way at `time`; `nil` when it does not move or has arrived.
  public func travel(at time: TimeInterval?, endFrame: CGRect) -> CGFloat? {
    guard let startFrame, let time, !isFinished(at: time) else { return nil }
    return abs(endFrame.minX - startFrame.minX) + abs(endFrame.minY - startFrame.minY)
  }

  /// The style the view is drawn in at `time`, on top of its own.
  public func style(at time: TimeInterval?) -> TextStyle {
    guard let time, !isFinished(at: time) else { return .plain }
    switch effect {
    case .none: return .plain
    case .appear, .disappear: return .dim
    case .highlight:
      return time < beginTime + duration / 2
        ? TextStyle(isBold: true, isUnderlined: true, isReversed: true) : .plain
    }
  }

  /// Whether the view is drawn at all at `time`: a leaving view is not after the first half.
  public func isVisible(at time: TimeInterval?) -> Bool {
    guard effect == .disappear else { return true }
    guard let time, !isFinished(at: time) else { return false }
    return time < beginTime + duration / 2
  }
}

extension View {
  /// The frame the view is drawn at, at `time`: its ``frame`` moved by its animation, if any;
  /// without a time, its frame.
  public func presentationFrame(at time: TimeInterval?) -> CGRect {
    animation?.frame(at: time, endFrame: frame) ?? frame
  }

  /// The bounds the view is drawn with at `time`: its ``bounds`` at their animated origin and
  /// the size of its ``presentationFrame(at:)``; without a time, its bounds.
  public func presentationBounds(at time: TimeInterval?) -> CGRect {
    animation?.bounds(at: time, endBounds: bounds, endFrame: frame) ?? bounds
  }

  /// The alpha the view is drawn with at `time`: its ``alpha`` on its way, if it animates;
  /// without a time, its alpha.
  public func presentationAlpha(at time: TimeInterval?) -> CGFloat {
    animation?.alpha(at: time, endAlpha: alpha) ?? alpha
  }

  /// The background colour the view is drawn with at `time`: its ``backgroundColor`` on its
  /// way, if it animates; without a time, its background colour.
  public func presentationBackgroundColor(at time: TimeInterval?) -> Color? {
    animation?.backgroundColor(at: time, endColor: backgroundColor) ?? backgroundColor
  }

  /// The style the view's animation draws it in at `time`, on top of its ``drawingStyle``.
  public func presentationStyle(at time: TimeInterval?) -> TextStyle {
    animation?.style(at: time) ?? .plain
  }

  /// Whether the view is drawn at `time`; a view that has left in an animation is not.
  public func isPresented(at time: TimeInterval?) -> Bool {
    animation?.isVisible(at: time) ?? true
  }

  /// Whether the view or a view under it is still animating at `time`.
  public func hasRunningAnimations(at time: TimeInterval) -> Bool {
    if isHidden || Self.animatedViewCount == 0 { return false }
    if let animation, !animation.isFinished(at: time) { return true }
    return subviews.contains { $0.hasRunningAnimations(at: time) }
  }

  /// Ends the animations of the view and the views under it at once: each is drawn in its end
  /// state, and a leaving view is no longer drawn.
  public func finishAnimations() {
    finishAnimations { _ in true }
  }

  /// Ends at once, as ``finishAnimations()`` does, the animations of the view and the views under
  /// it that do not ``ViewAnimation/allowsUserInteraction``: what a terminal does before it acts
  /// on a key or a click. Animations started with ``AnimationOptions/allowUserInteraction`` go on.
  public func finishAnimationsForUserInteraction() {
    finishAnimations { !$0.allowsUserInteraction }
  }

  /// Ends the animations of the view and the views under it for which `shouldFinish` is true.
  func finishAnimations(where shouldFinish: (ViewAnimation) -> Bool) {
    guard Self.animatedViewCount > 0 else { return }
    if let animation, shouldFinish(animation) { self.animation = animation.finished }
    for subview in subviews { subview.finishAnimations(where: shouldFinish) }
  }
}
