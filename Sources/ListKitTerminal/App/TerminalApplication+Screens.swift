@_spi(ListKit) import ListUI

/// The screens: the stack, what is presented over it, which screen takes the keys; the
/// ``window`` holds them.
extension TerminalApplication {
  /// Logs the screens opened and closed and the presentations, whoever made them; when the
  /// shown screen changed, lays it out, selects its first item and drops the Tab focus
  /// (`Window.screensDidChange()`). The app calls it after each push, pop, event and command,
  /// and before each frame: a screen that pushes or presents from its own code is set up by then.
  func screensDidChange() {
    window.screensDidChange()
  }

  /// Does what `command` says while `alert` is on top: the window's keys act on the alert
  /// (`Window.perform(_:)`); quitting, suspending and the key hints work as anywhere; a click
  /// presses the action under it; the rest is for the screen under it, which does not get it.
  func perform(_ command: TerminalCommand, in alert: AlertController) {
    switch command {
    case .quit: quit()
    case .suspend: suspend()
    case .click(let column, let row):
      layOutScreens()
      let area = screenArea
      let clicked = layoutUnits.point(ofCellAtColumn: column, row: row)
      let point = CGPoint(x: clicked.x - area.minX, y: clicked.y - area.minY)
      ControlFocus.pressControl(at: point, in: alert.view)
    case .scroll, .secondaryClick: break
    case .window(let windowCommand): window.perform(windowCommand)
    }
  }
}
