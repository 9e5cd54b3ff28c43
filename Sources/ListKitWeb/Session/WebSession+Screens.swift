import ListUI

/// The controllers shown: the root, what is presented over it, the screen on top, its alerts.
extension WebSession {
  /// The controllers presented over the root controller, bottom first.
  var presentedControllers: [ViewController] { rootViewController.presentedViewControllerChain }

  /// The controller shown on top, which the title bar names and the keys go to: the top
  /// controller of the root or of the top presented controller that is not an alert (for a
  /// navigation controller, its top controller).
  public var topScreen: ViewController? { rootViewController.topShownViewController }

  /// The alert presented on top, if any: it takes the keys and the clicks.
  var topAlert: AlertController? { presentedControllers.last as? AlertController }

  /// How many screens deep the session is: the navigation stack's screens and the screens
  /// presented over them.
  var depth: Int {
    let stack = (rootViewController as? NavigationController)?.viewControllers.count ?? 1
    return stack + presentedControllers.filter { !($0 is AlertController) }.count
  }

  /// The title the title bar shows for `controller`: its navigation item's, else its own.
  static func title(of controller: ViewController) -> String? {
    controller.navigationItem.title ?? controller.title
  }

  /// The top screen's right bar button items with something to show, unless an alert is shown.
  var barButtonItems: [BarButtonItem] {
    guard topAlert == nil else { return [] }
    return (topScreen?.navigationItem.rightBarButtonItems ?? []).filter {
      !$0.displayedTitle.isEmpty
    }
  }

  /// Goes back: cancels the alert on top (its cancel action, or dismissed without one),
  /// dismisses the controller presented on top, or pops the navigation stack; nothing on the
  /// first screen.
  ///
  /// - Returns: Whether anything went.
  @discardableResult
  public func goBack() -> Bool {
    defer { setNeedsFrame() }
    if let alert = topAlert {
      if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
        alert.choose(cancel)
      } else {
        alert.dismiss(animated: true)
      }
      return true
    }
    if let presented = presentedControllers.last {
      if let navigation = presented as? NavigationController, navigation.viewControllers.count > 1 {
        navigation.popViewController(animated: false)
      } else {
        presented.dismiss(animated: false)
      }
      return true
    }
    if let navigation = rootViewController as? NavigationController,
      navigation.viewControllers.count > 1
    {
      navigation.popViewController(animated: false)
      return true
    }
    return false
  }

  /// The rectangle the screens fill, in the ``WebSessionOptions/layoutUnits``: between the
  /// title bar and the status line.
  var screenArea: CGRect {
    CGRect(origin: .zero, size: options.layoutUnits.size(columns: columns, rows: max(0, rows - 2)))
  }

  /// Gives the root controller and each presented controller the screen area and lays them out;
  /// places the title view in the title bar.
  func layOutScreens() {
    let area = screenArea
    for layer in [rootViewController] + presentedControllers {
      if layer.view.frame != area { layer.view.frame = area }
      layer.view.layoutIfNeeded()
    }
  }
}

extension WebSession {
  /// The keys with Control, Alt or Meta that the key commands along the shown screen's responder
  /// chain take, as the page names them (`ctrl+d`, `ctrl+alt+s`), sorted: the page sends these
  /// to the session and leaves the browser the others, such as Ctrl-W.
  func modifiedCommandKeys() -> [String] {
    guard topAlert == nil, let screen = topScreen else { return [] }
    var keys: Set<String> = []
    for responder in AppViewController.keyResponder(of: screen).responderChain {
      for command in responder.keyCommands ?? [] {
        let flags = command.modifierFlags
        guard let input = command.input, input.count == 1,
          !flags.intersection([.control, .alternate, .command]).isEmpty
        else { continue }
        keys.insert(
          (flags.contains(.control) ? "ctrl+" : "") + (flags.contains(.alternate) ? "alt+" : "")
            + (flags.contains(.command) ? "meta+" : "") + input.lowercased())
      }
    }
    return keys.sorted()
  }
}
