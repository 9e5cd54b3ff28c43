import Foundation
import ListUI

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
  /// The frame `view` and its subviews draw at `size`: the view is resized to fill it, laid out
  /// and drawn on a blank grid.
  @MainActor
  public static func rendering(_ view: View, size: TerminalSize) -> TerminalFrame {
    let bounds = CGRect(x: 0, y: 0, width: size.columns, height: size.rows)
    if view.frame != bounds { view.frame = bounds }
    view.layoutIfNeeded()
    let grid = CellGrid(size: size)
    view.drawHierarchy(on: grid)
    return grid.frame
  }
}
