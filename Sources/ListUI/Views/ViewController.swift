import Foundation

/// Manages a view and its child view controllers: ListUI's `UIViewController`.
@MainActor
open class ViewController {
  /// The controller's title, as a navigation bar would show it.
  open var title: String?

  /// The controller's child controllers.
  public private(set) var children: [ViewController] = []

  /// The controller this one is a child of.
  public private(set) weak var parent: ViewController?

  private var loadedView: View? {
    didSet {
      if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
      loadedView?.owningViewController = self
    }
  }

  /// Where the controller is in appearing or disappearing.
  private var appearance = Appearance.disappeared

  private enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  /// Creates a controller; its view is created when first asked for.
  public init() {}

  /// The controller's view, created by ``loadView()`` on first access, after which
  /// ``viewDidLoad()`` runs.
  public var view: View {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? View()
      loadedView = view
      viewDidLoad()
      return view
    }
    set { loadedView = newValue }
  }

  /// The view, or `nil` before it is created: UIKit's `viewIfLoaded`.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the view has been created.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view, and runs ``viewDidLoad()``, if that has not happened yet.
  public func loadViewIfNeeded() {
    _ = view
  }

  /// Creates the view; the default makes a plain ``View``. Overrides set ``view``.
  open func loadView() {
    loadedView = View()
  }

  /// Called once, after the view is created.
  open func viewDidLoad() {}

  /// Insets added to the view's safe area, for content of the controller's own that covers
  /// the view's edges, such as a toolbar: UIKit's `additionalSafeAreaInsets`. The view's
  /// ``View/safeAreaInsets`` and those of the views under it take them in at the next layout
  /// pass, which tells ``viewSafeAreaInsetsDidChange()``.
  open var additionalSafeAreaInsets = EdgeInsets.zero {
    didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
  }

  /// Called when the view's ``View/safeAreaInsets`` changed, before it lays out its subviews.
  /// The default does nothing. UIKit's `viewSafeAreaInsetsDidChange()`.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called when the view's ``View/layoutMargins`` changed. The default does nothing. UIKit's
  /// `viewLayoutMarginsDidChange()`.
  open func viewLayoutMarginsDidChange() {}

  /// Called before the view lays out its subviews. The default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews, in the same pass, for the controller to adjust
  /// what depends on the new layout, such as a collection view's frame. The default does
  /// nothing.
  open func viewDidLayoutSubviews() {}

  /// Called before the view comes on screen, from ``beginAppearanceTransition(_:animated:)``.
  /// The default does nothing; overrides call `super`, as in UIKit.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view is on screen, from ``endAppearanceTransition()``.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves the screen, from ``beginAppearanceTransition(_:animated:)``.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called once the view has left the screen, from ``endAppearanceTransition()``.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether the view is on screen, or on its way: between the start of an appearing
  /// transition and the start of a disappearing one.
  public var isAppearingOrVisible: Bool { appearance == .appearing || appearance == .appeared }

  /// Starts the view's appearing (`isAppearing`) or disappearing, as a container does when it
  /// shows or hides the controller: ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, on
  /// this controller and then its children. A transition to where the controller already is, or
  /// is going, does nothing, so each callback runs once per change.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      appearance = .appearing
      loadViewIfNeeded()
      lastTransitionAnimated = animated
      viewWillAppear(animated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      lastTransitionAnimated = animated
      viewWillDisappear(animated)
    }
    for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Ends the transition ``beginAppearanceTransition(_:animated:)`` started:
  /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, on this controller and then its
  /// children. Without a transition under way it does nothing.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(lastTransitionAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(lastTransitionAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in children { child.endAppearanceTransition() }
  }

  private var lastTransitionAnimated = false

  /// Adds `child` as a child controller, removing it from its current parent first.
  open func addChild(_ child: ViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }
}
