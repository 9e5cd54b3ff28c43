import Foundation
@_spi(ListKit) import ListUI

extension TerminalBackend {
  /// Lays `view` out at the backend's size, draws it and its subviews on a blank grid, and
  /// shows the result.
  ///
  /// - Returns: The frame shown.
  @discardableResult
  public func present(_ view: View) -> TerminalFrame {
    let frame = TerminalFrame.rendering(view, size: size)
    present(frame)
    return frame
  }
}

extension TerminalFrame {
  /// The frame `view` and its subviews draw at `size`: the view is shown in `units` (its
  /// tree's `View.layoutUnits`), resized to fill the size in those units, laid out and
  /// drawn on a blank grid.
  @MainActor
  public static func rendering(
    _ view: View, size: TerminalSize, units: LayoutUnits = .cells
  ) -> TerminalFrame {
    view.hostLayoutUnits = units
    let bounds = CGRect(origin: .zero, size: units.size(columns: size.columns, rows: size.rows))
    if view.frame != bounds { view.frame = bounds }
    view.layoutIfNeeded()
    let grid = CellGrid(size: size)
    view.drawHierarchy(in: DrawingContext(surface: grid, units: units))
    return grid.frame
  }
}
