import Foundation
@_spi(ListKit) import ListUI

/// A terminal app: screens (``TerminalViewController``, or any `ViewController`) on a backend,
/// with keys, Tab focus, the mouse, pasted text, resizing, animations and drawing handled.
///
/// The screens are the stack of a `NavigationController`, ``navigationController``: ``push(_:)``
/// and ``pop()`` go through it, and so do the screens' own
/// `navigationController?.pushViewController(_:animated:)` and `show(_:sender:)`. A screen that
/// is a plain `ViewController` is shown the same way, its first collection view taking the
/// selection keys. A controller a screen presents (`present(_:animated:completion:)`) is drawn
/// over the screen area and takes the keys: a presented screen as a screen, and an
/// `AlertController` as a box whose actions the arrows and Tab move between, Enter chooses and
/// Escape cancels.
///
/// The keys that leave the screen's responder chain go to the application's ``window``, ListUI's
/// `Window`, whose keymap (`WindowCommand`) a browser shares: the arrows and `j`/`k` move the
/// selection of the screen's collection view, Page Up and Down, space and `b` page, Home, End,
/// `g` and `G` jump, Tab and Shift-Tab move the focus between the controls on screen, Enter
/// activates, Escape and `q` go back or quit, `?` shows the key hints. The terminal's own input
/// becomes ``TerminalCommand``s: Ctrl-Z suspends and Ctrl-C quits, the wheel scrolls, a click
/// presses the control under it, or selects the row under it and activates it.
///
/// While a view of the screen is the first responder and takes text (``textInput``), the keys
/// type into it instead. Pasted text (bracketed paste) is never taken for keys: without its
/// newlines and control characters it goes to the text input, or the screen's
/// (`AppViewController.insertText(_:)`), or, when the screen has none, it is dropped and
/// logged.
///
/// Each screen has a title bar above it and a status line below it, with a position indicator
/// and a short help of the keys that fit (`WindowHost.shortKeyHints`); the status line shows messages that
/// expire too (`WindowHost.showStatusMessage(_:for:)`). On a screen that is
/// `AppViewController.isFilterable`, `/` opens a filter line there.
/// A frame is drawn only when something may have changed, at most ``maximumFrameRate`` a second
/// over time (two in a row at once, such as a key's echo and then what it did), on the
/// ``scheduler``; a frame equal to the last one is not shown. Below ``minimumSize`` the
/// screen says the terminal is too small.
///
/// When ``animatesUpdates`` is on, the changes of a batch update are drawn as they are
/// presented at the clock's time (see `ViewAnimation`): rows glide to their new place in
/// whole rows, inserted and deleted rows show dimmed, reloaded ones flash, in frames at the
/// frame rate until every animation has ended. Block animations
/// (`View.animate(withDuration:animations:)`) are drawn the same way: views move, fade and
/// change colour frame by frame. A key, a click, the wheel or a resize during an animation ends
/// it at once, and the event acts on the end state (a block animation started with
/// `.allowUserInteraction` goes on, but not through a resize); a new batch update starts from
/// what is shown.
///
/// Time is a `ManualScheduler`: tests advance it, and `run()` advances it with the clock.
@MainActor
public final class TerminalApplication: WindowHost {
  /// Where frames are shown and input comes from.
  public let backend: any TerminalBackend

  /// The scheduler the screens' views use: work run on it redraws the screen afterwards.
  public private(set) var scheduler: any Scheduler

  /// The clock everything runs on.
  public let clock: ManualScheduler

  /// The title on the left of the title bar.
  public var title: String

  /// What the screens' coordinates measure: `LayoutUnits.cells` (the default), where a row of
  /// height 1 is one line of the terminal, or `LayoutUnits.points`, as UIKit and IGListKit apps
  /// are sized, where a cell is 8 by 17 points unless the units say otherwise. The screens are
  /// laid out at the terminal's size in these units, and their views measure text in them.
  public let layoutUnits: LayoutUnits

