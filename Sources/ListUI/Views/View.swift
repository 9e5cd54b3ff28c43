import Foundation

/// A rectangle on screen with subviews: ListUI's `UIView`.
///
/// A view has a `frame` in its superview's coordinates and `bounds` in its own; a scroll view
/// moves its content by moving its bounds' origin. Layout is deferred as in UIKit:
/// ``setNeedsLayout()`` marks the view, and ``layoutIfNeeded()`` runs ``layoutSubviews()`` on it
/// and its subviews.
@MainActor
open class View {
  /// The view's rectangle in its superview's coordinates.
  open var frame: CGRect {
    get { _frame }
    set {
      let sizeChanged = newValue.size != _frame.size
      _frame = newValue
      if sizeChanged {
        let oldBounds = _bounds
        _bounds.size = newValue.size
        boundsDidChange(from: oldBounds)
      }
    }
  }

  /// The view's rectangle in its own coordinates; its origin is where its content starts.
  open var bounds: CGRect {
    get { _bounds }
    set {
      let oldBounds = _bounds
      _bounds = newValue
      if newValue.size != _frame.size {
        _frame.size = newValue.size
      }
      if oldBounds != newValue { boundsDidChange(from: oldBounds) }
    }
  }

  private var _frame: CGRect
  private var _bounds: CGRect

  /// Whether the view is hidden; a hidden view and its subviews are not drawn.
  open var isHidden = false

  /// How opaque the view and its subviews are, from `0` (transparent) to `1` (opaque, the
  /// default); values outside are clamped, as UIKit interprets them.
  ///
  /// A terminal cannot blend, so the value is honoured in three steps: below
  /// ``minimumInteractiveAlpha`` the view and its subviews are neither drawn nor hit by
  /// ``hitTest(_:)``, as UIKit skips such views when hit-testing; below `1` they are drawn
  /// dimmed; at `1` they are drawn as they are.
  open var alpha: CGFloat {
    get { _alpha }
    set { _alpha = min(max(newValue, 0), 1) }
  }

