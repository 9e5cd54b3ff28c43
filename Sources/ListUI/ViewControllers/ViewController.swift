import Foundation

/// Manages a view and its child view controllers: ListUI's `UIViewController`.
@MainActor
open class ViewController: Responder {
  /// The controller's title, as a navigation bar would show it. Setting it sets the
  /// ``navigationItem``'s and the ``tabBarItem``'s titles too, as in UIKit.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }

  /// The controller's child controllers.
  public internal(set) var children: [ViewController] = []

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
  ///
  /// It is `required`, so that code holding a controller's class can make one, as UIKit code
  /// does with `controllerClass.init()`. A subclass with a designated initializer of its own
  /// gives `init()` too, as `required convenience init()` calling its own initializer with
  /// defaults, or as `required init()`.
  public required override init() {
    super.init()
  }

  /// Creates a controller whose view is made from the nib `nibName` when first asked for, or,
  /// for a `nil` name, by ``loadView()`` as `init()` does. UIKit's `init(nibName:bundle:)`.
  ///
  /// The nib is the Swift `listkit-migrate` made of `nibName.xib` (see ``Nib``), looked up in
  /// the module of the controller's class; the controller is its File's Owner, and its view is
  /// the nib's `view` outlet, or else its first top-level view. `bundle` is UIKit's and is not
  /// read.
  public init(nibName: String?, bundle: Bundle?) {
    super.init()
    self.nibName = nibName
    nibBundle = bundle
  }

  /// The name of the nib the view is made from, given to ``init(nibName:bundle:)``.
  public private(set) var nibName: String?

  /// The bundle given to ``init(nibName:bundle:)``.
  public private(set) var nibBundle: Bundle?

  /// The storyboard the controller was made from, or `nil`.
  public internal(set) var storyboard: Storyboard?

  /// The nib of the storyboard scene the controller was made from.
  var storyboardView: Nib?

  /// The segues of the storyboard scene the controller was made from.
  var storyboardSegues: [StoryboardSegueTemplate] = []

  /// The superview of the controller's view, or else its parent, or else the controller that
  /// presented it: the next responder of the keys (see ``Responder``).
  open override var next: Responder? {
    viewIfLoaded?.superview ?? parent ?? presentingViewController
  }

  /// UIKit's initializer for a controller from an archive, such as a storyboard: makes the
  /// controller as `init()` does, its view made when first asked for. ListUI reads no archives,
  /// so `coder` is not read; a translated storyboard passes a ``NibCoder``, then gives the
  /// controller its scene's view.
  ///
  /// A subclass declares it as UIKit code does, `required init?(coder: NSCoder)`, and may call
  /// `super.init(coder: coder)` from it. It is generic over the coder's type so that such a
  /// declaration is the subclass's own initializer and not an override (see
  /// ``View/init(coder:)``).
  public init?<Coder: NSCoder>(coder: Coder) {
    super.init()
  }

  /// The navigation item, made on first use.
  var storedNavigationItem: NavigationItem?

