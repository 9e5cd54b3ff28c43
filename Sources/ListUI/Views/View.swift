import Foundation

/// A rectangle on screen with subviews: ListUI's `UIView`.
///
/// A view has a `frame` in its superview's coordinates and `bounds` in its own; a scroll view
/// moves its content by moving its bounds' origin. Layout is deferred as in UIKit:
/// ``setNeedsLayout()`` marks the view, and ``layoutIfNeeded()`` runs ``layoutSubviews()`` on it
/// and its subviews.
@MainActor
open class View: Responder {
  /// The view's rectangle in its superview's coordinates.
  open var frame: CGRect {
    get { _frame }
    set {
      AnimationTransaction.willChange(self)
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
      AnimationTransaction.willChange(self)
      let oldBounds = _bounds
      _bounds = newValue
      if newValue.size != _frame.size {
        _frame.size = newValue.size
      }
      if oldBounds != newValue { boundsDidChange(from: oldBounds) }
    }
  }

  // The stored properties of trivial types that layout and drawing read most, here and in the
  // collection view's cells, attributes and flow layout, are `@exclusivity(unchecked)`. Views
  // live on the main actor, and an overlapping access to a value of a trivial type cannot leave
  // memory unsafe, so the runtime's check of each access (a thread-local look-up, about a
  // fifth of the instructions of a terminal's page step) buys nothing there. Properties that
  // hold references or collections keep the check.
  @exclusivity(unchecked) private var _frame: CGRect
  @exclusivity(unchecked) private var _bounds: CGRect

  /// Whether the view is hidden; a hidden view and its subviews are not drawn.
  @exclusivity(unchecked) open var isHidden = false

  /// How opaque the view and its subviews are, from `0` (transparent) to `1` (opaque, the
  /// default); values outside are clamped, as UIKit interprets them.
  ///
  /// A terminal cannot blend, so the value is honoured in three steps: below
  /// ``minimumInteractiveAlpha`` the view and its subviews are neither drawn nor hit by
  /// ``hitTest(_:)``, as UIKit skips such views when hit-testing; below `1` they are drawn
  /// dimmed; at `1` they are drawn as they are.
  open var alpha: CGFloat {
    get { _alpha }
    set {
      AnimationTransaction.willChange(self)
      _alpha = min(max(newValue, 0), 1)
    }
  }

  @exclusivity(unchecked) private var _alpha: CGFloat = 1

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

  private(set) var ownTintColor: Color?

  /// Called when the view's own ``tintColor`` changes; the default lays the view out again and
  /// tells the subviews that inherit it. UIKit's `tintColorDidChange()`.
  open func tintColorDidChange() {
    setNeedsLayout()
    for subview in subviews where subview.ownTintColor == nil { subview.tintColorDidChange() }
  }

  /// Whether the view takes touches and clicks; `true` by default. ``hitTest(_:)`` skips a view
  /// that does not, with its subviews, as UIKit does, so a click goes to the view behind it.
  @exclusivity(unchecked) open var isUserInteractionEnabled = true

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
  /// end state. Batch updates and ``animate(withDuration:delay:options:animations:completion:)``
  /// set it; ``finishAnimations()`` ends it. Replacing the animation of an `animate` call, or
  /// ending it, makes that call's completion get `false`.
  public var animation: ViewAnimation? {
    didSet {
      if (oldValue == nil) != (animation == nil) {
        Self.animatedViewCount += animation == nil ? -1 : 1
      }
      if let id = oldValue?.groupID, animation?.groupID != id {
        AnimationGroup.view(self, lostAnimationOf: id)
      }
    }
  }

  /// How many views have an ``animation``, in a window or not: while none has, a walk of a view
  /// tree that ends or looks for animations finds nothing, and is skipped. A view freed with an
  /// animation stays counted (a subclass may have a deinitializer of its own, so `View` has
  /// none): the walks then run, finding nothing on it.
  @_spi(ListKit) public private(set) static var animatedViewCount = 0

  /// A number that identifies the view to the app.
  open var tag = 0