  /// Whether the terminal is light or dark, which the screens' views and view controllers see
  /// as their traits' `userInterfaceStyle` (`TraitCollection`): dark when the `COLORFGBG`
  /// environment variable, which many terminals set, names a dark background (colours 0 to 6
  /// and 8), else light, UIKit's default. Set it where the app knows better; the next frame
  /// tells the screens.
  public var userInterfaceStyle = TerminalApplication.userInterfaceStyle(
    colorFGBG: ProcessInfo.processInfo.environment["COLORFGBG"])

  /// The style a `COLORFGBG` value (`foreground;background`, such as `15;0`) names: dark for a
  /// background of colours 0 to 6 or 8, light otherwise and without one.
  public static func userInterfaceStyle(colorFGBG: String?) -> UserInterfaceStyle {
    guard let background = colorFGBG?.split(separator: ";").last.flatMap({ Int($0) }) else {
      return .light
    }
    return (0...6).contains(background) || background == 8 ? .dark : .light
  }

  /// Whether mouse events are taken; `false` (`--no-mouse`) drops them, in case a terminal
  /// reports the mouse unasked.
  public var acceptsMouse = true

  /// Whether changes are drawn animated; at first the backend's
  /// ``TerminalBackend/showsAnimations``. Off (reduced motion), each frame shows the end state
  /// of every change.
  public var animatesUpdates: Bool

  /// The most frames drawn in a second, over time: two frames asked for in a row are drawn at
  /// once, and then frames come a frame interval apart.
  public static let maximumFrameRate = 60.0

  /// The smallest size the screens are drawn at; below it the app says the terminal is too
  /// small.
  public static let minimumSize = TerminalSize(columns: 20, rows: 5)

  /// The navigation controller whose stack is the screens: on screen from the start, its view
  /// fills the area between the title bar and the status line.
  public var navigationController: NavigationController { screenStack }

  let screenStack = ScreenStack()

  /// The screens, the first at the bottom; the last one is shown: the
  /// ``navigationController``'s stack.
  public var screens: [ViewController] { screenStack.viewControllers }

  /// Whether the app was asked to quit.
  public private(set) var hasQuit = false

  /// The window the screens are shown in, between the title bar and the status line: its root
  /// view controller is the ``navigationController``. It holds the app shell: the keymap, the
  /// selection, the filter line, status messages and key hints.
  public let window = Window()

  /// How many frames were drawn, shown or not.
  public private(set) var renderCount = 0

  /// The last frame shown.
  public private(set) var lastFrame: TerminalFrame?

  /// Where log lines go: startup, screens opened and closed, resizes, suspends; `nil`, the
  /// default, logs nothing. Log lines never go to the screen.
  public var log: TerminalLog?

  var decoder = InputDecoder()
  /// Takes a lone Escape held by the decoder as the key, when no more bytes follow it.
  var escapeFlush: ScheduledWork?
  var presentedSize: TerminalSize?
  /// The grids of the last two frames drawn: the older one's cells are drawn over for the next
  /// frame (see ``makeFrame()``).
  private var frameGrids: (last: CellGrid?, older: CellGrid?)
  private let framePacer: FramePacer
  private let spinnerTicker: SpinnerTicker
  var laidOutSize: TerminalSize?
  let controlFocus = ControlFocus()
  /// The cell where the left button went down on gesture recognizers, whose click waits for
  /// the button to come up.
  var heldClick: (column: Int, row: Int)?

