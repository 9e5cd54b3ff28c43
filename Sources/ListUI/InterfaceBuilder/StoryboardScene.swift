/// A view controller of a storyboard and the nib its view loads from, as a
/// ``StoryboardContents`` type makes them.
@MainActor
public struct StoryboardScene {
  /// The view controller, made with `init(coder:)` (see ``Storyboard``).
  public let viewController: ViewController
  /// The nib the controller's view is made from when it is first asked for; its File's Owner is
  /// the controller. `nil` leaves the controller's own ``ViewController/loadView()`` to make it.
  public let view: Nib?

  /// A scene of `viewController`, whose view `view` makes.
  public init(viewController: ViewController, view: Nib?) {
    self.viewController = viewController
    self.view = view
  }
}
