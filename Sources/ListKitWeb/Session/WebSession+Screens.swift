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
    let extent = pageExtent
    let cell = options.layoutUnits.cellSize
    // To a thousandth of a unit, so that a page's whole pixels stay whole points.
    func units(_ cells: CGFloat, _ cell: CGFloat) -> CGFloat {
      (cells * cell * 1000).rounded() / 1000
    }
    return CGRect(
      x: 0, y: 0, width: units(extent.width, cell.width),
      height: units(max(0, extent.height - 2), cell.height))
  }

  /// The page's width and height in cells: ``columns`` and ``rows``, and, in a session sized in
  /// points whose page said its size in pixels (``pagePixels``), the fraction of a cell left
  /// over, so that the screen, the title bar and the status line reach the window's edges, a
  /// point still a pixel.
  var pageExtent: CGSize {
    let whole = CGSize(width: columns, height: rows)
    let units = options.layoutUnits
    guard !units.isCells, let pixels = pagePixels else { return whole }
    func extent(_ cells: Int, _ pixels: CGFloat, _ cell: CGFloat) -> CGFloat {
      min(CGFloat(cells + 1) - 0.001, max(CGFloat(cells), pixels / cell))
    }
    return CGSize(
      width: extent(columns, pixels.width, units.cellSize.width),
      height: extent(rows, pixels.height, units.cellSize.height))
  }

  /// Gives the window the screen area and lays it out, and the presented controllers with it.
  func layOutScreens() {
    let area = screenArea
    if window.frame != area { window.frame = area }
    // The page's theme and the window's size classes: setting the same traits tells no one.
    window.hostTraitCollection = .window(
      size: area.size, in: options.layoutUnits, style: colorScheme == "dark" ? .dark : .light)
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
