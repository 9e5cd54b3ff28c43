import Foundation

/// UIKit's `UIGestureRecognizer`: turns the touches on a view into a gesture and tells its
/// targets as the gesture goes through its states.
///
/// Attach a concrete recognizer, a ``TapGestureRecognizer`` or a ``LongPressGestureRecognizer``,
/// to a view with ``View/addGestureRecognizer(_:)``. Linux has no selectors, so a target is a
/// closure that is given the recognizer, typed as the recognizer's own class:
///
/// ```swift
/// let press = LongPressGestureRecognizer { [weak self] gesture in
///   self?.handleLongGesture(gesture: gesture)
/// }
/// collectionView.addGestureRecognizer(press)
/// ```
///
/// A window drives its recognizers from the pointer of the renderer that shows it (a terminal's
/// mouse, a browser's pointer) and, for a long press, from the keyboard; see
/// <doc:UIKitViewAPIInATerminal> for what each renderer makes of a gesture.
@MainActor
open class GestureRecognizer {
  /// The states a gesture goes through, as UIKit's `UIGestureRecognizer.State`.
  ///
  /// A discrete gesture, a tap, goes from ``possible`` to ``recognized`` (which is ``ended``)
  /// or ``failed``. A continuous one, a long press, goes from ``possible`` to ``began``, then
  /// ``changed`` as the touch moves, then ``ended`` or ``cancelled``; or to ``failed`` before it
  /// began. After ``ended``, ``cancelled`` or ``failed`` the recognizer is ``possible`` again.
  public enum State: Int, Hashable, Sendable, CustomStringConvertible {
    /// No gesture yet: the recognizer waits for touches.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed: the touch moved.
    case changed
    /// The gesture ended: a continuous one's touch lifted, or a discrete one was recognized.
    case ended
    /// The gesture was cancelled: the touch went to something else.
    case cancelled
    /// The touches were not this gesture.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``, as in UIKit.
    public static var recognized: State { .ended }