  /// Creates an app on `backend` whose time is `clock`, and makes its ``scheduler`` the app's
  /// (`View.animationScheduler`) and the one its screens are hosted on, so that their lists'
  /// updates and `View.animate(withDuration:animations:)` run on its clock with no scheduler set.
  /// Its screens are laid out in `layoutUnits` (see ``layoutUnits``): cells, or UIKit's points.
  public init(
    backend: any TerminalBackend, clock: ManualScheduler = ManualScheduler(),
    title: String = "", layoutUnits: LayoutUnits = .cells
  ) {
    self.backend = backend
    self.clock = clock
    self.title = title
    self.layoutUnits = layoutUnits
    framePacer = FramePacer(clock: clock, frameRate: Self.maximumFrameRate)
    spinnerTicker = SpinnerTicker(clock: clock)
    animatesUpdates = backend.showsAnimations
    scheduler = clock
    scheduler = RedrawingScheduler(base: clock, application: self)
    View.animationScheduler = scheduler
    screenStack.application = self
    window.hostScheduler = scheduler
    window.hostLayoutUnits = layoutUnits
    window.rootViewController = screenStack
    window.quitsFromFirstScreen = true
    window.rendererKeyHints = [KeyHint("Ctrl-C", "quit")]
    window.logHandler = { [weak self] in self?.log($0) }
    window.displayHandler = { [weak self] in self?.setNeedsDisplay() }
    window.topScreenDidChangeHandler = { [weak self] in
      guard let self else { return }
      controlFocus.clear()
      laidOutSize = nil
      layOutScreens()
    }
    window.selectionDidMoveHandler = { [weak self] path in
      self?.selectionDidMove(to: path)
    }
    window.makeKeyAndVisible()
  }

  // MARK: Screens

  /// Shows `screen` on top of the others, with the first item of its collection view selected:
  /// pushes it onto the ``navigationController``. The screen it covers disappears and `screen`
  /// appears: their `viewWillDisappear(_:)` and `viewWillAppear(_:)`, then, once `screen` is laid
  /// out, `viewDidDisappear(_:)` and `viewDidAppear(_:)`.
  public func push(_ screen: ViewController) {
    layOutScreens()
    screenStack.pushViewController(screen, animated: false)
    screensDidChange()
    setNeedsDisplay()
  }

  /// Goes back: dismisses the controller presented on top, or pops the top screen of the
  /// ``navigationController``, which appears again as the top one disappears; quits from the
  /// first screen. An alert on top is cancelled: its cancel action is chosen, or it is
  /// dismissed when it has none.
  public func pop() {
    guard window.goBack() else {
      quit()
      return
    }
    setNeedsDisplay()
  }

  /// Asks the app to quit: `run()` returns after the current turn.
  public func quit() {
    if !hasQuit { log("quit") }
    hasQuit = true
  }

  /// Suspends: the backend gives the terminal back and the process stops until it is resumed
  /// (``TerminalBackend/suspend()``); then the whole screen is drawn again at the next turn.
  public func suspend() {
    log("suspend")
    framePacer.cancel()
    backend.suspend()
    let size = backend.size
    log("resume at \(size.columns)x\(size.rows)")
    lastFrame = nil
    laidOutSize = nil
    setNeedsDisplay()
  }

  /// Writes `message` to the ``log``, if there is one, as a line that starts with the time.
  public func log(_ message: String) {
    guard let log else { return }
    log.write(String(format: "[%.3f] ", clock.now) + message)
  }

  // MARK: Drawing

  /// Asks for a frame: drawn at the clock's next turn, or, when two frames were drawn in a row,
  /// a frame interval after the first of them.
  public func setNeedsDisplay() {
    framePacer.request { [weak self] in self?.render() }
  }

  /// Draws a frame now and shows it if it differs from the last one shown.
  ///
  /// - Returns: The frame.
  @discardableResult
  public func render() -> TerminalFrame {
    renderCount += 1
    framePacer.didDraw()
    let frame = makeFrame()
    if let presentedSize, presentedSize != frame.size {
      log("resize to \(frame.size.columns)x\(frame.size.rows)")
    }
    presentedSize = frame.size
    if frame != lastFrame {
      lastFrame = frame
      backend.present(frame)
    }
    spinnerTicker.scheduleIfNeeded(
      view: { [weak self] in self?.topScreen?.view },
      didTick: { [weak self] in self?.setNeedsDisplay() })
    if isAnimating { setNeedsDisplay() }
    return frame
  }

  /// Whether an animation is under way on the shown screen; frames follow one another at the
  /// frame rate while it is.
  public var isAnimating: Bool {
    guard animatesUpdates, let screen = topScreen else { return false }
    return screen.view.hasRunningAnimations(at: clock.now)
  }

