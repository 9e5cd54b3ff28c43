@_spi(ListKit) import ListUI

/// The top screen's `navigationItem.titleView`, in the middle of the title bar.
extension TerminalApplication {
  /// The view the top screen shows in the title bar, if any.
  var titleView: View? { topScreen?.navigationItem.titleView }

  /// The views whose controls Tab goes through on `screen`: its title view's, then its own.
  func focusRoots(of screen: ViewController) -> [View] {
    [screen.navigationItem.titleView, screen.view].compactMap { $0 }
  }

  /// Places the title view in the middle of the title bar's room left of the bar button items
  /// and the help label, one line high and as wide as it fits, and lays it out.
  func layOutTitleView() {
    guard let titleView else { return }
    titleView.hostLayoutUnits = layoutUnits
    let columns = backend.size.columns
    let right =
      ScreenChrome.itemColumns(width: columns, items: window.barButtonItems).first?.lowerBound
      ?? columns - TextMetrics.width(of: ScreenChrome.helpLabel)
    let cell = layoutUnits.cellSize
    let room = CGFloat(max(0, right - 1)) * cell.width
    let fitting = min(
      room, titleView.sizeThatFits(CGSize(width: room, height: cell.height)).width)
    let left = ((room - fitting) / 2 / cell.width).rounded(.down) * cell.width
    let frame = CGRect(x: left, y: 0, width: fitting, height: cell.height)
    if titleView.frame != frame { titleView.frame = frame }
    titleView.layoutIfNeeded()
  }

  /// Draws the title view over the title bar.
  func drawTitleView(on grid: CellGrid) {
    guard let titleView else { return }
    layOutTitleView()
    let bar = layoutUnits.rect(fromCells: CGRect(x: 0, y: 0, width: grid.size.columns, height: 1))
    titleView.drawHierarchy(in: DrawingContext(surface: grid, units: layoutUnits).clipped(to: bar))
  }

  /// Presses the title view's control under a click at `column` of the title bar.
  ///
  /// - Returns: Whether the click fell on the title view.
  func clickTitleView(at column: Int) -> Bool {
    guard let titleView else { return false }
    layOutTitleView()
    let clicked = layoutUnits.point(ofCellAtColumn: column, row: 0)
    let point = CGPoint(x: clicked.x - titleView.frame.minX, y: clicked.y)
    guard titleView.bounds.contains(point) else { return false }
    ControlFocus.pressControl(at: point, in: titleView)
    return true
  }
}