  /// What a navigation bar shows for the controller: its title and bar button items. Made on
  /// first use, with the controller's ``title``.
  public var navigationItem: NavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = NavigationItem(title: title)
    storedNavigationItem = item
    return item
  }

  /// Whether the controller's view lets the user edit its content: UIKit's `isEditing`.
  /// Setting it is ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { editingStorage }
    set { setEditing(newValue, animated: false) }
  }

  private var editingStorage = false

  /// Enters or leaves editing mode; ``editButtonItem`` shows Done while editing, Edit
  /// otherwise. A ``TableViewController`` also sets its table view's.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingStorage = editing
    storedEditButtonItem?.title = editing ? "Done" : "Edit"
    storedEditButtonItem?.style = editing ? .done : .plain
  }

  private var storedEditButtonItem: BarButtonItem?

  /// A bar button item titled Edit, or Done while editing, that switches editing mode: UIKit's
  /// `editButtonItem`. Made on first use; put it in the ``navigationItem``.
  public var editButtonItem: BarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = BarButtonItem(
      title: isEditing ? "Done" : "Edit",
      primaryAction: Action { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    item.style = isEditing ? .done : .plain
    storedEditButtonItem = item
    return item
  }

  /// Whether a tab bar controller's tab bar is out of the way while the controller is in the
  /// navigation stack of the selected tab: UIKit's `hidesBottomBarWhenPushed`. Pushing such a
  /// controller gives the navigation controller the tab bar's line (in a terminal) or strip (in
  /// a browser), and the tab keys do nothing, until it is popped. Set it before the push.
  open var hidesBottomBarWhenPushed = false

  /// The tab bar item, made on first use or set.
  var storedTabBarItem: TabBarItem?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What a tab bar shows for the controller when it is a tab of a ``TabBarController``: made on
  /// first use, titled with the controller's ``title`` (for an untitled navigation controller,
  /// its root controller's), as UIKit's is; setting it shows the new item in the tab bar.
  public var tabBarItem: TabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let rootTitle = (self as? NavigationController)?.viewControllers.first?.title
      let item = TabBarItem(title: title ?? rootTitle, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set {
      storedTabBarItem = newValue
      (parent as? TabBarController)?.tabBarItemsDidChange()
    }
  }

  /// How the controller is shown when presented; ``ModalPresentationStyle/automatic`` by
  /// default.
  open var modalPresentationStyle = ModalPresentationStyle.automatic

  /// Where the controller's popover points, while ``modalPresentationStyle`` is
  /// ``ModalPresentationStyle/popover``; `nil` for every other style, as on an iPhone, where an
  /// action sheet has none. UIKit's `popoverPresentationController`.
  public var popoverPresentationController: PopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let storedPopoverPresentationController { return storedPopoverPresentationController }
    let controller = PopoverPresentationController()
    storedPopoverPresentationController = controller
    return controller
  }

  private var storedPopoverPresentationController: PopoverPresentationController?

  /// The controller this one presents, if any.
  var presentedStorage: ViewController?

  /// The controller that presents this one, if it is presented.
  weak var presentingStorage: ViewController?

  /// Whether the controller disappeared because the controller it presents hides it.
  var isHiddenByPresentation = false

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

  /// Creates the view. The default makes it from the storyboard scene or the nib the controller
  /// was made with (see ``init(nibName:bundle:)``), or else makes a plain ``View``. Overrides set
  /// ``view``.
  open func loadView() {
    let nib =
      storyboardView
      ?? nibName.map {
        Nib(name: $0, module: InterfaceBuilderDocumentLookup.module(of: type(of: self)))
      }
    if let nib {
      let objects = nib.instantiate(withOwner: self)
      if loadedView == nil { loadedView = objects.lazy.compactMap { $0 as? View }.first }
    }
    if loadedView == nil { loadedView = View() }
  }

  /// Sets the `view` outlet, which a nib or storyboard connects to its File's Owner; passes
  /// other names to ``Responder``.
  open override func connectOutlet(_ name: String, to object: Any?) -> Bool {
    guard name == "view", let view = object as? View else {
      return super.connectOutlet(name, to: object)
    }
    loadedView = view
    return true
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

  /// The traits of the environment the controller is shown in: its view's, or, before its view
  /// loads, its parent's or presenter's (``TraitCollection``).
  public var traitCollection: TraitCollection {
    viewIfLoaded?.traitCollection ?? parent?.traitCollection
      ?? presentingViewController?.traitCollection ?? .unhosted
  }

  /// Called when the controller's traits changed, with those from before, before its view is
  /// told; the default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

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
    for child in childrenReceivingAppearance {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
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
    for child in childrenReceivingAppearance { child.endAppearanceTransition() }
  }

  /// The children an appearance transition reaches: every child, or for a navigation controller
  /// the top one, whose view is the one shown.
  var childrenReceivingAppearance: [ViewController] { children }

  private var lastTransitionAnimated = false

  /// Adds `child` as a child controller, removing it from its current parent first. As in
  /// UIKit, it calls the child's ``willMove(toParent:)`` first; the container calls its
  /// ``didMove(toParent:)`` once the child's view is in place.
  open func addChild(_ child: ViewController) {
    precondition(child !== self, "A view controller cannot be its own child.")
    child.willMove(toParent: self)
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent. As in UIKit, it calls ``didMove(toParent:)`` with
  /// `nil` afterwards; the container calls ``willMove(toParent:)`` with `nil` before.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to `parent`, or removed from its parent when `nil`.
  /// The default does nothing; overrides call `super`, as in UIKit.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller was added to `parent`, or removed from its parent when `nil`.
  /// The default does nothing; overrides call `super`, as in UIKit.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Segues

  /// Performs the segue with the identifier `identifier` of the storyboard scene the controller
  /// was made from, as UIKit's `performSegue(withIdentifier:sender:)`: makes its destination
  /// from its scene, calls ``prepare(for:sender:)`` with it, then shows the destination as the
  /// segue's kind says. It does not ask ``shouldPerformSegue(withIdentifier:sender:)``, as
  /// UIKit does not. An identifier the scene has no segue for, or a controller not made from a
  /// storyboard, is reported to ``Nib/problemHandler``, where UIKit raises an exception, and
  /// nothing is shown.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let template = storyboardSegues.first(where: { $0.identifier == identifier }) else {
      Nib.problemHandler(
        "\(type(of: self)) has no segue with the identifier \(identifier)"
          + (storyboard == nil ? ": it was not made from a storyboard." : "."))
      return
    }
    perform(template, sender: sender)
  }

  /// Whether the segue with the identifier `identifier` may be performed when a control
  /// triggers it; `true` by default. Not asked for ``performSegue(withIdentifier:sender:)``.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    true
  }

  /// Called before a segue shows its destination, so that the controller can give the
  /// destination what it shows. The default does nothing.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// Performs the segue whose object identifier is `id`, as a control that triggers it does:
  /// asks ``shouldPerformSegue(withIdentifier:sender:)`` when the segue has an identifier.
  func triggerSegue(withID id: String, sender: Any?) {
    guard let template = storyboardSegues.first(where: { $0.id == id }) else {
      Nib.problemHandler("\(type(of: self)) has no segue \(id) in its storyboard scene.")
      return
    }
    if let identifier = template.identifier,
      !shouldPerformSegue(withIdentifier: identifier, sender: sender)
    {
      return
    }
    perform(template, sender: sender)
  }

  private func perform(_ template: StoryboardSegueTemplate, sender: Any?) {
    guard let storyboard else { return }
    let destination = storyboard.instantiateViewController(withIdentifier: template.destination)
    let segue = StoryboardSegue(
      identifier: template.identifier, source: self, destination: destination
    ) { [weak self] in
      guard let self else { return }
      switch template.kind {
      case .show: self.show(destination, sender: sender)
      case .showDetail: self.showDetailViewController(destination, sender: sender)
      case .present: self.present(destination, animated: true)
      }
    }
    prepare(for: segue, sender: sender)
    segue.perform()
  }

  // MARK: Showing other controllers

  /// Shows `viewController` where this controller's container shows new content, as UIKit's
  /// `show(_:sender:)`: pushed onto the ``navigationController``, if there is one, else
  /// presented with ``present(_:animated:completion:)``.
  open func show(_ viewController: ViewController, sender: Any?) {
    if let navigationController {
      navigationController.show(viewController, sender: sender)
    } else {
      present(viewController, animated: true)
    }
  }

  /// Shows `viewController` as the detail of a split interface, as UIKit's
  /// `showDetailViewController(_:sender:)`: the ``splitViewController`` shows it, if there is
  /// one, else it is presented, as UIKit does where no split view controller handles it.
  open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
    if let splitViewController {
      splitViewController.showDetailViewController(viewController, sender: sender)
    } else {
      present(viewController, animated: true)
    }
  }

  /// Presents `viewController` modally, as UIKit's `present(_:animated:completion:)`.
  ///
  /// The presentation belongs to the controller at the root of this one's containers, which
  /// becomes the ``presentingViewController``; `viewController` becomes the
  /// ``presentedViewController`` of this controller and its containers. When that root controller
  /// is on screen, `viewController` appears; a ``ModalPresentationStyle/fullScreen`` or
  /// ``ModalPresentationStyle/currentContext`` presentation also makes it disappear, in UIKit's
  /// order: its `viewWillDisappear(_:)`, the presented controller's `viewWillAppear(_:)` and
  /// `viewDidAppear(_:)`, then its `viewDidDisappear(_:)`. The transition ends before the call
  /// returns, whatever `animated` says, and `completion` runs then.
  ///
  /// As in UIKit, a root controller that already presents one presents nothing more, and
  /// `completion` does not run (UIKit logs a warning); presenting a controller that is already
  /// presented, or that has a parent, is a programming error.
  open func present(
    _ viewController: ViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    let host = presentationRoot
    precondition(
      viewController !== host && viewController !== self,
      "Application tried to present modally an active controller \(self).")
    precondition(
      viewController.presentingStorage == nil,
      "Application tried to present modally a view controller \(viewController) that is already "
        + "being presented.")
    precondition(
      viewController.parent == nil,
      "Application tried to present modally a view controller \(viewController) that has a "
        + "parent view controller.")
    guard host.presentedStorage == nil else { return }
    host.presentedStorage = viewController
    viewController.presentingStorage = host
    if host.isAppearingOrVisible {
      let hides = viewController.modalPresentationStyle.hidesPresentingViewController
      if hides {
        host.isHiddenByPresentation = true
        host.beginAppearanceTransition(false, animated: flag)
      }
      viewController.beginAppearanceTransition(true, animated: flag)
      viewController.endAppearanceTransition()
      if hides { host.endAppearanceTransition() }
    }
    completion?()
  }

  /// Dismisses the controller this one presents, with every controller presented above it; or,
  /// when this one presents none and is presented, or is in a presented container, dismisses that
  /// presentation: UIKit's `dismiss(animated:completion:)`.
  ///
  /// The controllers on screen disappear, and a presenting controller that the presentation hid
  /// appears again, in UIKit's order: the presented controller's `viewWillDisappear(_:)`, the
  /// presenting one's `viewWillAppear(_:)` and `viewDidAppear(_:)`, then the presented one's
  /// `viewDidDisappear(_:)`. The transition ends before the call returns, and `completion` runs
  /// then. With nothing to dismiss, nothing happens and `completion` does not run.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let root = presentationRoot
    let host: ViewController
    if root.presentedStorage != nil {
      host = root
    } else if let presenting = root.presentingStorage {
      host = presenting
    } else {
      return
    }
    host.dismissPresentations(animated: flag)
    completion?()
  }

  /// The controller at the root of this one's containers: the one that presents for it.
  var presentationRoot: ViewController {
    var root = self
    while let parent = root.parent { root = parent }
    return root
  }

  /// Dismisses the controller this one presents and every one presented above it.
  private func dismissPresentations(animated: Bool) {
    guard let first = presentedStorage else { return }
    var stack = [first]
    while let next = stack[stack.count - 1].presentedStorage { stack.append(next) }
    let leaving = stack.reversed().filter(\.isAppearingOrVisible)
    let returning = isHiddenByPresentation
    for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
    if returning {
      isHiddenByPresentation = false
      beginAppearanceTransition(true, animated: animated)
      endAppearanceTransition()
    }
    for controller in leaving { controller.endAppearanceTransition() }
    for controller in stack {
      controller.presentedStorage = nil
      controller.presentingStorage = nil
      controller.isHiddenByPresentation = false
    }
    presentedStorage = nil
  }
}