  /// Ends every animation on the shown screen at once: what is shown is the end state, and the
  /// batch updates under way complete now (`CollectionView.finishUpdateAnimations()`), so the
  /// updates that wait for them do not wait out the animation.
  public func finishAnimations() {
    guard let view = topScreen?.view else { return }
    Self.finishUpdateAnimations(in: view)
    view.finishAnimations()
  }

  /// Ends the animations on the shown screen before the app acts on input, as
  /// ``finishAnimations()`` does, except the block animations started with
  /// `View.AnimationOptions.allowUserInteraction`, which go on.
  func finishAnimationsForInput() {
    guard let view = topScreen?.view else { return }
    Self.finishUpdateAnimations(in: view)
    view.finishAnimationsForUserInteraction()
  }

  private static func finishUpdateAnimations(in view: View) {
    // While no batch update is under way and no view animates anywhere, there is nothing to end.
    guard CollectionView.animatingUpdatesCount > 0 || View.animatedViewCount > 0 else { return }
    (view as? CollectionView)?.finishUpdateAnimations()
    for subview in view.subviews { finishUpdateAnimations(in: subview) }
  }

  /// The time frames show the views at: the clock's when animating, else none, the end state.
  private var presentationTime: TimeInterval? { animatesUpdates ? clock.now : nil }

  /// Starts the backend, runs the work due now, such as the first data loads, and draws the
  /// first frame: one turn's work, so that work done in pieces, such as a large list's opening,
  /// goes on at the next turns (`ManualScheduler.advanceOneTurn(by:)`). From then on, Auto
  /// Layout's reports of constraints it cannot keep
  /// (`LayoutConstraint.unsatisfiableConstraintHandler`) and reports of nibs that cannot load
  /// (`Nib.problemHandler`) go to the ``log``.
  public func start() throws {
    try backend.start()
    // Auto Layout's reports of constraints it could not keep go to the log, never the screen.
    LayoutConstraint.unsatisfiableConstraintHandler = { [weak self] in self?.log($0) }
    // So do reports of nibs and storyboards that cannot load.
    Nib.problemHandler = { [weak self] in self?.log($0) }
    let size = backend.size
    log("start at \(size.columns)x\(size.rows) on \(Swift.type(of: backend))")
    framePacer.cancel()
    lastFrame = nil
    clock.advanceOneTurn(by: 0)
    if lastFrame == nil { render() }
  }

  /// Stops the backend, giving the terminal back.
  public func stop() {
    log("stop")
    framePacer.cancel()
    backend.stop()
  }