  private var _alpha: CGFloat = 1

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The colour that tints the view's controls: the one set, or its superview's, or at the root
  /// of the hierarchy UIKit's system blue. Setting `nil` goes back to the inherited tint. UIKit's
  /// `tintColor`; a system button draws its title in it.
  open var tintColor: Color! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      guard newValue != ownTintColor else { return }
      ownTintColor = newValue
      tintColorDidChange()
    }
  }

  private var ownTintColor: Color?

  /// Called when the view's own ``tintColor`` changes; the default lays the view out again and
  /// tells the subviews that inherit it. UIKit's `tintColorDidChange()`.
  open func tintColorDidChange() {
    setNeedsLayout()
    for subview in subviews where subview.ownTintColor == nil { subview.tintColorDidChange() }
  }

  /// Whether the view takes touches and clicks; `true` by default. ``hitTest(_:)`` skips a view
  /// that does not, with its subviews, as UIKit does, so a click goes to the view behind it.
  open var isUserInteractionEnabled = true

  /// The center of ``frame``, in the superview's coordinates; setting it moves the view and keeps
  /// its size.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The alpha below which a view is not hit-tested, and not drawn: UIKit's hit-testing
  /// threshold, `0.01`.
  public static let minimumInteractiveAlpha: CGFloat = 0.01

  /// The animation the view is in, if any: what is drawn while its ``frame`` already holds the
  /// end state. Batch updates set it; ``finishAnimations()`` ends it.
  public var animation: ViewAnimation?

  /// A number that identifies the view to the app.
  open var tag = 0

  /// The colour filled behind the view's content, or `nil` to let what is behind show.
  open var backgroundColor: Color?

  /// The view's layer, for its border and corners: UIKit's `layer`, made on first use.
  public var layer: Layer {
    if let storedLayer { return storedLayer }
    let layer = Layer(view: self)
    storedLayer = layer
    return layer
  }

  /// The layer, once something asked for it.
  private(set) var storedLayer: Layer?

  /// Whether the view's drawing and its subviews' are cut at its edges; `false` by default and
  /// `true` for scroll views, as in UIKit.
  open var clipsToBounds = false

  /// The style the view and its subviews draw on top of, such as reverse video for a selected
  /// cell; plain by default.
  open var drawingStyle: TextStyle { .plain }

  /// The view's subviews, back to front.
  public private(set) var subviews: [View] = []

  /// The view this one is a subview of.
  public private(set) weak var superview: View?

  /// The view controller whose ``ViewController/view`` this is.
  weak var owningViewController: ViewController?

  /// Whether ``layoutSubviews()`` is due at the next ``layoutIfNeeded()``.
  public private(set) var needsLayout = true

  /// Creates a view with a frame.
  public init(frame: CGRect = .zero) {
    _frame = frame
    _bounds = CGRect(origin: .zero, size: frame.size)
  }

  /// UIKit's initializer for a view from an archive, such as a nib. ListUI has no archives, so it
  /// returns `nil`; it is there so that a subclass's `required init?(coder: NSCoder)` compiles,
  /// as UIKit code writes it.
  public convenience init?(coder: NSCoder) {
    return nil
  }

  /// Adds `view` on top of the other subviews, removing it from its current superview first.
  open func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index`, removing it from its current superview first.
  open func insertSubview(_ view: View, at index: Int) {
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: Swift.min(index, subviews.count))
      return
    }
    view.removeFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
    view.superview = self
    setNeedsLayout()
    didAddSubview(view)
  }

  /// Called after `subview` was added; the default does nothing. UIKit's `didAddSubview(_:)`.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` is removed; the default does nothing. UIKit's
  /// `willRemoveSubview(_:)`.
  open func willRemoveSubview(_ subview: View) {}

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsLayout()
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Marks the view so that its subviews are laid out at the next ``layoutIfNeeded()``.
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the view and its subviews now if they are marked. The view of a
  /// ``ViewController`` tells it before and after: ``ViewController/viewWillLayoutSubviews()``
  /// and ``ViewController/viewDidLayoutSubviews()``.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Positions the subviews; subclasses override it. The default does nothing.
  open func layoutSubviews() {}

  /// Draws the view's own content, in its bounds' coordinates, after its background and before
  /// its subviews; subclasses override it. The default draws nothing. ``drawHierarchy(in:)``
  /// calls it with a context already clipped, translated and styled for the view.
  open func draw(in context: DrawingContext) {}

  /// The size that best fits the view's content within `size`; the default is the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to ``sizeThatFits(_:)`` with no limit.
  open func sizeToFit() {
    frame.size = sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }

  /// Called when the bounds change; the default marks the view for layout.
  open func boundsDidChange(from oldBounds: CGRect) {
    setNeedsLayout()
  }

  /// Converts a point from this view's coordinates to `view`'s, or to its root view's when `view`
  /// is `nil`. Both views must share a root.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    let origin = view.pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// Whether `point`, in this view's coordinates, is inside its bounds.
  open func point(inside point: CGPoint) -> Bool {
    bounds.contains(point)
  }

  /// The farthest descendant of this view, or the view itself, that contains `point`, in this
  /// view's coordinates, as `UIView.hitTest(_:with:)` finds it: hidden views and views leaving
  /// in an animation are skipped with their subviews, and later subviews, drawn on top, are asked
  /// first. Views whose ``alpha`` is below ``minimumInteractiveAlpha``, and views that are not
  /// ``isUserInteractionEnabled``, are skipped too. `nil`
  /// when the point is outside the view. ListUI has no event objects, so there is no `with:`
  /// argument.
  open func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= Self.minimumInteractiveAlpha,
      isPresented(at: nil),
      self.point(inside: point)
    else { return nil }
    for subview in subviews.reversed() {
      let inSubview = CGPoint(
        x: point.x - subview.frame.minX + subview.bounds.minX,
        y: point.y - subview.frame.minY + subview.bounds.minY)
      if let hit = subview.hitTest(inSubview) { return hit }
    }
    return self
  }

  /// A point of this view in the coordinates of its root view.
  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var current: View = self
    while let parent = current.superview {
      result.x += current.frame.minX - current.bounds.minX
      result.y += current.frame.minY - current.bounds.minY
      current = parent
    }
    return result
  }

  // MARK: Animation

  /// Whether changes animate; `false` inside ``performWithoutAnimation(_:)``.
  public private(set) static var areAnimationsEnabled = true

  /// Runs `changes` with animations off, as `UIView.performWithoutAnimation(_:)` does: batch
  /// updates and scrolls started inside complete at the scheduler's next turn.
  public static func performWithoutAnimation(_ changes: () -> Void) {
    let wasEnabled = areAnimationsEnabled
    areAnimationsEnabled = false
    defer { areAnimationsEnabled = wasEnabled }
    changes()
  }
}
