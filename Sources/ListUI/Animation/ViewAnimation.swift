import Foundation

/// How a view changes on screen over a short time, as a batch update animates it: where it
/// starts, what effect it shows, when and for how long.
///
/// The view's ``View/frame`` is always the end state, the model; the animation only decides what
/// is drawn at a given time, the view's presentation: ``View/presentationFrame(at:)`` and
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

  /// What the view shows while it animates.
  public var effect: Effect

  /// When the animation starts, on the clock of the scheduler that started it.
  public var beginTime: TimeInterval

  /// How long the animation takes, in seconds.
  public var duration: TimeInterval

  /// Creates an animation.
  public init(
    startFrame: CGRect? = nil, effect: Effect = .none, beginTime: TimeInterval,
    duration: TimeInterval
  ) {
    self.startFrame = startFrame
    self.effect = effect
    self.beginTime = beginTime
    self.duration = duration
  }

  /// How far the animation is at `time`, from 0 (its start) to 1 (its end), eased out: it moves
  /// fast first and settles.
  public func progress(at time: TimeInterval) -> Double {
    guard duration > 0 else { return 1 }
    let linear = Swift.min(1, Swift.max(0, (time - beginTime) / duration))
    return 1 - (1 - linear) * (1 - linear)
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
    if isHidden { return false }
    if let animation, !animation.isFinished(at: time) { return true }
    return subviews.contains { $0.hasRunningAnimations(at: time) }
  }

  /// Ends the animations of the view and the views under it at once: each is drawn in its end
  /// state, and a leaving view is no longer drawn.
  public func finishAnimations() {
    if let animation { self.animation = animation.finished }
    for subview in subviews { subview.finishAnimations() }
  }
}