  /// A name that identifies the view to tests and tools: UIKit's `accessibilityIdentifier`. A
  /// terminal has no accessibility tree; ``View/view(withAccessibilityIdentifier:)`` finds a view
  /// by it.
  open var accessibilityIdentifier: String?

  /// What the view is, in words: UIKit's `accessibilityLabel`. A web page makes it the
  /// element's `aria-label`; a terminal, which has no screen reader, draws an image view's
  /// instead of its image's name.
  open var accessibilityLabel: String?

  /// What pressing or using the view does, in words: UIKit's `accessibilityHint`, a web page's
  /// `aria-description`.
  open var accessibilityHint: String?

  /// The view's value, in words, such as a slider's: UIKit's `accessibilityValue`. A web page
  /// reads it after the label: it joins the element's `aria-label`.
  open var accessibilityValue: String?

  /// What the view is and what state it is in (``AccessibilityTraits``): UIKit's
  /// `accessibilityTraits`. A web page gives the element the role and states they name, over
  /// those its class gives it.
  open var accessibilityTraits: AccessibilityTraits = []

  /// Whether an assistive technology reads the view as one element: UIKit's
  /// `isAccessibilityElement`. It defaults to `true` for labels, buttons, controls and text
  /// fields and `false` for other views, as UIKit's. A web page makes a view set to `true` one
  /// element, named by its label or else its subviews' text, whose subviews it hides from
  /// screen readers; a label, button or control set to `false` is hidden from them.
  open var isAccessibilityElement: Bool {
    get { explicitAccessibilityElement ?? (self is Label || self is Control) }
    set { explicitAccessibilityElement = newValue }
  }
  private var explicitAccessibilityElement: Bool?

  /// Whether the view and its subviews are hidden from assistive technologies: UIKit's
  /// `accessibilityElementsHidden`, a web page's `aria-hidden`.
  open var accessibilityElementsHidden = false

  /// Whether the view keeps its colours when the system inverts them, as a photo should: UIKit's
  /// `accessibilityIgnoresInvertColors`. A web page gives it `forced-color-adjust: none`, so that
  /// it keeps its colours when the system forces its own (a high-contrast theme).
  open var accessibilityIgnoresInvertColors = false

  /// The colour filled behind the view's content, or `nil` to let what is behind show.
  open var backgroundColor: Color? {
    willSet { AnimationTransaction.willChange(self) }
  }

  /// The view's layer, for its border and corners: UIKit's `layer`, made on first use.
  public var layer: Layer {
    if let storedLayer { return storedLayer }
    let layer = Layer(view: self)
    storedLayer = layer
    return layer
  }

  /// The layer, once something asked for it.
  @_spi(ListKit) public private(set) var storedLayer: Layer?

  /// Whether the view's drawing and its subviews' are cut at its edges; `false` by default and
  /// `true` for scroll views, as in UIKit.
  @exclusivity(unchecked) open var clipsToBounds = false

  /// How the view places its content in its bounds when their sizes differ: UIKit's
  /// `contentMode`, ``ContentMode/scaleToFill`` by default. An ``ImageView`` places its image by
  /// it; other views draw their content as they always do.
  open var contentMode: ContentMode = .scaleToFill

  // MARK: Margins and safe area

  /// The margins set through ``layoutMargins``, before the safe area and the superview's margins
  /// are taken in.
  @exclusivity(unchecked) var ownLayoutMargins = View.defaultLayoutMargins

  /// The margins last reported by ``layoutMarginsDidChange()``.
  @exclusivity(unchecked) private var reportedLayoutMargins = View.defaultLayoutMargins

  /// The safe area insets last reported by ``safeAreaInsetsDidChange()``.
  @exclusivity(unchecked) private var reportedSafeAreaInsets = EdgeInsets.zero

  /// Whether the view's margins grow to keep its content inside its superview's margins, where
  /// the view comes closer to the superview's edges than they are; `false` by default. UIKit's
  /// `preservesSuperviewLayoutMargins`.
  @exclusivity(unchecked) open var preservesSuperviewLayoutMargins = false {
    didSet { updateLayoutMargins() }
  }

