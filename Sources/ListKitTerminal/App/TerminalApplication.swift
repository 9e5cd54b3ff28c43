import Foundation
import ListUI

/// A terminal app: screens (``TerminalViewController``) on a backend, with keys, Tab focus, the
/// mouse, pasted text, resizing, animations and drawing handled.
///
/// The application maps input to ``TerminalCommand``s: the arrows and `j`/`k` move the selection
/// of the screen's collection view, Page Up and Down, space and `b` page, Home, End, `g` and `G`
/// jump, Tab and Shift-Tab move the focus between the buttons of the rows on screen (see
/// ``TerminalCommand/focusNext``), Enter activates, Escape and `q` go back or quit, `?` shows the
/// key hints, Ctrl-Z suspends and Ctrl-C quits. The wheel scrolls; a click selects the row under
/// it and activates it.
///
/// Pasted text (bracketed paste) is never taken for keys: without its newlines and control
/// characters it goes to the screen's text input (``TerminalViewController/insertText(_:)``),
/// or, when the screen has none, it is dropped and logged.
///
/// Each screen has a title bar above it and a status line below it, with a position indicator.
/// A frame is drawn only when something may have changed, at most ``maximumFrameRate`` a second,
/// on the ``scheduler``; a frame equal to the last one is not shown. Below ``minimumSize`` the
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
/// Time is a `ManualScheduler`: tests advance it, and ``run()`` advances it with the clock.
@MainActor
public final class TerminalApplication {
  /// Where frames are shown and input comes from.
  public let backend: any TerminalBackend

  /// The scheduler the screens' views use: work run on it redraws the screen afterwards.
  public private(set) var scheduler: any Scheduler

  /// The clock everything runs on.
  public let clock: ManualScheduler

  /// The title on the left of the title bar.
  public var title: String

  /// Whether mouse events are taken; `false` (`--no-mouse`) drops them, in case a terminal
  /// reports the mouse unasked.
  public var acceptsMouse = true

  /// Whether changes are drawn animated; at first the backend's
  /// ``TerminalBackend/showsAnimations``. Off (reduced motion), each frame shows the end state
  /// of every change.
  public var animatesUpdates: Bool

  /// The most frames drawn in a second.
  public static let maximumFrameRate = 60.0

  /// The smallest size the screens are drawn at; below it the app says the terminal is too
  /// small.
  public static let minimumSize = TerminalSize(columns: 20, rows: 5)

  /// The screens, the first at the bottom; the last one is shown.
  public private(set) var screens: [TerminalViewController] = []

  /// Whether the app was asked to quit.
  public private(set) var hasQuit = false

  /// Whether the key hints are shown.
  public internal(set) var isShowingKeyHints = false

  /// How many frames were drawn, shown or not.
  public private(set) var renderCount = 0

  /// The last frame shown.
  public private(set) var lastFrame: TerminalFrame?

  /// Where log lines go: startup, screens opened and closed, resizes, suspends; `nil`, the
  /// default, logs nothing. Log lines never go to the screen.
  public var log: TerminalLog?

  var decoder = InputDecoder()
  var presentedSize: TerminalSize?
  private let framePacer: FramePacer
  private let spinnerTicker: SpinnerTicker
  var laidOutSize: TerminalSize?
  let controlFocus = ControlFocus()
  /// The last valid selection: when an update deletes the selected item, the selection goes to
  /// the item now in its place, or the one before it.
  var lastSelectedIndexPath: IndexPath?
  /// The collection view ``lastSelectedIndexPath`` belongs to.
  weak var lastSelectionCollectionView: CollectionView?

  /// Creates an app on `backend` whose time is `clock`, and makes its ``scheduler`` the one
  /// that times block animations (`View.animationScheduler`), so that
  /// `View.animate(withDuration:animations:)` on its screens' views runs on its clock.
  public init(
    backend: any TerminalBackend, clock: ManualScheduler = ManualScheduler(),
    title: String = ""
  ) {
    self.backend = backend
    self.clock = clock
    self.title = title
    framePacer = FramePacer(clock: clock, frameRate: Self.maximumFrameRate)
    spinnerTicker = SpinnerTicker(clock: clock)
    animatesUpdates = backend.showsAnimations
    scheduler = clock
    scheduler = RedrawingScheduler(base: clock, application: self)
    View.animationScheduler = scheduler
  }