  /// The frame for the current state at the backend's size.
  ///
  /// It is drawn on the grid of the frame before the last one, cleared: by now that frame is
  /// neither the last frame nor the one a backend diffs against, so its cells are no one else's
  /// and are written in place, where a new grid would allocate (and the system map in) a frame's
  /// worth of cells at each frame. A frame that someone still holds keeps its cells: the grid
  /// then clears into new ones.
  public func makeFrame() -> TerminalFrame {
    let size = backend.size
    let grid = nextFrameGrid(size: size)
    guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
      ScreenChrome.drawTooSmall(on: grid, minimumSize: Self.minimumSize)
      return grid.frame
    }
    screensDidChange()
    layOutScreens()
    // The items' order, which the collection view keeps until its counts change.
    let order = allIndexPaths()
    window.keepSelection(in: order)
    keepFocusInSelectedRow()
    // A title view takes the place of the screen's title, as in UIKit.
    ScreenChrome.drawTitleBar(
      on: grid,
      text: titleView == nil
        ? window.titleBarText(appTitle: title, isNarrow: size.columns < 50) : "",
      items: window.barButtonItems, background: window.titleBarBackgroundColor,
      foreground: window.titleBarTextColor)
    drawTitleView(on: grid)
    drawScreens(on: grid)
    let filterLine = window.filterLine
    ScreenChrome.drawStatusLine(
      on: grid, status: window.statusText,
      isMessage: filterLine != nil || statusMessage != nil, hasCaret: filterLine != nil,
      position: window.positionText(in: order), help: shortKeyHints)
    if isShowingKeyHints { ScreenChrome.drawKeyHints(keyHints, on: grid) }
    return grid.frame
  }

  /// The grid of the frame before the last, cleared, if it has `size`; a new one otherwise.
  private func nextFrameGrid(size: TerminalSize) -> CellGrid {
    let grid: CellGrid
    if let older = frameGrids.older, older.size == size {
      older.clear()
      grid = older
    } else {
      grid = CellGrid(size: size)
    }
    frameGrids = (grid, frameGrids.last)
    return grid
  }

  /// Draws the screen on top, and what is presented over it: from the last layer that covers
  /// what is under it (the stack, or a full-screen or sheet presentation), up to the top screen;
  /// the selection marker; then the alerts over it.
  private func drawScreens(on grid: CellGrid) {
    let layers: [ViewController] = [screenStack] + window.presentedControllers
    let screenLayer = layers.lastIndex { !($0 is AlertController) } ?? 0
    let base =
      layers[...screenLayer].lastIndex { $0.modalPresentationStyle.coversPresentingView } ?? 0
    let context = DrawingContext(surface: grid, time: presentationTime, units: layoutUnits)
      .clipped(to: screenArea)
    for layer in layers[max(base, 0)...screenLayer] {
      // The stack is drawn with its window, which places it.
      (layer === screenStack ? window : layer.view).drawHierarchy(in: context)
    }
    drawSelectionMarker(on: grid)
    for layer in layers[(screenLayer + 1)...] {
      layer.view.drawHierarchy(in: context)
    }
  }

  /// The area between the title bar and the status line, where the screens are drawn, in the
  /// ``layoutUnits``.
  var screenArea: CGRect {
    let size = backend.size
    return layoutUnits.rect(
      fromCells: CGRect(x: 0, y: 1, width: size.columns, height: max(0, size.rows - 2)))
  }

  /// Gives the screen stack and each presented controller the area between the title bar and
  /// the status line, lays them out, and keeps the selection in view when that area changed.
  func layOutScreens() {
    let size = backend.size
    guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
      return
    }
    let area = screenArea
    if window.frame != area { window.frame = area }
    // The terminal's theme and the window's size classes: setting the same traits tells no one.
    window.hostTraitCollection = .window(
      size: area.size, in: layoutUnits, style: userInterfaceStyle)
    window.layOutScreens()
    guard let screen = topScreen else { return }
    if laidOutSize != size {
      laidOutSize = size
      screen.view.finishAnimations()
      if let collectionView = focusedCollectionView {
        let clamped = collectionView.clampedContentOffset(collectionView.contentOffset)
        if clamped != collectionView.contentOffset {
          collectionView.setContentOffset(clamped, animated: false)
        }
        window.revealSelection()
      }
    }
  }

  /// The position indicator: the selected item's place among the items, and how far the list
  /// is scrolled (`Window.positionText()`).
  public func positionText() -> String {
    window.positionText()
  }

  private func drawSelectionMarker(on grid: CellGrid) {
    guard let collectionView = focusedCollectionView, let selected = selectedIndexPath,
      let cell = collectionView.cellForItem(at: selected), !cell.isHidden
    else { return }
    let area = screenArea
    let inRoot = cell.convert(CGPoint.zero, to: nil)
    let shown = cell.presentationFrame(at: presentationTime)
    let units = layoutUnits.cellSize
    // In points, on the row's middle line, where its text is; in cells, on its first.
    let line = layoutUnits.isCells ? 0 : max(0, (shown.height - units.height) / 2)
    let point = CGPoint(
      x: inRoot.x + shown.minX - cell.frame.minX + area.minX,
      y: inRoot.y + shown.minY - cell.frame.minY + area.minY + line)
    // Only on the list: not over the views around it, nor past its edges while a row glides.
    guard Self.frameOnScreen(of: collectionView, in: area).contains(point) else { return }
    let context = DrawingContext(surface: grid, units: layoutUnits).clipped(to: area)
    context.drawText("▶", at: point, style: TextStyle(isBold: true, isReversed: true))
  }

}
