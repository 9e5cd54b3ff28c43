import Foundation

/// A screen or presentation as a window last saw it: who, held weakly, and the title to log
/// when it goes.
struct KnownScreen {
  weak var controller: ViewController?
  let title: String

  @MainActor
  init(_ controller: ViewController) {
    self.controller = controller
    title = Window.title(of: controller) ?? ""
  }

  /// Whether the two are the same controller, still alive.
  func isSame(as other: KnownScreen) -> Bool {
    controller != nil && controller === other.controller
  }
}

/// The screens: the root controller, what is presented over it, the screen on top and its
/// alerts, going back, and what the window does when any code changes them.
extension Window {
  /// The controllers presented over the root controller, bottom first.
  public var presentedControllers: [ViewController] {
    rootViewController?.presentedViewControllerChain ?? []
  }

  /// The screen shown, whose list the selection keys move in and whose title the title bar
  /// names: the root controller's top controller, or that of the top presented controller that
  /// is not an alert (for a navigation controller, its top controller).
  public var topScreen: ViewController? { rootViewController?.topShownViewController }

  /// The alert presented on top, which takes the keys and the clicks, if any.
  public var topAlert: AlertController? { presentedControllers.last as? AlertController }

  /// How many screens deep the window is: the root navigation controller's screens (one for
  /// another root) and the screens presented over them.
  public var depth: Int {
    guard let root = rootViewController else { return 0 }
    return max(root.shownScreens.count, 1)
      + presentedControllers.filter { !($0 is AlertController) }.count
  }

  /// The title the title bar shows for `controller`: its navigation item's, else its own.
  public static func title(of controller: ViewController) -> String? {
    controller.navigationItem.title ?? controller.title
  }

  /// What the title bar names: `appTitle`, then the shown screen's title after ` › `; the root
  /// screen is named too, as a navigation bar names it, unless it is untitled or titled as the
  /// app. When `isNarrow`, or without an app title, the screen's title alone.
  public func titleBarText(appTitle: String, isNarrow: Bool = false) -> String {
    guard let screen = topScreen, let screenTitle = Self.title(of: screen), !screenTitle.isEmpty,
      depth > 1 || screenTitle != appTitle
    else { return appTitle }
    return isNarrow || appTitle.isEmpty ? screenTitle : appTitle + " › " + screenTitle
  }

  /// The background the title bar takes from the top screen's navigation bar, or `nil` for the
  /// renderer's own reversed colours: the background colour of the screen's
  /// ``NavigationItem/standardAppearance``, or else of the bar's
  /// ``NavigationBar/standardAppearance``, when it has one; else the bar's
  /// ``NavigationBar/barTintColor``. A colour the renderer cannot fill with (the terminal's own,
  /// or clear) draws the bar plain.
  public var titleBarBackgroundColor: Color? { titleBarColors.background }

  /// The colour of the title bar's text while it has a ``titleBarBackgroundColor``: the
  /// `.foregroundColor` of the title attributes of the appearance that gave the background, or
  /// of the bar's ``NavigationBar/titleTextAttributes`` with its `barTintColor`; `nil` for the
  /// renderer's own.
  public var titleBarTextColor: Color? { titleBarColors.text }

  /// The top screen's navigation bar's background and title colours, from the first of its
  /// appearances with a background, else from the bar's own tint; both `nil` without a
  /// background.
  private var titleBarColors: (background: Color?, text: Color?) {
    guard let screen = topScreen else { return (nil, nil) }
    let bar = screen.navigationController?.navigationBar
    if let appearance = screen.navigationItem.standardAppearance ?? bar?.standardAppearance,
      let background = appearance.backgroundColor
    {
      return (background, appearance.titleTextAttributes[.foregroundColor] as? Color)
    }
    guard let bar, let tint = bar.barTintColor else { return (nil, nil) }
    return (tint, bar.titleTextAttributes?[.foregroundColor] as? Color)
  }

  /// The top screen's bar button items that the title bar shows, its left items then its right
  /// ones (``NavigationItem/barButtonItems``), those with something to show, unless an alert is
  /// shown. F2 presses the first, F3 the second.
  public var barButtonItems: [BarButtonItem] {
    guard topAlert == nil else { return [] }
    return (topScreen?.navigationItem.barButtonItems ?? []).filter {
      !$0.displayedTitle.isEmpty
    }
  }

  /// Goes back: cancels the alert on top (its cancel action, or dismissed when it has none),
  /// dismisses the controller presented on top (or pops its stack), or pops the root navigation
  /// controller; nothing on the first screen.
  ///
  /// - Returns: Whether anything went; a terminal quits when nothing did.
  @discardableResult
  public func goBack() -> Bool {
    defer { screensDidChange() }
    if let alert = topAlert {
      cancel(alert)
      return true
    }
    if let presented = presentedControllers.last {
      if let navigation = presented.poppableNavigationController {
        navigation.popViewController(animated: false)
      } else {
        presented.dismiss(animated: false)
      }
      return true
    }
    if let navigation = rootViewController?.poppableNavigationController {
      navigation.popViewController(animated: false)
      return true
    }
    return false
  }

  /// Lays out the window and gives each presented controller's view the window's frame.
  public func layOutScreens() {
    layoutIfNeeded()
    for layer in presentedControllers {
      if layer.view.frame != frame { layer.view.frame = frame }
      layer.view.layoutIfNeeded()
    }
  }

  /// Logs the screens opened and closed and the presentations, whoever made them; when the shown
  /// screen changed, lays it out, keeps its selection and tells the renderer
  /// (`topScreenDidChangeHandler`). Renderers call it after input and before each frame: a
  /// screen that pushes or presents from its own code is set up by then.
  @_spi(ListKit) public func screensDidChange() {
    let stack = (rootViewController?.shownScreens ?? []).map(KnownScreen.init)
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
    layOutScreens()
    topScreenDidChangeHandler?()
    keepSelection()
  }

  // MARK: Alerts

  /// Moves the focus between the alert's enabled action buttons, going round.
  public func moveAlertFocus(in alert: AlertController, by step: Int) {
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
  public func chooseFocusedAction(in alert: AlertController) {
    layOutScreens()
    alert.view.pressableButtons.first { $0.isFocused }?.sendActions()
  }

  /// What Escape does to an alert: chooses its cancel action, or dismisses it when it has none.
  public func cancel(_ alert: AlertController) {
    if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
      alert.choose(cancel)
    } else {
      alert.dismiss(animated: true)
    }
  }

  /// Every button under `view`, enabled or not.
  private static func buttons(in view: View) -> [Button] {
    (view as? Button).map { [$0] } ?? view.subviews.flatMap { buttons(in: $0) }
  }
}