  /// The screen shown.
  public var topScreen: TerminalViewController? { screens.last }

  // MARK: Screens

  /// Shows `screen` on top of the others, with the first item of its collection view selected.
  /// The screen it covers disappears and `screen` appears: their `viewWillDisappear(_:)` and
  /// `viewWillAppear(_:)`, then, once `screen` is laid out, `viewDidDisappear(_:)` and
  /// `viewDidAppear(_:)`.
  public func push(_ screen: TerminalViewController) {
    let covered = topScreen
    covered?.beginAppearanceTransition(false, animated: false)
    screen.application = self
    screens.append(screen)
    log("open screen '\(screen.title ?? "")' (\(screens.count) on the stack)")
    screen.beginAppearanceTransition(true, animated: false)
    laidOutSize = nil
    layOutTopScreen()
    covered?.endAppearanceTransition()
    screen.endAppearanceTransition()
    ensureSelection()
    setNeedsDisplay()
  }

  /// Goes back to the screen before, which appears again as the top one disappears; quits when
  /// there is none.
  public func pop() {
    guard screens.count > 1 else {
      quit()
      return
    }
    let screen = screens.removeLast()
    screen.beginAppearanceTransition(false, animated: false)
    topScreen?.beginAppearanceTransition(true, animated: false)
    screen.application = nil
    log("close screen '\(screen.title ?? "")' (\(screens.count) on the stack)")
    laidOutSize = nil
    layOutTopScreen()
    screen.endAppearanceTransition()
    topScreen?.endAppearanceTransition()
    setNeedsDisplay()
  }

  /// Asks the app to quit: ``run()`` returns after the current turn.
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

