@_spi(ListKit) import ListUI

/// The screens: the stack, what is presented over it, which screen takes the keys; the
/// ``window`` holds them.
extension TerminalApplication {
  /// The controllers presented over the stack, bottom first: the stack's presentation, then the
  /// one that presents, and so on.
  var presentedControllers: [ViewController] { window.presentedControllers }

  /// The screen shown, whose collection view the selection keys work in and whose title the
  /// title bar shows: the top of the stack, or, when controllers are presented, the top one that
  /// is not an alert (for a navigation controller, its top controller).
  public var topScreen: ViewController? { window.topScreen }

  /// The alert presented on top, which takes the keys, if any.
  var topAlert: AlertController? { window.topAlert }

  /// How many screens deep the app is: the stack's screens and the screens presented over them.
  var depth: Int { window.depth }

  /// The top screen's right bar button items that the title bar shows: those with something to
  /// show. F2 presses the first.
  var barButtonItems: [BarButtonItem] { window.barButtonItems }

  /// Logs the screens opened and closed and the presentations, whoever made them; when the
  /// shown screen changed, lays it out, selects its first item and drops the Tab focus
  /// (`Window.screensDidChange()`). The app calls it after each push, pop, event and command,
  /// and before each frame: a screen that pushes or presents from its own code is set up by then.
  func screensDidChange() {
    window.screensDidChange()
  }

  /// The title of `controller` in the title bar: its navigation item's, else its own.
  static func title(of controller: ViewController) -> String? {
    Window.title(of: controller)
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
