import Foundation

/// A container that shows a stack of view controllers, the top one on screen: ListUI's
/// `UINavigationController`.
///
/// The controllers in ``viewControllers`` are its children, in order. Its view shows the top
/// controller's view over its whole bounds. Pushing and popping move the stack and tell the
/// controllers they appear and disappear while the navigation controller is on screen, in
/// UIKit's order: the leaving top's `viewWillDisappear(_:)`, the new top's `viewWillAppear(_:)`,
/// the new top's view laid out, then the leaving top's `viewDidDisappear(_:)` and the new top's
/// `viewDidAppear(_:)`. A controller that joins the stack gets `willMove(toParent:)` before and
/// `didMove(toParent:)` after; one that leaves it gets them with `nil`.
///
/// A terminal does not animate the change: the transition ends before the call returns,
/// whatever `animated` says, and `animated` is what the appearance callbacks are told.
@MainActor
open class NavigationController: ViewController {
  /// Told when the top controller changes while the navigation controller is on screen.
  public weak var delegate: (any NavigationControllerDelegate)?

  private var stack: [ViewController] = []

  /// Creates a navigation controller with no controllers.
  public required init() {
    super.init()
  }

  /// A navigation controller with no controllers, as `init()` makes one: UIKit's initializer from an archive (see
  /// ``ViewController/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
  }

  /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: ViewController) {
    super.init()
    setViewControllers([rootViewController], animated: false)
  }

  /// The stack, the root first and the top, the one shown, last. Setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  public var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The navigation bar: its settings are kept for the app's code, and the window's one-line
  /// title bar names the top screen (see ``NavigationBar``).
  public private(set) lazy var navigationBar = NavigationBar()

  /// The controller on top of the stack: the one shown.
  public var topViewController: ViewController? { stack.last }

  /// The controller presented over the navigation interface, if any, else the top one.
  public var visibleViewController: ViewController? {
    presentedViewController ?? topViewController
  }

  /// Replaces the stack with `viewControllers`. When the top changes, the old top disappears
  /// and the new one appears; controllers that leave the stack are removed from the children,
  /// and new ones added. UIKit's `setViewControllers(_:animated:)`.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    for (index, controller) in viewControllers.enumerated() {
      precondition(
        !(controller is NavigationController),
        "Pushing a navigation controller is not supported")
      precondition(
        !viewControllers[..<index].contains { $0 === controller },
        "Pushing the same view controller instance more than once is not supported "
          + "(\(controller))")
    }
    replaceStack(with: viewControllers, animated: animated)
  }

  /// Pushes `viewController` onto the stack and shows it. Pushing a controller already in the
  /// stack, or a navigation controller, is a programming error, as in UIKit.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController },
      "Pushing the same view controller instance more than once is not supported "
        + "(\(viewController))")
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pops the top controller and shows the one under it.
  ///
  /// - Returns: The popped controller, or `nil` when the stack holds the root alone, which is
  ///   never popped.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    replaceStack(with: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root.
  ///
  /// - Returns: The popped controllers, bottom first; empty when the root is on top.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = stack.first else { return [] }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController`, which must be in the stack, as UIKit
  /// requires.
  ///
  /// - Returns: The popped controllers, bottom first; empty when `viewController` is on top.
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure("Tried to pop to a view controller that doesn't exist.")
    }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty { replaceStack(with: Array(stack[...index]), animated: animated) }
    return popped
  }

  /// Pushes `viewController`, as a navigation controller shows new content.
  open override func show(_ viewController: ViewController, sender: Any?) {
    pushViewController(viewController, animated: true)
  }

  /// A view that shows the top controller's view over its bounds.
  open override func loadView() {
    let container = NavigationContainerView()
    view = container
    if let top = stack.last { container.addSubview(top.view) }
  }

  override var childrenReceivingAppearance: [ViewController] {
    stack.last.map { [$0] } ?? []
  }

  private func replaceStack(with newStack: [ViewController], animated: Bool) {
    let oldTop = stack.last
    let newTop = newStack.last
    let removed = stack.filter { old in !newStack.contains { $0 === old } }
    let added = newStack.filter { new in !stack.contains { $0 === new } }
    let topChanges = oldTop !== newTop
    let onScreen = isAppearingOrVisible
    if topChanges, onScreen, let newTop {
      delegate?.navigationController(self, willShow: newTop, animated: animated)
    }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    stack = newStack
    children = newStack + children.filter { child in !newStack.contains { $0 === child } }
    tabBarController?.updateTabBarForPushedControllers()
    if topChanges, onScreen {
      oldTop?.beginAppearanceTransition(false, animated: animated)
      newTop?.beginAppearanceTransition(true, animated: animated)
    }
    if topChanges, let container = viewIfLoaded {
      if let oldView = oldTop?.viewIfLoaded, oldView.superview === container {
        oldView.removeFromSuperview()
      }
      if let newTop {
        container.addSubview(newTop.view)
        newTop.view.frame = CGRect(origin: .zero, size: container.bounds.size)
        container.layoutIfNeeded()
      }
    }
    if topChanges, onScreen {
      oldTop?.endAppearanceTransition()
      newTop?.endAppearanceTransition()
    }
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: self) }
    if topChanges, onScreen, let newTop {
      delegate?.navigationController(self, didShow: newTop, animated: animated)
    }
  }
}
