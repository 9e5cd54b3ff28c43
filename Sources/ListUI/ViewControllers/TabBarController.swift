import Foundation

/// A container that shows one of its view controllers at a time, with a tab bar to choose
/// which: ListUI's `UITabBarController`.
///
/// The controllers in ``viewControllers`` are its children, in order, each shown by a tab of
/// the ``tabBar`` with its ``ViewController/tabBarItem``. Its view shows the selected
/// controller's view above the tab bar, which takes the view's last line (see ``TabBar``); a
/// tab may hold a ``NavigationController``, whose stack the window's title bar and back key
/// follow as they do a navigation controller's alone.
///
/// Selecting another tab while the tab bar controller is on screen tells the controllers they
/// appear and disappear, in UIKit's order: the old tab's `viewWillDisappear(_:)`, the new tab's
/// `viewWillAppear(_:)`, the new tab's view laid out, then the old tab's `viewDidDisappear(_:)`
/// and the new tab's `viewDidAppear(_:)`. Only the selected controller appears.
///
/// The user selects a tab by clicking it, or with the app shell's keys (`WindowCommand`): `]`
/// and `[` for the next and previous tab, `1` to `9` for a tab by its place. The ``delegate`` is
/// asked first, and told after, as UIKit does for a tap; selecting the tab already selected
/// pops its navigation controller to its root, as in UIKit. Code that sets ``selectedIndex`` or
/// ``selectedViewController`` is not asked nor told.
///
/// Every tab is shown, however many: there is no More tab. A terminal does not animate the
/// change of tab.
@MainActor
open class TabBarController: ViewController {
  /// Asked whether the user may select a tab, and told when they did.
  public weak var delegate: (any TabBarControllerDelegate)?

  private var tabs: [ViewController] = []
  private var selected: ViewController?

  /// Creates a tab bar controller with no controllers.
  public required init() {
    super.init()
    tabBar.selectHandler = { [weak self] index in self?.selectByUser(at: index) }
  }

