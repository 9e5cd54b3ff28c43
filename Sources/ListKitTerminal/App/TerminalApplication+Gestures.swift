@_spi(ListKit) import ListUI

/// Gestures: the left mouse button and its drags drive the gesture recognizers of the views
/// under the pointer (`Window.pointerDown(at:)`), and the wheel with Ctrl pinches
/// (`Window.pinch(at:scaleBy:)`).
extension TerminalApplication {
  /// Handles `mouse` as a touch when gesture recognizers take it: the left button going down
  /// on the screens starts it, and its click waits; drags move it; the button coming up ends it
  /// and clicks where it went down, unless a recognizer that cancels touches in its view took
  /// the touch. A long press begins when the button has been down for its duration on the
  /// ``scheduler``. The wheel turned with Ctrl held, where the terminal reports Ctrl, is a pinch
  /// step of 10% (up zooms in) for the pinch recognizers under the pointer.
  ///
  /// - Returns: Whether the event was the touch's.
  func handleGestureMouse(_ mouse: MouseEvent) -> Bool {
    switch mouse.action {
    case .press(button: 0):
      heldClick = nil
      let area = screenArea
      let clicked = layoutUnits.point(ofCellAtColumn: mouse.column, row: mouse.row)
      guard area.contains(clicked), window.pointerDown(at: windowPoint(of: mouse)) else {
        return false
      }
      heldClick = (mouse.column, mouse.row)
      return true
    case .drag(button: 0):
      guard heldClick != nil else { return false }
      window.pointerMoved(to: windowPoint(of: mouse))
      return true
    case .release:
      guard let held = heldClick else { return false }
      heldClick = nil
      if window.pointerUp(at: windowPoint(of: mouse)) {
        click(column: held.column, row: held.row)
      }
      return true
    case .wheelUp where mouse.modifierFlags.contains(.control),
      .wheelDown where mouse.modifierFlags.contains(.control):
      // Ctrl with the wheel zooms, where the terminal reports it: a pinch step of 10%.
      let factor: CGFloat = mouse.action == .wheelUp ? 1.1 : 1 / 1.1
      return window.pinch(at: windowPoint(of: mouse), scaleBy: factor)
    default:
      return false
    }
  }

  /// The point of the cell `mouse` is at, in the window's coordinates.
  private func windowPoint(of mouse: MouseEvent) -> CGPoint {
    let area = screenArea
    let clicked = layoutUnits.point(ofCellAtColumn: mouse.column, row: mouse.row)
    return CGPoint(x: clicked.x - area.minX, y: clicked.y - area.minY)
  }
}
