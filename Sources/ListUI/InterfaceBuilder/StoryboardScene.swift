/// A view controller of a storyboard and the nib its view loads from, as a
/// ``StoryboardContents`` type makes them, with the scenes it contains and its segues.
@MainActor
public struct StoryboardScene {
  /// The view controller, made with `init(coder:)` (see ``Storyboard``).
  public let viewController: ViewController
  /// The nib the controller's view is made from when it is first asked for; its File's Owner is
  /// the controller. `nil` leaves the controller's own ``ViewController/loadView()`` to make it.
  public let view: Nib?
  /// The identifiers of the scenes whose controllers the controller contains, in order:
  /// Interface Builder's relationship segues, the root of a navigation controller, the tabs of
  /// a tab bar controller, the columns of a split view controller.
  public let children: [String]
  /// The segues that start from the scene: its own, and those its view's controls trigger.
  public let segues: [StoryboardSegueTemplate]

  /// A scene of `viewController`, whose view `view` makes, containing the controllers of the
  /// scenes `children`, with `segues`.
  public init(
    viewController: ViewController, view: Nib?, children: [String] = [],
    segues: [StoryboardSegueTemplate] = []
  ) {
    self.viewController = viewController
    self.view = view
    self.children = children
    self.segues = segues
  }
}