    /// The state's name, as UIKit's Swift spells it: `began`, `ended`.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// Whether a recognizer in this state may go to `next`: from ``possible`` to any other
    /// state; from ``began`` and ``changed`` to ``changed``, ``ended`` or ``cancelled``; from a
    /// final state (``ended``, ``cancelled``, ``failed``) only back to ``possible``.
    public func canMove(to next: State) -> Bool {
      switch (self, next) {
      case (.possible, .possible): false
      case (.possible, _): true
      case (.began, .changed), (.began, .ended), (.began, .cancelled): true
      case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
      case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): true
      default: false
      }
    }
  }

  /// The gesture's state, ``State/possible`` until touches make it something else.
  public private(set) var state: State = .possible

  /// The view the recognizer is attached to (``View/addGestureRecognizer(_:)``), if any.
  public internal(set) weak var view: View?

  /// Whether the recognizer takes touches. Turning it off while a gesture is under way cancels
  /// the gesture, as in UIKit.
  public var isEnabled = true {
    didSet {
      if !isEnabled { cancel() }
    }
  }

  /// Whether the view under the touch loses it once the gesture is recognized, as in UIKit: a
  /// recognized tap or a long press that began keeps the click from selecting a cell or
  /// pressing a control. `true` by default.
  public var cancelsTouchesInView = true

  /// The recognizer's delegate, asked whether a gesture may begin and whether it may be
  /// recognized with another.
  public weak var delegate: (any GestureRecognizerDelegate)?

  /// The targets: each is told of every state change that UIKit sends actions for.
  private var targets: [(target: GestureTarget, action: @MainActor (GestureRecognizer) -> Void)] =
    []

  /// Where the touch is, in the window's (the root view's) coordinates.
  var touchLocation: CGPoint = .zero

  /// A recognizer with no target; add one with ``addTarget(_:)``.
  public required init() {}

  /// A recognizer whose target is `handler`, given the recognizer as its own class: how
  /// `init(target:action:)` is written where `#selector` does not exist.
  ///
  /// ```swift
  /// let tap = TapGestureRecognizer { [weak self] gesture in self?.didTap(gesture) }
  /// ```
  public convenience init(handler: @escaping @MainActor (Self) -> Void) {
    self.init()
    addTarget(handler)
  }

  /// Adds `action` as a target, told of each state change UIKit sends actions for: a discrete
  /// gesture's ``State/recognized``, a continuous one's ``State/began``, ``State/changed``,
  /// ``State/ended`` and ``State/cancelled``. UIKit's `addTarget(_:action:)` with a closure.
  ///
  /// - Returns: The target, which ``removeTarget(_:)`` takes.
  @discardableResult
  public func addTarget(_ action: @escaping @MainActor (Self) -> Void) -> GestureTarget {
    let target = GestureTarget()
    targets.append(
      (
        target,
        { recognizer in
          if let recognizer = recognizer as? Self { action(recognizer) }
        }
      ))
    return target
  }

  /// Removes `target`, or every target when it is `nil`, as UIKit's
  /// `removeTarget(nil, action: nil)` does.
  public func removeTarget(_ target: GestureTarget?) {
    guard let target else {
      targets.removeAll()
      return
    }
    targets.removeAll { $0.target == target }
  }

  /// The number of targets.
  public var numberOfTargets: Int { targets.count }

  /// Where the touch is, or was when the gesture was recognized, in `view`'s coordinates, or
  /// the window's when `view` is `nil`, as UIKit's `location(in:)`. In a terminal it is the
  /// cell's point (see ``LayoutUnits``); in a browser, the cell or point under the pointer.
  public func location(in view: View?) -> CGPoint {
    guard let view else { return touchLocation }
    return view.convert(touchLocation, from: nil)
  }

  /// The number of touches: one while a touch is down or the gesture is recognized, as a
  /// terminal and a browser have one pointer; zero otherwise.
  public var numberOfTouches: Int { isTouching ? 1 : 0 }

  /// Whether a touch is down on the recognizer.
  var isTouching = false

  /// Moves to `next` and tells the targets when UIKit would; a final state then goes back to
  /// ``State/possible``. A move that ``State/canMove(to:)`` refuses stops the app with both
  /// states named: it is a recognizer's own mistake, never the user's input.
  func move(to next: State) {
    precondition(
      state.canMove(to: next),
      "A gesture recognizer cannot go from \(state) to \(next): \(type(of: self))")
    state = next
    if next != .failed && next != .possible {
      for (_, action) in targets { action(self) }
    }
    if next == .ended || next == .cancelled || next == .failed {
      state = .possible
      reset()
    }
  }

  /// The touch the recognizer takes part in, which knows the other recognizers of it.
  weak var touch: GestureTouch?

  /// Leaves ``State/possible`` for `next` (``State/began`` or ``State/recognized``) if the
  /// delegate lets the gesture begin (`gestureRecognizerShouldBegin(_:)`) and no other
  /// recognizer of the touch holds it (see ``GestureRecognizerDelegate``); fails otherwise.
  func recognize(as next: State) {
    guard delegate?.gestureRecognizerShouldBegin(self) ?? true,
      touch?.mayRecognize(self) ?? true
    else {
      move(to: .failed)
      return
    }
    let touch = touch
    move(to: next)
    touch?.didRecognize(self)
  }

  /// Cancels a gesture under way: ``State/cancelled`` for one that began, ``State/failed`` for
  /// one still possible.
  func cancel() {
    switch state {
    case .began, .changed: move(to: .cancelled)
    case .possible: touchCancelled()
    default: break
    }
  }

  // MARK: Touches, for the recognizers to override

  /// A touch went down at `location` (window coordinates) at `time` on the scheduler's clock.
  func touchBegan(at location: CGPoint, time: TimeInterval, scheduler: any Scheduler) {
    isTouching = true
    touchLocation = location
  }

  /// The touch moved to `location`.
  func touchMoved(to location: CGPoint, time: TimeInterval) {
    touchLocation = location
  }

  /// The touch lifted at `location`.
  func touchEnded(at location: CGPoint, time: TimeInterval) {
    touchLocation = location
    isTouching = false
  }

  /// The touch went elsewhere: an alert, a new screen, Escape.
  func touchCancelled() {
    isTouching = false
  }

  /// The touch has been held down past any press duration: a keyboard's press and hold.
  func pressDurationElapsed() {}

  /// Forgets what the last gesture left, as UIKit's `reset()` after a final state.
  func reset() {}
}
