import Foundation

/// The containers and presentations a controller is in.
extension ViewController {
  /// The nearest ancestor that is a ``NavigationController``, or `nil`: UIKit's
  /// `navigationController`.
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigationController = controller as? NavigationController {
        return navigationController
      }
      current = controller.parent
    }
    return nil
  }

  /// The nearest ancestor that is a ``SplitViewController``, or `nil`: UIKit's
  /// `splitViewController`.
  public var splitViewController: SplitViewController? {
    var current = parent
    while let controller = current {
      if let split = controller as? SplitViewController { return split }
      current = controller.parent
    }
    return nil
  }

  /// The nearest ancestor that is a ``TabBarController``, or `nil`: UIKit's
  /// `tabBarController`.
  public var tabBarController: TabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? TabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// The controller this one, or one of its ancestors, presents: UIKit's
  /// `presentedViewController`.
  public var presentedViewController: ViewController? {
    presentedStorage ?? parent?.presentedViewController
  }

  /// The controller that presents this one, or its nearest presented ancestor: UIKit's
  /// `presentingViewController`.
  public var presentingViewController: ViewController? {
    presentingStorage ?? parent?.presentingViewController
  }
}
