import Foundation

/// A container of a primary screen, such as a list, and a secondary one showing the detail of
/// what is selected: ListUI's `UISplitViewController`.
///
/// A terminal or a browser tab shows one screen at a time, as an iPhone does, so a split view
/// controller is always collapsed (``isCollapsed``), as UIKit's is in a compact width: it shows
/// its primary controller over its whole bounds. When it is given a secondary controller, its
/// ``delegate`` is asked, with `splitViewController(_:collapseSecondary:onto:)`, whether it
/// handled the collapse, in which case the secondary controller is dropped; otherwise, as in
/// UIKit, a primary navigation controller pushes the secondary (the screens of a secondary
/// navigation controller). ``showDetailViewController(_:sender:)`` pushes the detail onto the
/// primary navigation controller in the same way, unless the delegate handles it; a primary
/// that is not a navigation controller presents it. ``viewControllers`` holds the primary alone.
@MainActor
open class SplitViewController: ViewController {
  /// Asked how to collapse a secondary controller and how to show a detail.
  public weak var delegate: (any SplitViewControllerDelegate)?

  /// How the app would like the columns arranged when there is room; kept for the app's code,
  /// since the split view is always collapsed (``displayMode`` says what is shown).
  public var preferredDisplayMode: DisplayMode = .automatic

  /// The width the app would like for the primary column, as a fraction of the split view's;
  /// kept for the app's code.
  public var preferredPrimaryColumnWidthFraction: CGFloat = 0.4

  /// What is shown: the secondary alone, collapsed onto the primary, as UIKit says of a
  /// collapsed split view.
  public var displayMode: DisplayMode { .secondaryOnly }

  /// Whether the primary and secondary are one stack: always, in a terminal and a browser tab.
  public var isCollapsed: Bool { true }

  private var primary: ViewController?

  /// Creates a split view controller with no controllers.
  public required init() {
    super.init()
  }

  /// A split view controller with no controllers, as `init()` makes one: UIKit's initializer from an archive (see
  /// ``ViewController/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
  }

  /// The controllers: the primary alone, since the split view is collapsed. Setting it makes
  /// the first the primary and collapses a second one onto it.
  public var viewControllers: [ViewController] {
    get { primary.map { [$0] } ?? [] }
    set {
      precondition(
        newValue.count <= 2, "A split view controller has at most two view controllers")
      setPrimary(newValue.first)
      if newValue.count == 2, let primary { collapse(newValue[1], onto: primary) }
    }
  }

  /// Shows `viewController` as the detail: the delegate's
  /// `splitViewController(_:showDetail:sender:)` shows it when it returns `true`; otherwise a
  /// primary navigation controller pushes it (a navigation controller's screens), and any other
  /// primary presents it.
  open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: viewController, sender: sender) == true {
      return
    }
    guard let primary else {
      present(viewController, animated: true)
      return
    }
    push(viewController, onto: primary)
  }

  /// Shows `viewController` in the primary's place: the delegate's
  /// `splitViewController(_:show:sender:)` shows it when it returns `true`; otherwise the
  /// primary shows it.
  open override func show(_ viewController: ViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: viewController, sender: sender) == true {
      return
    }
    guard let primary else {
      present(viewController, animated: true)
      return
    }
    primary.show(viewController, sender: sender)
  }

  /// A view that shows the primary controller's view over its bounds.
  open override func loadView() {
    let container = NavigationContainerView()
    view = container
    if let primary { container.addSubview(primary.view) }
  }

  override var childrenReceivingAppearance: [ViewController] {
    primary.map { [$0] } ?? []
  }

  private func collapse(_ secondary: ViewController, onto primary: ViewController) {
    if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
      return
    }
    push(secondary, onto: primary)
  }

  private func push(_ viewController: ViewController, onto primary: ViewController) {
    guard let navigation = primary as? NavigationController else {
      primary.present(viewController, animated: true)
      return
    }
    if let secondary = viewController as? NavigationController {
      let screens = secondary.viewControllers
      secondary.setViewControllers([], animated: false)
      navigation.setViewControllers(navigation.viewControllers + screens, animated: true)
    } else {
      navigation.pushViewController(viewController, animated: true)
    }
  }

  private func setPrimary(_ newPrimary: ViewController?) {
    guard newPrimary !== primary else { return }
    let old = primary
    let onScreen = isAppearingOrVisible
    old?.willMove(toParent: nil)
    if let newPrimary { addChild(newPrimary) }
    primary = newPrimary
    if onScreen {
      old?.beginAppearanceTransition(false, animated: false)
      newPrimary?.beginAppearanceTransition(true, animated: false)
    }
    if let container = viewIfLoaded {
      if let oldView = old?.viewIfLoaded, oldView.superview === container {
        oldView.removeFromSuperview()
      }
      if let newPrimary {
        container.addSubview(newPrimary.view)
        newPrimary.view.frame = CGRect(origin: .zero, size: container.bounds.size)
        container.layoutIfNeeded()
      }
    }
    if onScreen {
      old?.endAppearanceTransition()
      newPrimary?.endAppearanceTransition()
    }
    old?.removeFromParent()
    newPrimary?.didMove(toParent: self)
  }
}
