/// What a split view controller asks of the app: UIKit's `UISplitViewControllerDelegate`.
/// Every method has a default that returns `false`: the split view does what UIKit does.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// Whether the app handled collapsing `secondaryViewController` onto
  /// `primaryViewController`; `true` drops the secondary, as an app that shows its list first
  /// on an iPhone does.
  func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool

  /// Whether the app showed `viewController` as the detail itself.
  func splitViewController(
    _ splitViewController: SplitViewController, showDetail viewController: ViewController,
    sender: Any?
  ) -> Bool

  /// Whether the app showed `viewController` in the primary's place itself.
  func splitViewController(
    _ splitViewController: SplitViewController, show viewController: ViewController, sender: Any?
  ) -> Bool
}

extension SplitViewControllerDelegate {
  /// Returns `false`: the split view collapses the secondary as UIKit does.
  public func splitViewController(
    _ splitViewController: SplitViewController,
    collapseSecondary secondaryViewController: ViewController,
    onto primaryViewController: ViewController
  ) -> Bool { false }

  /// Returns `false`: the split view shows the detail as UIKit does.
  public func splitViewController(
    _ splitViewController: SplitViewController, showDetail viewController: ViewController,
    sender: Any?
  ) -> Bool { false }

  /// Returns `false`: the primary shows the controller.
  public func splitViewController(
    _ splitViewController: SplitViewController, show viewController: ViewController, sender: Any?
  ) -> Bool { false }
}
