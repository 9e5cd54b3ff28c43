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

  private var loadedView: View?

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