  /// Asks for a frame: drawn at the clock's next turn, no sooner than a frame interval after
  /// the last.
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
    (view as? CollectionView)?.finishUpdateAnimations()
    for subview in view.subviews { finishUpdateAnimations(in: subview) }
  }

  /// The time frames show the views at: the clock's when animating, else none, the end state.
  private var presentationTime: TimeInterval? { animatesUpdates ? clock.now : nil }

  /// Starts the backend, runs the work due now, such as the first data loads, and draws the
  /// first frame. From then on, Auto Layout's reports of constraints it cannot keep
  /// (`LayoutConstraint.unsatisfiableConstraintHandler`) go to the ``log``.
  public func start() throws {
    try backend.start()
    // Auto Layout's reports of constraints it could not keep go to the log, never the screen.
    LayoutConstraint.unsatisfiableConstraintHandler = { [weak self] in self?.log($0) }
    let size = backend.size
    log("start at \(size.columns)x\(size.rows) on \(Swift.type(of: backend))")
    framePacer.cancel()
    lastFrame = nil
    clock.advance(by: 0)
    if lastFrame == nil { render() }
  }

  /// Stops the backend, giving the terminal back.
  public func stop() {
    log("stop")
    framePacer.cancel()
    backend.stop()
  }

  /// The frame for the current state at the backend's size.
  public func makeFrame() -> TerminalFrame {
    let size = backend.size
    let grid = CellGrid(size: size)
    guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
      ScreenChrome.drawTooSmall(on: grid, minimumSize: Self.minimumSize)
      return grid.frame
    }
    layOutTopScreen()
    // The items' order, built once a frame: it is a pass over every section.
    let order = allIndexPaths()
    ensureSelection(in: order)
    keepFocusInSelectedRow()
    ScreenChrome.drawTitleBar(
      on: grid, title: title, screenTitle: topScreen?.title, screenCount: screens.count)
    if let screen = topScreen {
      let content = screen.view.frame
      let context = DrawingContext(surface: grid, time: presentationTime).clipped(to: content)
      screen.view.drawHierarchy(in: context)
      drawSelectionMarker(on: grid, screen: screen)
    }
    ScreenChrome.drawStatusLine(
      on: grid, status: topScreen?.statusText ?? "", position: positionText(in: order))
    if isShowingKeyHints { ScreenChrome.drawKeyHints(keyHints, on: grid) }
    return grid.frame
  }

  /// Gives the shown screen the area between the title bar and the status line, and keeps the
  /// selection in view when that area changed.
  func layOutTopScreen() {
    let size = backend.size
    guard let screen = topScreen, size.columns >= Self.minimumSize.columns,
      size.rows >= Self.minimumSize.rows
    else { return }
    let area = CGRect(x: 0, y: 1, width: size.columns, height: size.rows - 2)
    if screen.view.frame != area { screen.view.frame = area }
    screen.view.layoutIfNeeded()
    if laidOutSize != size {
      laidOutSize = size
      screen.view.finishAnimations()
      if let collectionView = focusedCollectionView {
        let clamped = collectionView.clampedContentOffset(collectionView.contentOffset)
        if clamped != collectionView.contentOffset {
          collectionView.setContentOffset(clamped, animated: false)
        }
        revealSelection()
      }
    }
  }

  /// The position indicator: the selected item's place among the items, and how far the list
  /// is scrolled.
  public func positionText() -> String {
    positionText(in: allIndexPaths())
  }

  /// The position indicator, with the items' order already built.
  private func positionText(in paths: ItemOrder) -> String {
    guard let collectionView = focusedCollectionView else { return "" }
    guard !paths.isEmpty else { return "0/0" }
    let place = selectedIndexPath.flatMap { paths.firstIndex(of: $0) }.map { "\($0 + 1)" } ?? "-"
    let range = collectionView.contentOffsetRange.y
    let scroll: String
    if range.upperBound <= range.lowerBound {
      scroll = "All"
    } else if collectionView.contentOffset.y <= range.lowerBound {
      scroll = "Top"
    } else if collectionView.contentOffset.y >= range.upperBound {
      scroll = "Bot"
    } else {
      let fraction =
        (collectionView.contentOffset.y - range.lowerBound)
        / (range.upperBound - range.lowerBound)
      scroll = "\(Int((fraction * 100).rounded()))%"
    }
    return "\(place)/\(paths.count) \(scroll)"
  }

  private func drawSelectionMarker(on grid: CellGrid, screen: TerminalViewController) {
    guard let collectionView = focusedCollectionView, let selected = selectedIndexPath,
      let cell = collectionView.cellForItem(at: selected), !cell.isHidden
    else { return }
    let inRoot = cell.convert(CGPoint.zero, to: nil)
    let shown = cell.presentationFrame(at: presentationTime)
    let point = CGPoint(
      x: inRoot.x + shown.minX - cell.frame.minX + screen.view.frame.minX,
      y: inRoot.y + shown.minY - cell.frame.minY + screen.view.frame.minY)
    // Only on the list: not over the views around it, nor past its edges while a row glides.
    guard Self.frameOnScreen(of: collectionView, in: screen).contains(point) else { return }
    grid.drawText(
      "▶", at: point, style: TextStyle(isBold: true, isReversed: true),
      clip: screen.view.frame)
  }

  /// The key hints: the app's and the screen's.
  public var keyHints: [KeyHint] {
    [
      KeyHint("↑ ↓ j k", "move"),
      KeyHint("PgUp PgDn b space", "page"),
      KeyHint("Home End g G", "first, last"),
      KeyHint("Tab S-Tab", "next, previous button"),
      KeyHint("Enter", "open, press"),
      KeyHint("Esc q", screens.count > 1 ? "back" : "quit"),
      KeyHint("Ctrl-C", "quit"),
      KeyHint("?", "hide these keys"),
    ] + (topScreen?.keyHints ?? [])
  }

}
