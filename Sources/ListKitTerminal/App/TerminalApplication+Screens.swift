@_spi(ListKit) import ListUI

/// A screen or presentation as the app last saw it: who, held weakly, and the title to log when
/// it goes.
struct KnownScreen {
  weak var controller: ViewController?
  let title: String

  @MainActor
  init(_ controller: ViewController) {
    self.controller = controller
    title = TerminalApplication.title(of: controller) ?? ""
  }

  /// Whether the two are the same controller, still alive.
  func isSame(as other: KnownScreen) -> Bool {
    controller != nil && controller === other.controller
  }
}

/// The screens: the stack, what is presented over it, which screen takes the keys, and what
/// the app does when any code changes them.
extension TerminalApplication {
  /// The controllers presented over the stack, bottom first: the stack's presentation, then the
  /// one that presents, and so on.
  var presentedControllers: [ViewController] { screenStack.presentedViewControllerChain }

  /// The screen shown, whose collection view the selection keys work in and whose title the
  /// title bar shows: the top of the stack, or, when controllers are presented, the top one that
  /// is not an alert (for a navigation controller, its top controller).
  public var topScreen: ViewController? { screenStack.topShownViewController }

  /// The alert presented on top, which takes the keys, if any.
  var topAlert: AlertController? { presentedControllers.last as? AlertController }

  /// How many screens deep the app is: the stack's screens and the screens presented over them.
  var depth: Int {
    screens.count + presentedControllers.filter { !($0 is AlertController) }.count
  }

  /// The top screen's right bar button items that the title bar shows: those with something to
  /// show. F2 presses the first.
  var barButtonItems: [BarButtonItem] {
    guard topAlert == nil else { return [] }
    return (topScreen?.navigationItem.rightBarButtonItems ?? []).filter {
      !$0.displayedTitle.isEmpty
    }
  }

  /// Logs the screens opened and closed and the presentations, whoever made them; when the
  /// shown screen changed, lays it out, selects its first item and drops the Tab focus. The app
  /// calls it after each push, pop, event and command, and before each frame: a screen that
  /// pushes or presents from its own code is set up by then.
  func screensDidChange() {
    let stack = screens.map(KnownScreen.init)
    if !stack.elementsEqual(knownScreens, by: { $0.isSame(as: $1) }) {
      let kept = zip(stack, knownScreens).prefix { $0.isSame(as: $1) }.count
      var count = knownScreens.count
      for closed in knownScreens[kept...].reversed() {
        count -= 1
        log("close screen '\(closed.title)' (\(count) on the stack)")
      }
      for opened in stack[kept...] {
        count += 1
        log("open screen '\(opened.title)' (\(count) on the stack)")
      }
    }
    // Kept each time, with the titles as they are now, for the log when they go.
    knownScreens = stack
    let presented = presentedControllers.map(KnownScreen.init)
    if !presented.elementsEqual(knownPresentations, by: { $0.isSame(as: $1) }) {
      let kept = zip(presented, knownPresentations).prefix { $0.isSame(as: $1) }.count
      for dismissed in knownPresentations[kept...].reversed() {
        log("dismiss '\(dismissed.title)'")
      }
      for shown in presented[kept...] { log("present '\(shown.title)'") }
    }
    knownPresentations = presented
    let top = topScreen
    guard top !== knownTopScreen else { return }
    knownTopScreen = top
    controlFocus.clear()
    laidOutSize = nil
    layOutScreens()
    ensureSelection()
  }

  // MARK: What a screen says

  /// The title of `controller` in the title bar: its navigation item's, else its own.
  static func title(of controller: ViewController) -> String? {
    controller.navigationItem.title ?? controller.title
  }

  // MARK: Alerts

  /// Moves the focus between the alert's enabled action buttons, going round.
  func moveAlertFocus(in alert: AlertController, by step: Int) {
    layOutScreens()
    let buttons = alert.view.pressableButtons
    guard !buttons.isEmpty else { return }
    let current = buttons.firstIndex { $0.isFocused }
    let next =
      current.map { (($0 + step) % buttons.count + buttons.count) % buttons.count }
      ?? (step >= 0 ? 0 : buttons.count - 1)
    for button in Self.buttons(in: alert.view) { button.isFocused = false }
    buttons[next].isFocused = true
  }

  /// Chooses the alert's focused action.
  func chooseFocusedAction(in alert: AlertController) {
    alert.view.pressableButtons.first { $0.isFocused }?.sendActions()
  }

  /// What Escape does to an alert: chooses its cancel action, or dismisses it when it has none.
  func cancel(_ alert: AlertController) {
    if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
      alert.choose(cancel)
    } else {
      alert.dismiss(animated: true)
    }
  }

  /// Does what `command` says while `alert` is on top: the arrows and Tab move between its
  /// actions, Enter chooses, Escape cancels, a click presses the action under it; quitting,
  /// suspending and the key hints work as anywhere; the rest is for the screen under it, which
  /// does not get it.
  func perform(_ command: TerminalCommand, in alert: AlertController) {
    // The alert's buttons are made when it is laid out.
    layOutScreens()
    switch command {
    case .moveUp, .moveLeft, .focusPrevious, .pageUp, .moveToTop:
      moveAlertFocus(in: alert, by: -1)
    case .moveDown, .moveRight, .focusNext, .pageDown, .moveToBottom:
      moveAlertFocus(in: alert, by: 1)
    case .activate: chooseFocusedAction(in: alert)
    case .back: cancel(alert)
    case .quit: quit()
    case .suspend: suspend()
    case .toggleKeyHints: isShowingKeyHints.toggle()
    case .click(let column, let row):
      let area = screenArea
      let clicked = layoutUnits.point(ofCellAtColumn: column, row: row)
      let point = CGPoint(x: clicked.x - area.minX, y: clicked.y - area.minY)
      ControlFocus.pressControl(at: point, in: alert.view)
    case .scroll, .pressBarButtonItem, .showActions, .secondaryClick: break
    }
  }

  /// Every button under `view`, enabled or not.
  private static func buttons(in view: View) -> [Button] {
    (view as? Button).map { [$0] } ?? view.subviews.flatMap { buttons(in: $0) }
  }
}
