import Foundation

/// A view whose content is larger than itself and moves under it: ListUI's `UIScrollView`.
///
/// The content offset is the bounds' origin. ListUI's scroll views do not bounce: a drag stops at
/// the edges of the content (``contentOffsetRange``), while a programmatic offset is applied as
/// given, as UIKit does.
@MainActor
open class ScrollView: View {
  /// Receives scrolling events; a collection view's delegate is this same property.
  public weak var delegate: (any ScrollViewDelegate)?

  /// Creates a scroll view, which clips its content to its bounds.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// A scroll view, as `init(frame: .zero)` makes one: UIKit's initializer from an archive (see
  /// ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// Runs the scroll animations and the deferred work of this view and its subclasses, such as
  /// a collection view's batch updates. Unless set, it is the scheduler of the screen the view is
  /// shown in, which a terminal application or a web session gives its screens (its clock, which
  /// its run loop moves with the real time), found when the work is scheduled: a screen's lists
  /// need no scheduler set, even a screen made before its application. A view no renderer shows
  /// runs on the main queue (`MainQueueScheduler.shared`). Tests set a `ManualScheduler` to move
  /// time by hand.
  open var scheduler: any Scheduler {
    get { assignedScheduler ?? treeHostScheduler ?? MainQueueScheduler.shared }
    set { assignedScheduler = newValue }
  }

  /// The scheduler set on this view, if any.
  private var assignedScheduler: (any Scheduler)?

  /// How long an animated scroll takes, in seconds.
  public var scrollAnimationDuration: TimeInterval = 0.3

  /// The scroll indicators' settings (see `ScrollView+ScrollIndicators.swift`).
  var scrollIndicatorSettings = ScrollIndicatorSettings()

  /// The size of the content.
  open var contentSize: CGSize = .zero {
    didSet { if contentSize != oldValue { setNeedsLayout() } }
  }

  /// Extra space around the content.
  open var contentInset: EdgeInsets = .zero {
    didSet { if contentInset != oldValue { setNeedsLayout() } }
  }

  /// The insets the content is laid out with: ``contentInset``, as UIKit's are with
  /// `contentInsetAdjustmentBehavior` `.never`: a terminal's ``View/safeAreaInsets`` are zero
  /// unless a view controller adds some, and they are not added here.
  public var adjustedContentInset: EdgeInsets { contentInset }

  /// Whether the content springs past its edges; always `false` in ListUI.
  public let bounces = false

  /// Whether the user can scroll the content.
  open var isScrollEnabled = true

  /// Whether the content bounces vertically even when it fits: UIKit's setting, kept for the code
  /// that sets it. A terminal scrolls by whole lines and never bounces, so it changes nothing on
  /// screen; ListUI's table of UIKit's view API says so.
  open var alwaysBounceVertical = false

  /// Whether the content bounces horizontally even when it fits; as ``alwaysBounceVertical``, kept
  /// and without effect in a terminal.
  open var alwaysBounceHorizontal = false

  /// Whether the user is dragging the content.
  public private(set) var isDragging = false

  /// Whether the user is touching the content; in ListUI, only while dragging it.
  public var isTracking: Bool { isDragging }

  /// Whether the content still moves after the user's drag ended.
  public private(set) var isDecelerating = false

  private var scrollAnimation: ScheduledWork?
  /// Where the scroll animation under way goes from and to.
  private var scrollAnimationPath: (start: CGPoint, end: CGPoint)?
  /// Where a decelerating drag comes to rest at the scheduler's next turn.
  private var decelerationTarget: CGPoint?