  /// Whether the margins are measured from the safe area's edges rather than the bounds'; `true`
  /// by default. UIKit's `insetsLayoutMarginsFromSafeArea`.
  @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true {
    didSet { updateLayoutMargins() }
  }

  /// Called when the view's ``layoutMargins`` change, whether set or changed by the safe area or
  /// the superview's margins; the default marks the view for layout. UIKit's
  /// `layoutMarginsDidChange()`.
  open func layoutMarginsDidChange() {
    setNeedsLayout()
  }

  /// Called when the view's ``safeAreaInsets`` change, at the layout pass that finds them
  /// changed and before the view lays out its subviews; the default marks the view for layout.
  /// UIKit's `safeAreaInsetsDidChange()`.
  open func safeAreaInsetsDidChange() {
    setNeedsLayout()
  }

  /// Reports a change of the margins to ``layoutMarginsDidChange()``, and to the view
  /// controller whose view this is.
  func updateLayoutMargins() {
    updateLayoutMargins(safeArea: safeAreaInsets)
  }

  /// ``updateLayoutMargins()``, given the view's ``safeAreaInsets`` already found.
  private func updateLayoutMargins(safeArea: EdgeInsets) {
    let margins = layoutMargins(safeArea: safeArea)
    guard margins != reportedLayoutMargins else { return }
    reportedLayoutMargins = margins
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
  }

  /// Reports a change of the safe area to ``safeAreaInsetsDidChange()``, and to the view
  /// controller whose view this is.
  private func updateSafeAreaInsets(_ insets: EdgeInsets) {
    guard insets != reportedSafeAreaInsets else { return }
    reportedSafeAreaInsets = insets
    safeAreaInsetsDidChange()
    owningViewController?.viewSafeAreaInsetsDidChange()
  }

  /// The style the view and its subviews draw on top of, such as reverse video for a selected
  /// cell; plain by default.
  open var drawingStyle: TextStyle { .plain }

  /// The view's subviews, back to front.
  public private(set) var subviews: [View] = []

  /// The gesture recognizers attached (``gestureRecognizers``).
  var attachedGestureRecognizers: [GestureRecognizer] = []

  /// The scheduler a renderer hosts this view's tree on: a terminal application and a web
  /// session set it on the root view they show, and the tree's scroll views and block
  /// animations run on it unless given another (see `hostedScheduler`), those of the controllers
  /// pushed or presented over it too.
  @_spi(ListKit) public var hostScheduler: (any Scheduler)?

  /// The scheduler this view's tree is hosted on: the nearest `hostScheduler` of the view and its
  /// ancestors, else the app's, ``animationScheduler``.
  @_spi(ListKit) public var hostedScheduler: any Scheduler {
    treeHostScheduler ?? View.animationScheduler
  }

  /// What shows this view's tree: a terminal application and a web session set themselves on
  /// the root view they show.
  @_spi(ListKit) public weak var host: (any AppHost)?

  /// The nearest `host` of the view and its ancestors, found as ``layoutUnits`` are; `nil` for
  /// a tree no renderer shows.
  var treeHost: (any AppHost)? {
    var current: View? = self
    while let view = current {
      if let host = view.host { return host }
      current = view.hostingParent
    }
    return nil
  }

  /// The traits a renderer gives this view's tree: a terminal application and a web session set
  /// them on the window they show, and set them again when they change (the browser's theme, a
  /// resize across a size class); then the views and view controllers shown in the tree are
  /// told, with `traitCollectionDidChange(_:)`.
  @_spi(ListKit) public var hostTraitCollection: TraitCollection? {
    didSet {
      let previous = oldValue ?? .unhosted
      let current = hostTraitCollection ?? .unhosted
      guard current != previous else { return }
      tellTraitsChanged(from: previous)
      if oldValue != nil,
        current.preferredContentSizeCategory != previous.preferredContentSizeCategory
      {
        NotificationCenter.default.post(
          name: ContentSizeCategory.didChangeNotification, object: nil,
          userInfo: [ContentSizeCategory.newValueUserInfoKey: current.preferredContentSizeCategory]
        )
      }
    }
  }