  /// A tab bar controller with no controllers, as `init()` makes one: UIKit's initializer from an archive (see
  /// ``ViewController/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
    tabBar.selectHandler = { [weak self] index in self?.selectByUser(at: index) }
  }

  /// The bar of tabs, one per controller, at the bottom of the view.
  public let tabBar = TabBar()

  /// The controllers, one per tab, in order, or `nil` when there are none. Setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers with `viewControllers`: UIKit's
  /// `setViewControllers(_:animated:)`. As in UIKit, the controller selected before stays
  /// selected when it is still there; otherwise the one at the same index, or else the first.
  /// Controllers that leave are removed from the children, new ones added. The same controller
  /// twice is a programming error.
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    let newTabs = viewControllers ?? []
    for (index, controller) in newTabs.enumerated() {
      precondition(
        !newTabs[..<index].contains { $0 === controller },
        "A tab bar controller cannot show the same view controller twice (\(controller))")
      precondition(controller !== self, "A tab bar controller cannot be its own tab")
    }
    let oldIndex = tabs.firstIndex { $0 === selected } ?? 0
    let newSelected =
      newTabs.first { $0 === selected }
      ?? (newTabs.indices.contains(oldIndex) ? newTabs[oldIndex] : newTabs.first)
    let removed = tabs.filter { old in !newTabs.contains { $0 === old } }
    let added = newTabs.filter { new in !tabs.contains { $0 === new } }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    tabs = newTabs
    children = newTabs + children.filter { child in !newTabs.contains { $0 === child } }
    tabBar.items = newTabs.isEmpty ? nil : newTabs.map(\.tabBarItem)
    show(newSelected, animated: animated)
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: self) }
  }

  /// The index of the selected tab in ``viewControllers``, or `NSNotFound` when there are none,
  /// as UIKit says. Setting an index outside the tabs changes nothing, as in UIKit.
  open var selectedIndex: Int {
    get { tabs.firstIndex { $0 === selected } ?? NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else { return }
      show(tabs[newValue], animated: false)
    }
  }

  /// The controller of the selected tab, or `nil` when there are none. Setting a controller
  /// that is not one of ``viewControllers`` is a programming error, as in UIKit.
  open var selectedViewController: ViewController? {
    get { selected }
    set {
      guard let newValue else { return }
      precondition(
        tabs.contains { $0 === newValue },
        "Only a view controller in the tab bar controller's list of view controllers can be "
          + "selected.")
      show(newValue, animated: false)
    }
  }

  /// Selects the tab at `index` as the user does: asks the ``delegate`` whether it may, selects
  /// it, and tells the delegate; when it is the tab already selected, its navigation controller
  /// pops to its root. A disabled tab, or an index outside the tabs, is not selected.
  ///
  /// - Returns: Whether the tab was selected.
  @discardableResult
  func selectByUser(at index: Int) -> Bool {
    guard tabs.indices.contains(index), tabs[index].tabBarItem.isEnabled else { return false }
    let controller = tabs[index]
    if delegate?.tabBarController(self, shouldSelect: controller) == false { return false }
    if controller === selected {
      (controller as? NavigationController)?.popToRootViewController(animated: true)
    } else {
      show(controller, animated: true)
    }
    delegate?.tabBarController(self, didSelect: controller)
    return true
  }

  /// A tab's controller was given a new `tabBarItem`: the tab bar shows it.
  func tabBarItemsDidChange() {
    tabBar.items = tabs.isEmpty ? nil : tabs.map(\.tabBarItem)
    tabBar.selectedItem = selected?.tabBarItem
  }

  /// The index of the enabled tab `step` places from the selected one, going round; `nil`
  /// without another enabled tab.
  func enabledTabIndex(byStepping step: Int) -> Int? {
    let count = tabs.count
    guard count > 0 else { return nil }
    let start = tabs.firstIndex { $0 === selected } ?? 0
    var index = start
    for _ in 0..<count {
      index = ((index + step) % count + count) % count
      if index == start { return nil }
      if tabs[index].tabBarItem.isEnabled { return index }
    }
    return nil
  }

  /// A view that shows the selected controller's view above the tab bar.
  open override func loadView() {
    let container = TabBarContainerView(tabBar: tabBar)
    container.hidesBarForPushedController = hidesTabBarForPushedController
    view = container
    if let selected { container.insertSubview(selected.view, at: 0) }
  }

  /// Whether the tab bar is out of the way because the selected tab is a navigation controller
  /// whose stack holds a controller that ``ViewController/hidesBottomBarWhenPushed``.
  var hidesTabBarForPushedController: Bool {
    (selected as? NavigationController)?.viewControllers.contains {
      $0.hidesBottomBarWhenPushed
    } ?? false
  }

  /// Whether the tab bar is shown: neither hidden (``View/isHidden``) nor out of the way for a
  /// pushed controller. The tab keys select tabs only while it is.
  public var isTabBarShown: Bool {
    !tabBar.isHidden && !hidesTabBarForPushedController
  }

  /// Hides or shows the tab bar as the selected tab's navigation stack asks, before the
  /// selected controller's view is laid out in the space left.
  func updateTabBarForPushedControllers() {
    guard let container = viewIfLoaded as? TabBarContainerView else { return }
    container.hidesBarForPushedController = hidesTabBarForPushedController
  }

  override var childrenReceivingAppearance: [ViewController] {
    selected.map { [$0] } ?? []
  }

  /// Makes `newSelected` the selected controller, telling the controllers they appear and
  /// disappear while the tab bar controller is on screen, and puts its view in place.
  private func show(_ newSelected: ViewController?, animated: Bool) {
    let old = selected
    tabBar.selectedItem = newSelected?.tabBarItem
    guard newSelected !== old else { return }
    selected = newSelected
    updateTabBarForPushedControllers()
    let onScreen = isAppearingOrVisible
    if onScreen {
      old?.beginAppearanceTransition(false, animated: animated)
      newSelected?.beginAppearanceTransition(true, animated: animated)
    }
    if let container = viewIfLoaded {
      if let oldView = old?.viewIfLoaded, oldView.superview === container {
        oldView.removeFromSuperview()
      }
      if let newSelected {
        container.insertSubview(newSelected.view, at: 0)
        container.setNeedsLayout()
        container.layoutIfNeeded()
      }
    }
    if onScreen {
      old?.endAppearanceTransition()
      newSelected?.endAppearanceTransition()
    }
  }
}
