import Foundation

/// What a renderer shows of a controller and what is presented over it.
extension ViewController {
  /// The controllers presented over this one, bottom first: the one it presents, then the one
  /// that one presents, and so on. ListUI's, for renderers; UIKit has no such property.
  ///
  /// - Complexity: O(*p*) for *p* presented controllers.
  public var presentedViewControllerChain: [ViewController] {
    var result: [ViewController] = []
    var host = self
    while let presented = host.presentedViewController, presented !== host {
      result.append(presented)
      host = presented
    }
    return result
  }

  /// The controller shown on top, which a renderer's title bar names and its keys go to: this
  /// one, or the top controller presented over it that is not an `AlertController`, followed
  /// down to a navigation controller's top controller and a tab bar controller's selected one.
  /// `nil` when that navigation controller or tab bar controller is empty. ListUI's, for
  /// renderers.
  ///
  /// - Complexity: O(*p*) for *p* presented controllers, with nothing allocated: renderers ask
  ///   for it many times a frame.
  public var topShownViewController: ViewController? {
    var layer = self
    var host = self
    while let presented = host.presentedViewController, presented !== host {
      if !(presented is AlertController) { layer = presented }
      host = presented
    }
    return Self.shownController(in: layer)
  }

  /// The controller `controller` shows: for a navigation controller, its top one's; for a split
  /// view controller, its primary one's; for a tab bar controller, its selected one's; else
  /// itself.
  ///
  /// It follows the containers in a loop: passing a main-actor function to `flatMap` would check
  /// at each call that it runs on the main actor, and renderers ask many times a frame.
  private static func shownController(in controller: ViewController) -> ViewController? {
    var shown = controller
    while true {
      // `.none` when `shown` is not a container, `.some(nil)` when it is an empty one.
      let inner: ViewController??
      switch shown {
      case let navigation as NavigationController: inner = navigation.topViewController
      case let split as SplitViewController: inner = split.viewControllers.first
      case let tabs as TabBarController: inner = tabs.selectedViewController
      default: inner = .none
      }
      switch inner {
      case .none: return shown
      case .some(.none): return nil
      case .some(.some(let next)): shown = next
      }
    }
  }

  /// The screens the controller shows, bottom first: a navigation controller's stack (each
  /// screen's own, for containers in it), a split view controller's primary's, a tab bar
  /// controller's selected tab's, else itself.
  /// ListUI's, for renderers: a title bar's depth and back button count them.
  ///
  /// - Complexity: O(*n*) for *n* controllers in the containers.
  public var shownScreens: [ViewController] {
    switch self {
    case let navigation as NavigationController:
      navigation.viewControllers.flatMap(\.shownScreens)
    case let split as SplitViewController:
      split.viewControllers.first?.shownScreens ?? []
    case let tabs as TabBarController:
      tabs.selectedViewController?.shownScreens ?? []
    default:
      [self]
    }
  }

  /// The innermost navigation controller among those shown that can pop: the one whose top
  /// screen going back leaves. `nil` on a first screen. ListUI's, for renderers.
  public var poppableNavigationController: NavigationController? {
    switch self {
    case let navigation as NavigationController:
      navigation.topViewController?.poppableNavigationController
        ?? (navigation.viewControllers.count > 1 ? navigation : nil)
    case let split as SplitViewController:
      split.viewControllers.first?.poppableNavigationController
    case let tabs as TabBarController:
      tabs.selectedViewController?.poppableNavigationController
    default:
      nil
    }
  }
}