  /// The traits of the environment the view is shown in (``TraitCollection``): those of the
  /// window its tree is shown in, found as ``layoutUnits`` are; ``TraitCollection/unhosted`` for
  /// a view no renderer shows.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the view in its tree.
  public var traitCollection: TraitCollection {
    var current: View? = self
    while let view = current {
      if let traits = view.hostTraitCollection { return traits }
      current = view.hostingParent
    }
    return .unhosted
  }

  /// Called when the view's traits changed, with those from before; the default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Tells this view's tree, and the view controllers whose views are in it, that the traits
  /// changed from `previous`: each controller before its view, a view before its subviews.
  private func tellTraitsChanged(from previous: TraitCollection) {
    var pending: [View] = [self]
    while let view = pending.popLast() {
      view.owningViewController?.traitCollectionDidChange(previous)
      view.traitCollectionDidChange(previous)
      pending += view.subviews.reversed()
    }
  }

  /// The units a renderer shows this view's tree in: a terminal application and a web session
  /// set them on the root view they show, from their `layoutUnits`.
  @_spi(ListKit) public var hostLayoutUnits: LayoutUnits?

  /// The units the view's coordinates measure, cells or points (see ``LayoutUnits``): those of
  /// the screen it is shown on, found through its superviews, or its view controller's parent
  /// or presenter; ``LayoutUnits/cells`` for a view no renderer shows. Views that size
  /// themselves to their text, such as ``Label``, measure it in these units.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the view in its tree.
  public var layoutUnits: LayoutUnits {
    var current: View? = self
    while let view = current {
      if let units = view.hostLayoutUnits { return units }
      current = view.hostingParent
    }
    return .cells
  }

  /// The view that made this one and will add it, such as the collection view that dequeued a
  /// cell: until it is added, the view measures itself in that view's units.
  weak var unattachedHost: View?

  /// The view this one's tree hangs from: its superview; for a view not added yet, the view
  /// that made it; or, for a view controller's view not yet in its parent's view, its parent's
  /// or presenter's view.
  private var hostingParent: View? {
    if let superview { return superview }
    if let unattachedHost { return unattachedHost }
    guard let controller = owningViewController,
      let above = controller.parent ?? controller.presentingViewController
    else { return nil }
    return above.viewIfLoaded
  }

  /// The nearest `hostScheduler` of the view and its ancestors; `nil` for a tree no renderer
  /// shows. A view controller's view not yet in its parent's view, as in its `viewDidLoad()`
  /// while it is pushed, goes on from its parent's or presenter's view.
  var treeHostScheduler: (any Scheduler)? {
    var current: View? = self
    while let view = current {
      if let scheduler = view.hostScheduler { return scheduler }
      current = view.hostingParent
    }
    return nil
  }

  /// The view this one is a subview of.
  public private(set) weak var superview: View?

  /// The view controller whose ``ViewController/view`` this is.
  weak var owningViewController: ViewController? {
    didSet { mayHaveOwningViewController = owningViewController != nil }
  }

  /// Whether ``owningViewController`` was set and not cleared since: a layout pass reads the
  /// weak reference only then, where reading it for every view would retain and release each.
  /// A view controller freed without clearing it leaves this set; the reference is then `nil`.
  @exclusivity(unchecked) private(set) var mayHaveOwningViewController = false

  /// The properties that appearance proxies for containers set, with the values they had and
  /// were left; `nil` when no such proxy reaches the view.
  var containedAppearance: [AnyKeyPath: ContainedProperty]?

  /// Whether ``layoutSubviews()`` is due at the next ``layoutIfNeeded()``.
  @exclusivity(unchecked) public private(set) var needsLayout = true

  /// Creates a view with a frame, with the properties set on its class's
  /// ``appearance()`` proxy.
  public init(frame: CGRect = .zero) {
    _frame = frame
    _bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
    AppearanceRegistry.apply(to: self)
  }

