import Foundation

/// UIKit's `UISwipeGestureRecognizer`: a discrete gesture, recognized when a touch moves fast
/// enough, far enough, in one of its ``direction``s.
///
/// In a terminal and a browser a swipe is a fast drag: the mouse button (or the pointer) held
/// down and moved, along one axis, at least ``minimumDistance(along:)`` from where it went down within
/// ``maximumDuration`` seconds on the window's clock, and at least twice as far along that axis
/// as across it. The gesture is recognized as soon as the drag has gone that far, at the point
/// where it went down; a drag that takes longer, goes the other way or lifts sooner fails, and
/// leaves the click to the view. The keyboard has no swipe.
///
/// ```swift
/// let swipe = SwipeGestureRecognizer { [weak self] _ in self?.showNextPage() }
/// swipe.direction = .left
/// view.addGestureRecognizer(swipe)
/// ```
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions a swipe is recognized in: UIKit's `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The option's bits, as UIKit's.
    public let rawValue: UInt
    /// A direction of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions recognized; ``Direction/right`` by default, as UIKit's.
  public var direction: Direction = .right
  /// The number of touches the swipe needs: 1, as a terminal and a browser have one pointer.
  /// Another number can never be met: such a recognizer never recognizes.
  public var numberOfTouchesRequired = 1

  /// The longest a swipe may take from the touch going down, in seconds on the window's clock:
  /// 0.5 by default.
  public var maximumDuration: TimeInterval = 0.5

  /// How far, in the app's units, the touch must travel along the swipe's axis: 3 cells across
  /// or 2 lines up or down in an app sized in cells, 50 points in one sized in points.
  public func minimumDistance(along axis: Direction) -> CGFloat {
    guard view?.layoutUnits.isCells ?? true else { return 50 }
    return axis.isDisjoint(with: [.left, .right]) ? 2 : 3
  }

  /// Where and when the touch went down.
  private var down: (location: CGPoint, time: TimeInterval) = (.zero, 0)
  /// Whether this touch was recognized as a swipe or failed: it is one swipe at most.
  private var isDecided = false

  override func touchBegan(at location: CGPoint, time: TimeInterval, scheduler: any Scheduler) {
    super.touchBegan(at: location, time: time, scheduler: scheduler)
    down = (location, time)
    isDecided = false
  }

  override func touchMoved(to location: CGPoint, time: TimeInterval) {
    super.touchMoved(to: location, time: time)
    guard state == .possible, !isDecided else { return }
    guard time - down.time <= maximumDuration, numberOfTouchesRequired == 1 else {
      fail()
      return
    }
    let dx = location.x - down.location.x
    let dy = location.y - down.location.y
    let swiped: Direction
    let along: CGFloat
    let across: CGFloat
    if abs(dx) >= abs(dy) {
      swiped = dx >= 0 ? .right : .left
      (along, across) = (abs(dx), abs(dy))
    } else {
      swiped = dy >= 0 ? .down : .up
      (along, across) = (abs(dy), abs(dx))
    }
    guard along >= minimumDistance(along: swiped), along >= 2 * across else { return }
    guard direction.contains(swiped) else {
      fail()
      return
    }
    isDecided = true
    touchLocation = down.location
    recognize(as: .recognized)
  }

  override func touchEnded(at location: CGPoint, time: TimeInterval) {
    super.touchEnded(at: location, time: time)
    if isDecided { touchLocation = down.location }
    if state == .possible && !isDecided { fail() }
  }

  private func fail() {
    isDecided = true
    move(to: .failed)
  }
}
