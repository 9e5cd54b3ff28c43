@_spi(ListKit) import ListUI

/// The controllers shown: the root, what is presented over it, the screen on top, its alerts;
/// the ``WebSession/window`` holds them.
extension WebSession {
  /// Goes back: cancels the alert on top (its cancel action, or dismissed without one),
  /// dismisses the controller presented on top, or pops the navigation stack; nothing on the
  /// first screen (`Window.goBack()`).
  ///
  /// - Returns: Whether anything went.
  @discardableResult
  public func goBack() -> Bool {
    defer { setNeedsFrame() }
    return window.goBack()
  }

  /// The rectangle the screens fill, in the ``WebSessionOptions/layoutUnits``: between the
  /// title bar and the status line.
  var screenArea: CGRect {
    CGRect(origin: .zero, size: options.layoutUnits.size(columns: columns, rows: max(0, rows - 2)))
  }

  /// Gives the window the screen area and lays it out, and the presented controllers with it.
  func layOutScreens() {
    let area = screenArea
    if window.frame != area { window.frame = area }
    window.layOutScreens()
  }
}

extension WebSession {
  /// The keys with Control, Alt or Meta that the key commands along the shown screen's responder
  /// chain take, as the page names them (`ctrl+d`, `ctrl+alt+s`), sorted: the page sends these
  /// to the session and leaves the browser the others, such as Ctrl-W.
  func modifiedCommandKeys() -> [String] {
    guard window.topAlert == nil, let screen = topScreen else { return [] }
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