  /// The view controller whose view this is, or else the superview: the next responder of the
  /// keys (see ``Responder``).
  open override var next: Responder? { owningViewController ?? superview }

  /// UIKit's initializer for a view from an archive, such as a nib: makes the view as
  /// `init(frame: .zero)` does. ListUI reads no archives, so `coder` is not read; a translated
  /// nib passes a ``NibCoder`` and then sets the frame and the rest of what the nib says.
  ///
  /// A subclass declares it as UIKit code does, `required init?(coder: NSCoder)`, and may call
  /// `super.init(coder: coder)` from it. It is generic over the coder's type so that such a
  /// declaration is the subclass's own initializer and not an override, and so is not
  /// `required` of every subclass: a subclass that defines no initializer of its own inherits
  /// it, and one that defines `init(frame:)` alone need not declare it, as UIKit would ask.
  public init?<Coder: NSCoder>(coder: Coder) {
    _frame = .zero
    _bounds = .zero
    super.init()
    AppearanceRegistry.apply(to: self)
  }

  /// Adds `view` on top of the other subviews, removing it from its current superview first.
  open func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index`, removing it from its current superview first.
  open func insertSubview(_ view: View, at index: Int) {
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
      setNeedsDisplay()
      return
    }
    view.removeFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
    view.superview = self
    AppearanceRegistry.applyContained(toTreeOf: view)
    AnimationTransaction.didAdd(view)
    setNeedsLayout()
    didAddSubview(view)
  }

  /// Moves `view`, a subview, in front of the others: UIKit's `bringSubviewToFront(_:)`. It is
  /// drawn last, over the others, in a terminal and in a browser.
  open func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view`, a subview, behind the others: UIKit's `sendSubviewToBack(_:)`.
  open func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Swaps the subviews at `index1` and `index2`: UIKit's `exchangeSubview(at:withSubviewAt:)`.
  /// An index outside the subviews changes nothing.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
    setNeedsDisplay()
  }

  /// Asks the renderer showing the view to draw it again: UIKit's `setNeedsDisplay()`. A view's
  /// drawing is ``draw(in:)``, which the renderer calls on its next frame; a view that draws
  /// from its own state calls this when the state changes outside input, as UIKit's do.
  open func setNeedsDisplay() {
    window?.displayHandler?()
  }

  /// Asks for `rect` of the view to be drawn again: the whole view is, at the next frame.
  /// UIKit's `setNeedsDisplay(_:)`.
  open func setNeedsDisplay(_ rect: CGRect) {
    setNeedsDisplay()
  }

  /// Called after `subview` was added; the default does nothing. UIKit's `didAddSubview(_:)`.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` is removed; the default does nothing. UIKit's
  /// `willRemoveSubview(_:)`.
  open func willRemoveSubview(_ subview: View) {}

  /// Removes the view from its superview; the first responder, if it is this view or in it,
  /// resigns.
  open func removeFromSuperview() {
    guard let superview else { return }
    // Off screen, the first responder gives up the keys, as when UIKit takes it off its window.
    endEditing(true)
    superview.willRemoveSubview(self)
    // Found by identity, from the end, where a view added last most often is: no subview is
    // retained to be compared, and no closure is called for each.
    let identity = ObjectIdentifier(self)
    var index = -1
    do {
      let siblings = superview.subviews
      index = siblings.count - 1
      while index >= 0 && ObjectIdentifier(siblings[index]) != identity { index -= 1 }
    }
    if index >= 0 { superview.subviews.remove(at: index) }
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
  /// and ``ViewController/viewDidLayoutSubviews()``. A view whose ``safeAreaInsets`` or
  /// ``layoutMargins`` changed is told first (``safeAreaInsetsDidChange()``,
  /// ``layoutMarginsDidChange()``).
  ///
  /// - Complexity: O(*n* + *d*) beyond the views' own layout, for *n* views in the tree and *d*
  ///   views above this one: each view's safe area is found from its superview's.
  open func layoutIfNeeded() {
    layOutTree(superviewSafeArea: superview?.safeAreaInsets)
  }

  /// ``layoutIfNeeded()`` for this view and the views under it, each finding its safe area from
  /// its superview's, `superviewSafeArea` (`nil` for a view with no superview).
  private func layOutTree(superviewSafeArea: EdgeInsets?) {
    let insets = safeAreaInsets(underSuperviewInsets: superviewSafeArea)
    updateSafeAreaInsets(insets)
    updateLayoutMargins(safeArea: insets)
    if needsConstraintUpdate {
      needsConstraintUpdate = false
      updateConstraints()
    }
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    guard !subviews.isEmpty else { return }
    // Laying out may have moved the view or changed its view controller's additional insets.
    let laidOutInsets = safeAreaInsets(underSuperviewInsets: superviewSafeArea)
    for subview in subviews { subview.layOutTree(superviewSafeArea: laidOutInsets) }
  }

  /// Positions the subviews; subclasses override it and call `super`. The default places the
  /// subviews that Auto Layout places (see ``LayoutConstraint``), as UIKit's does.
  open func layoutSubviews() {
    ConstraintLayout.layOutSubviews(of: self)
  }

  // MARK: Auto Layout

  /// Whether the view keeps the frame it is given, which constraints then read (`true`, the
  /// default), or is placed by the constraints that name it (`false`) when its superview lays
  /// out. UIKit's `translatesAutoresizingMaskIntoConstraints`.
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { setNeedsConstraintLayout() }
  }

  /// The active constraints the view holds: those whose items are both in it, and no nearer
  /// view holds.
  public internal(set) var constraints: [LayoutConstraint] = []

  /// The size the view's content wants, in cells, or ``noIntrinsicMetric`` on an axis where it
  /// has none; Auto Layout keeps the view at this size as far as its hugging and compression
  /// resistance priorities say. The default has none; labels, buttons, images and controls have
  /// their fitting size.
  open var intrinsicContentSize: CGSize {
    CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  /// How much the view resists growing past its intrinsic size, by axis.
  var contentHuggingPriorities = (
    horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow
  )

  /// How much the view resists shrinking below its intrinsic size, by axis.
  var compressionResistancePriorities = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )

  /// Whether ``updateConstraints()`` is due before the next layout.
  @exclusivity(unchecked) var needsConstraintUpdate = false

  /// Updates the view's constraints before a layout pass, after
  /// ``setNeedsUpdateConstraints()``; overrides call `super` last, as in UIKit. The default does
  /// nothing.
  open func updateConstraints() {}

  /// The guides added with ``addLayoutGuide(_:)``.
  var ownedLayoutGuides: [LayoutGuide] = []

  /// The view's area inside ``safeAreaInsets``: UIKit's `safeAreaLayoutGuide`. A terminal has
  /// no bars, notches or home indicator, so it is the whole of the bounds unless a view
  /// controller's `additionalSafeAreaInsets` say otherwise.
  public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(
    owningView: self, identifier: "UIViewSafeAreaLayoutGuide", insets: { $0.safeAreaInsets })

  /// The view's area inside ``layoutMargins``: UIKit's `layoutMarginsGuide`.
  public private(set) lazy var layoutMarginsGuide = LayoutGuide(
    owningView: self, identifier: "UIViewLayoutMarginsGuide", insets: { $0.layoutMargins })

  /// Draws the view's own content, in its bounds' coordinates, after its background and before
  /// its subviews; subclasses override it. ``drawHierarchy(in:)`` calls it with a context
  /// already clipped, translated and styled for the view. The default calls UIKit's
  /// ``draw(_:)`` with a ``GraphicsContext`` on `context` as the current one, so that a view
  /// ported from UIKit draws with Core Graphics' and UIKit's drawing calls.
  open func draw(in context: DrawingContext) {
    GraphicsContext.withCurrent(drawing: context) { draw(bounds) }
  }

  /// Draws the view's own content with UIKit's drawing calls, `rect` its bounds: UIKit's
  /// `draw(_:)`. The default draws nothing.
  ///
  /// Inside it `UIGraphicsGetCurrentContext()` (``GraphicsContext/current``) draws on the view,
  /// as do `UIBezierPath`'s ``BezierPath/fill()`` and ``BezierPath/stroke()``, `UIRectFill`,
  /// ``Color/setFill()`` and ``Color/setStroke()``, and the string drawing methods. It draws in
  /// character cells: ``GraphicsContext`` says what each call becomes. A view asks to be drawn
  /// again with ``setNeedsDisplay()``. A view that overrides ``draw(in:)`` draws with it
  /// instead, as ListUI's labels, buttons and image views do.
  open func draw(_ rect: CGRect) {}

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

  /// Converts a point from `view`'s coordinates, or from its root view's when `view` is `nil`,
  /// to this view's. Both views must share a root. UIKit's `convert(_:from:)`.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    let origin = pointInRoot(.zero)
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

  // MARK: First responder

  /// The view that takes typed keys, if any: UIKit's first responder, one for the app.
  private static weak var currentFirstResponder: View?

  /// Whether a resignation under way ignores what the view's delegate says, as
  /// ``endEditing(_:)`` with `force` asks.
  static var isForcingResignation = false

  /// Whether the view can take typed keys; `false` by default, `true` for text fields.
  /// UIKit's `canBecomeFirstResponder`.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the view gives the keys up when asked; `true` by default. UIKit's
  /// `canResignFirstResponder`.
  open var canResignFirstResponder: Bool { true }

  /// Whether the view takes typed keys now. UIKit's `isFirstResponder`.
  public var isFirstResponder: Bool { Self.currentFirstResponder === self }

  /// The first responder if it is this view or one of its descendants, else `nil`: where a
  /// renderer sends the keys typed while the view is shown. UIKit keeps this private; ListUI's
  /// renderers need it.
  public var firstResponder: View? {
    guard let responder = Self.currentFirstResponder, responder.isDescendant(of: self) else {
      return nil
    }
    return responder
  }

  /// Asks for the typed keys: the current first responder resigns first. UIKit's
  /// `becomeFirstResponder()`. There is no window: any view in any hierarchy can become first
  /// responder, and it resigns when it, or a view it is in, leaves its superview.
  ///
  /// - Returns: Whether the view is now the first responder: `false` when it cannot become one
  ///   or the current one would not resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = Self.currentFirstResponder {
      // From one view that takes text to another, the keyboard stays.
      let wasHandingOver = Keyboard.isHandingOver
      Keyboard.isHandingOver = self is any KeyInput && current is any KeyInput
      defer { Keyboard.isHandingOver = wasHandingOver }
      guard current.resignFirstResponder() else { return false }
    }
    Self.currentFirstResponder = self
    if showsKeyboardOnBecomingFirstResponder, self is any KeyInput { Keyboard.show(for: self) }
    return true
  }

  /// Whether ``becomeFirstResponder()`` shows the keyboard for a view that takes text; a text
  /// field shows it itself, after telling its delegate, as UIKit's does.
  var showsKeyboardOnBecomingFirstResponder: Bool { true }

  /// Gives the typed keys up. UIKit's `resignFirstResponder()`.
  ///
  /// - Returns: Whether the view is no longer the first responder: `false` when it cannot
  ///   resign.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder || Self.isForcingResignation else { return false }
    Self.currentFirstResponder = nil
    if self is any KeyInput { Keyboard.hide() }
    return true
  }

  /// Makes the first responder resign if it is this view or one of its descendants; with
  /// `force`, it resigns even if it, or its delegate, would rather not. UIKit's
  /// `endEditing(_:)`.
  ///
  /// - Returns: Whether no view in the hierarchy is the first responder any more.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = firstResponder else { return true }
    let wasForcing = Self.isForcingResignation
    Self.isForcingResignation = force
    defer { Self.isForcingResignation = wasForcing }
    return responder.resignFirstResponder()
  }
}