  /// Where the content's top-left corner is, relative to the view's top-left corner.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// The offsets a drag can reach: from minus the top and left insets to the content's far edges.
  public var contentOffsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = Swift.max(minX, contentSize.width + inset.right - bounds.width)
    let maxY = Swift.max(minY, contentSize.height + inset.bottom - bounds.height)
    return (minX...maxX, minY...maxY)
  }

  /// `offset` moved inside ``contentOffsetRange``.
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let range = contentOffsetRange
    return CGPoint(
      x: Swift.min(Swift.max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: Swift.min(Swift.max(offset.y, range.y.lowerBound), range.y.upperBound))
  }

  /// Moves the content to `offset`. Animated, it moves in frames on the scheduler over
  /// ``scrollAnimationDuration`` and then tells the delegate the animation ended; a new scroll
  /// interrupts one in progress.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    moveContent(to: offset, animated: animated, reportsAnimationEnd: true, completion: nil)
  }

  /// Moves the content, animated or not, and runs `completion` when it arrives: after the last
  /// frame of an animation, or at the scheduler's next turn. Content that is already there does
  /// not animate.
  func moveContent(
    to offset: CGPoint, animated: Bool, reportsAnimationEnd: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    scrollAnimation?.cancel()
    scrollAnimation = nil
    scrollAnimationPath = nil
    guard animated && View.areAnimationsEnabled && scrollAnimationDuration > 0,
      offset != contentOffset
    else {
      contentOffset = offset
      if let completion { scheduler.schedule(after: 0, completion) }
      return
    }
    scrollAnimationPath = (contentOffset, offset)
    let frames = Swift.max(1, Int((scrollAnimationDuration * 60).rounded()))
    animateScroll(frame: 1, of: frames, reportsEnd: reportsAnimationEnd, completion: completion)
  }

  private func animateScroll(
    frame: Int, of frames: Int, reportsEnd: Bool, completion: (@MainActor () -> Void)?
  ) {
    scrollAnimation = scheduler.schedule(after: scrollAnimationDuration / Double(frames)) {
      [weak self] in
      guard let self, let path = self.scrollAnimationPath else { return }
      let (start, end) = path
      let progress = CGFloat(frame) / CGFloat(frames)
      self.contentOffset = CGPoint(
        x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
      self.layoutIfNeeded()
      if frame < frames {
        self.animateScroll(
          frame: frame + 1, of: frames, reportsEnd: reportsEnd, completion: completion)
      } else {
        self.scrollAnimation = nil
        self.scrollAnimationPath = nil
        if reportsEnd { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
        completion?()
      }
    }
  }

  /// Moves the scroll under way, an animated scroll or a drag's deceleration, by `delta`, when
  /// the content moved under it by as much: it ends where it was going on the content.
  func shiftScrollUnderWay(by delta: CGPoint) {
    if let path = scrollAnimationPath {
      let (start, end) = path
      scrollAnimationPath = (
        CGPoint(x: start.x + delta.x, y: start.y + delta.y),
        CGPoint(x: end.x + delta.x, y: end.y + delta.y)
      )
    }
    if let target = decelerationTarget {
      decelerationTarget = CGPoint(x: target.x + delta.x, y: target.y + delta.y)
    }
  }

  /// Whether an animated scroll is under way.
  public var isScrollAnimating: Bool { scrollAnimation != nil }

  /// Whether a user's scroll resigns the first responder, as a drag dismisses the keyboard on
  /// iOS (see ``KeyboardDismissMode``): ``KeyboardDismissMode/none`` by default.
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// Scrolls as a user's drag does: begin dragging, resign the first responder when the
  /// ``keyboardDismissMode`` says so, move by `delta` within the content's edges,
  /// and end dragging. A drag that `decelerates` (a flick) tells the delegate it will decelerate
  /// and ends decelerating at the scheduler's next turn; one that does not (a wheel step) ends
  /// with the drag, and UIKit then sends no end-decelerating event.
  ///
  /// - Returns: Whether the content moved.
  @discardableResult
  open func scrollByUser(_ delta: CGPoint, decelerates: Bool = false) -> Bool {
    guard isScrollEnabled else { return false }
    scrollAnimation?.cancel()
    scrollAnimation = nil
    scrollAnimationPath = nil
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    if keyboardDismissMode != .none, let responder = window?.firstResponder {
      responder.resignFirstResponder()
    }
    let before = contentOffset
    contentOffset = clampedContentOffset(
      CGPoint(x: before.x + delta.x, y: before.y + delta.y))
    layoutIfNeeded()
    // The content rests where the drag left it, unless the delegate moves the target; a drag
    // that decelerates carries on at its delta a millisecond, one that does not has stopped.
    let velocity = decelerates ? delta : .zero
    var target = contentOffset
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: velocity, targetContentOffset: pointer)
    }
    let rest = clampedContentOffset(target)
    isDragging = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    if decelerates {
      isDecelerating = true
      decelerationTarget = rest
      delegate?.scrollViewWillBeginDecelerating(self)
      scheduler.schedule(after: 0) { [weak self] in
        guard let self else { return }
        let rest = self.decelerationTarget ?? rest
        self.decelerationTarget = nil
        if self.contentOffset != rest {
          self.contentOffset = rest
          self.layoutIfNeeded()
        }
        self.isDecelerating = false
        self.delegate?.scrollViewDidEndDecelerating(self)
      }
    } else if contentOffset != rest {
      contentOffset = rest
      layoutIfNeeded()
    }
    return contentOffset != before
  }

  /// Scrolls to the top as a tap on the status bar does: asks the delegate, animates, then tells
  /// it the scroll finished.
  ///
  /// - Returns: Whether the scroll started.
  @discardableResult
  open func scrollToTopByUser() -> Bool {
    guard isScrollEnabled, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
    moveContent(to: top, animated: true, reportsAnimationEnd: false) { [weak self] in
      guard let self else { return }
      self.delegate?.scrollViewDidScrollToTop(self)
    }
    return true
  }
}
