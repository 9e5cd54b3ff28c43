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
  /// down to a navigation controller's top controller. `nil` when that navigation controller is
  /// empty. ListUI's, for renderers.
  public var topShownViewController: ViewController? {
    let layer = presentedViewControllerChain.last { !($0 is AlertController) } ?? self
    return Self.shownController(in: layer)
  }

  /// The controller `controller` shows: for a navigation controller, its top one's, else itself.
  private static func shownController(in controller: ViewController) -> ViewController? {
    guard let navigation = controller as? NavigationController else { return controller }
    return navigation.topViewController.flatMap(shownController(in:))
  }
}
