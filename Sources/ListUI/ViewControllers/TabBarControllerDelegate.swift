/// Asked and told when the user selects a tab of a ``TabBarController``: ListUI's
/// `UITabBarControllerDelegate`. Both methods are optional.
///
/// As in UIKit, only the user's selection reaches the delegate (a click on a tab, or the keys
/// that switch tabs); setting ``TabBarController/selectedIndex`` or
/// ``TabBarController/selectedViewController`` in code does not.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether the tab of `viewController` may be selected; `true` by default. Asked also when the
  /// user selects the tab already selected.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool

  /// Called after the user selected the tab of `viewController`, once it appeared; also when
  /// the user selects the tab already selected.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// Returns `true`.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }

  /// Does nothing.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}
