/// Told when a ``NavigationController`` shows a new top controller: ListUI's
/// `UINavigationControllerDelegate`. Both methods are optional.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Called before `viewController` becomes the top controller and appears.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)

  /// Called after `viewController` became the top controller and appeared.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
}
