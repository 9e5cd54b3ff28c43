import Foundation
@_spi(ListKit) import ListUI

/// A ListUI view tree shown in a web page and kept live: one session per page (browser tab).
///
/// The session lays out its ``rootViewController`` in character cells at the page's size, walks
/// the view tree into elements keyed by view identity, and, after each change, sends the page a
/// patch of what changed (see <doc:ListKitWeb>) through ``send``. What the page sends back —
/// clicks, keys, the wheel, resizes, typed and pasted text — goes to ``receive(_:)-(String)``, which
/// validates it and reaches ListUI as ListKitTerminal's input does: a click presses the control
/// under it or taps the item of the cell under it, Escape goes back, the arrows move the
/// selection of the list, typed text goes through the text field's delegate.
///
/// Time is a `ManualScheduler`, ``clock``. Sessions made without a clock share one,
/// ``sharedClock``, which the running sessions (``run()``) move with the real time at the end of
/// each turn of the main run loop; a test gives each session its own and moves it with
/// ``advance(by:)``. The lists of the session's screens (a `CollectionView`'s `scheduler`) and
/// their block animations run, with no scheduler set, on the clock the session hosts its root
/// controller's view on: the shared clock for sessions on it, and for a session with a clock of
/// its own its ``scheduler``, which runs work on the clock and asks for a frame after it.
@MainActor
public final class WebSession: WindowHost {
  /// The controller whose view fills the page between its title bar and its status line; when it
  /// is a `NavigationController`, the title bar shows its top controller's title, a back button
  /// and its bar button items.
  public let rootViewController: ViewController

  /// The window the root controller is shown in, between the title bar and the status line. It
  /// holds the app shell, as a terminal application's does: the keymap, the selection, the
  /// filter line, status messages and key hints; the session turns the page's messages into
  /// its events and draws it.
  public let window = Window()

  /// The options the session was made with.
  public let options: WebSessionOptions

  /// The clock everything in the session runs on.
  public let clock: ManualScheduler

  /// The scheduler the session's views run their work on: the ``clock``, and a frame afterwards.
  public var scheduler: any Scheduler { sessionScheduler }

  /// Where the session's messages for the page go, each one WebSocket text frame; `nil` drops
  /// them.
  public var send: ((String) -> Void)?

  /// Where log lines go: the session opened and closed, resizes, messages dropped and why;
  /// `nil` logs nothing.
  public var log: ((String) -> Void)?

  /// The title on the left of the title bar: ``WebSessionOptions/title`` at first.
  public var title: String {
    didSet { setNeedsFrame() }
  }

  /// The page's width, in character cells.
  public internal(set) var columns: Int

  /// The page's height, in character cells: the title bar, the screen and the status line.
  public internal(set) var rows: Int

  /// The page's size in CSS pixels, as it last said; a session sized in points fills it.
  public internal(set) var pagePixels: CGSize?

  /// Whether changes show without transitions: the options' ``WebSessionOptions/reducesMotion``,
  /// or the page's `prefers-reduced-motion`.
  public var reducesMotion: Bool { options.reducesMotion || pageReducesMotion }

  /// The colour scheme the page said it prefers: `"light"` or `"dark"`.
  public internal(set) var colorScheme = "light"

  /// Whether ``close()`` was called.
  public private(set) var isClosed = false

  /// How many frame messages the session sent.
  public private(set) var sentFrameCount = 0

  /// How many times a frame laid out and walked the view tree into elements.
  public internal(set) var elementWalkCount = 0

  /// The one clock of the sessions made without one: ``run()`` moves it with the wall clock.
  public static let sharedClock = ManualScheduler()

  /// The sessions open now.
  static var openSessions: [WebSession] { registry.compactMap(\.session) }

  private struct WeakSession {
    weak var session: WebSession?
  }

  private static var registry: [WeakSession] = []

  private let sessionScheduler: SessionScheduler
  var pageReducesMotion = false
  /// The element the page's pointer went down on while gesture recognizers follow it, and
  /// where it was then, in the window's coordinates.
  var trackedPointer: (id: String, origin: CGPoint)?
  /// The element whose next click a gesture took.
  var suppressedClick: String?
  var needsFrame = true
  var keys = ViewKeys()
  /// The elements the page shows, by key, as the last frame sent them.
  var shown: [String: Element] = [:]
  /// Whether the next frame replaces everything the page shows.
  var needsReset = false
  private var sequence = 0
  /// The keys with Control, Alt or Meta the page was last told the shown screen has commands for.
  private var sentAppKeys: [String] = []
  /// The title the page was last told to take.
  private var sentPageTitle: String?

  /// The page's title, which the browser shows on its tab: the app's ``title``, or, without one,
  /// the root screen's (its navigation item's, else its own), else "ListKit".
  public var pageTitle: String {
    if !title.isEmpty { return title }
    let root = rootViewController.shownScreens.first ?? rootViewController
    if let screenTitle = Window.title(of: root), !screenTitle.isEmpty { return screenTitle }
    return "ListKit"
  }
  /// A message for the user in the status line, such as a paste that was too long, until the
  /// next input.
  var notice: String?
  /// The pieces of a long text or paste received so far (`PageMessage.part`).
  var pendingParts: PendingParts?
  /// Resumes ``run()`` when the session closes, while the main run loop draws its frames.
  private var closeWait: CheckedContinuation<Void, Never>?
  /// Resumes ``run()`` when a frame is asked for, while it paces itself.
  private var frameWait: CheckedContinuation<Void, Never>?
  /// The most bytes the session's lists may hold (``WebServer/maximumSessionMemory``); `nil`
  /// for no bound.
  var memoryLimit: Int?
  /// Called, once, when the session's lists hold more than ``memoryLimit``.
  var memoryLimitExceeded: ((MemoryFootprint) -> Void)?
  /// When the lists' memory was last measured, and the measurement waiting to run.
  var lastMemoryCheck: TimeInterval?
  var pendingMemoryCheck: ScheduledWork?
  /// The most the session's lists held when measured.
  var largestMemoryFootprint = MemoryFootprint()
  /// The size at which the next measurement is logged: 16 MB, then each time it doubles.
  var nextMemoryReport = 16_000_000

  /// Creates a session showing `rootViewController`, whose view is loaded and appears, on
  /// `clock`, or on ``sharedClock`` when `clock` is `nil`.
  public init(
    rootViewController: ViewController, options: WebSessionOptions = WebSessionOptions(),
    clock: ManualScheduler? = nil
  ) {
    self.rootViewController = rootViewController
    self.options = options
    self.clock = clock ?? Self.sharedClock
    title = options.title
    columns = max(1, options.columns)
    rows = max(3, options.rows)
    sessionScheduler = SessionScheduler(base: self.clock)
    sessionScheduler.session = self
    Self.registry.removeAll { $0.session == nil }
    Self.registry.append(WeakSession(session: self))
    window.hostScheduler = treeScheduler
    window.hostLayoutUnits = options.layoutUnits
    window.rootViewController = rootViewController
    window.logHandler = { [weak self] in self?.log($0) }
    window.displayHandler = { [weak self] in self?.setNeedsFrame() }
    window.makeKeyAndVisible()
  }

  /// Asks for a frame: ``run()`` draws it at the end of the main run loop's turn, within a
  /// frame interval, ``advance(by:)`` at once.
  public func setNeedsFrame() {
    needsFrame = true
    if isRunning && MainRunLoop.shared.isTurning { MainRunLoop.shared.wake(after: 0) }
    resumeFrameWait()
  }

  /// Moves the ``clock`` forward by `seconds`, running the work that falls due, then draws a
  /// frame if anything may have changed: how a test drives a session without real time.
  public func advance(by seconds: TimeInterval) {
    guard !isClosed else { return }
    clock.advance(by: seconds)
    if needsFrame { renderFrame() }
  }

  /// Lays out the views, walks them into elements and sends the page what changed since the
  /// last frame, if anything did.
  ///
  /// - Returns: The message sent, or `nil` when nothing changed.
  @discardableResult
  public func renderFrame() -> String? {
    guard !isClosed else { return nil }
    needsFrame = false
    let elements = makeElements()
    let reset = needsReset
    let previous = reset ? [:] : shown
    needsReset = false
    let operations = PatchBuilder(
      old: previous, new: elements, now: clock.now, animates: !reducesMotion,
      leavingFade: { [keys] key in keys.view(for: key).flatMap(Self.leavingDuration(of:)) }
    ).operations()
    shown = elements
    keys.prune()
    let appKeys = modifiedCommandKeys()
    let keysChanged = appKeys != sentAppKeys
    let pageTitle = self.pageTitle
    let titleChanged = pageTitle != sentPageTitle
    guard reset || keysChanged || titleChanged || !operations.isEmpty else { return nil }
    sequence += 1
    var members: [(String, JSON)] = [
      ("type", .string("frame")), ("seq", .number(Double(sequence))),
    ]
    if reset {
      members.append(("reset", .bool(true)))
      // The page splits a text or paste longer than this into parts.
      members.append(("limit", .number(Double(options.maximumMessageBytes))))
    }
    let units = options.layoutUnits
    if !units.isCells {
      // Screens sized in points: the page makes its cell this many pixels.
      members.append(
        (
          "cell",
          .array([.number(Double(units.cellSize.width)), .number(Double(units.cellSize.height))])
        ))
    }
    if reset || keysChanged {
      // The page sends these keys with Control, Alt or Meta; it leaves the others to the browser.
      members.append(("keys", .array(appKeys.map { .string($0) })))
      sentAppKeys = appKeys
    }
    if reset || titleChanged {
      // The page's own title, for the browser's tab and history.
      members.append(("title", .string(pageTitle)))
      sentPageTitle = pageTitle
    }
    members.append(("ops", .array(operations)))
    let message = JSON.object(members).text
    sentFrameCount += 1
    send?(message)
    memoryMayHaveChanged()
    return message
  }

  /// Runs the session in real time until ``close()``, on the main run loop (`MainRunLoop`), as
  /// a UIKit app runs on its main thread's: at the end of every turn of the loop in which
  /// anything ran — a message from the page, `DispatchQueue.main` work, a main-actor task, a
  /// timer, a list's update — the session moves its ``clock`` with the real time, running the
  /// work due, and draws a frame if the turn may have changed what it shows, at most
  /// ``WebSessionOptions/maximumFrameRate`` a second: no scheduler needs to be set for a list to
  /// update. While nothing is due, the loop sleeps. The program runs the main run loop, as
  /// ``WebServer/serve()`` does; where nothing runs it (the main queue drained by
  /// `dispatchMain()`, or a test runner), the session paces itself instead: it moves the clock
  /// and draws the frames its own input and scheduler ask for, but work that only the main
  /// queue ran is drawn at the next of those. The clock does not wait for background work, such
  /// as a large list's diff: messages go on being read and frames drawn, and the work's
  /// completion runs at the first turn after it returned.
  public func run() async {
    guard !isClosed else { return }
    log("session opened at \(columns)x\(rows)")
    clock.waitsForBackgroundWork = false
    isRunning = true
    Self.installTurnHandlerIfNeeded()
    let interval = frameBudget.interval
    while !isClosed {
      if MainRunLoop.shared.isTurning {
        // The run loop's turn handler draws from now on.
        MainRunLoop.shared.wake(after: 0)
        await withCheckedContinuation { continuation in
          if isClosed { continuation.resume() } else { closeWait = continuation }
        }
        break
      }
      let now = MainQueueScheduler.shared.now
      // Work due on the clock, such as a list's update on the shared clock, may change the page.
      if let due = clock.nextDueTime, due <= now { needsFrame = true }
      clock.advanceTurns(by: max(0, now - clock.now))
      if needsFrame { renderFrame() }
      if isClosed { break }
      if needsFrame || clock.pendingCount > 0 {
        try? await Task.sleep(for: .seconds(interval))
      } else {
        await withCheckedContinuation { continuation in
          if needsFrame || isClosed { continuation.resume() } else { frameWait = continuation }
        }
      }
    }
  }

  /// Whether ``run()`` runs the session.
  var isRunning = false

  /// When the session may draw its next frame in ``run()``, on the main queue's clock.
  private lazy var frameBudget = FrameBudget(frameRate: options.maximumFrameRate)

  private static var turnHandler: ScheduledWork?
  private static var turnStartHandler: ScheduledWork?

  private static func installTurnHandlerIfNeeded() {
    guard turnHandler == nil else { return }
    turnHandler = MainRunLoop.shared.addTurnHandler { WebSession.endTurn() }
    // What a turn starts, such as an animated update after a session sat idle, starts now.
    turnStartHandler = MainRunLoop.shared.addTurnStartHandler {
      WebSession.moveClocksToNow(of: openSessions.filter(\.isRunning))
    }
  }

  /// Moves the clocks of `sessions` to the real time, each clock once, running the work due and
  /// the work it schedules for a turn's budget of real time (`ManualScheduler.runLoopTurnBudget`),
  /// so that work done in pieces leaves the loop between them for the page's messages and the
  /// frames (`ManualScheduler.advanceTurns(by:within:)`).
  private static func moveClocksToNow(of sessions: [WebSession]) {
    let now = MainQueueScheduler.shared.now
    var moved: Set<ObjectIdentifier> = []
    for session in sessions where moved.insert(ObjectIdentifier(session.clock)).inserted {
      session.clock.advanceTurns(by: max(0, now - session.clock.now))
    }
  }

  /// At the end of a turn of the main run loop: moves each running session's clock to the real
  /// time, then has each draw a frame, or asks for a turn when its next frame or its clock's next
  /// work is due.
  private static func endTurn() {
    let running = openSessions.filter(\.isRunning)
    moveClocksToNow(of: running)
    let now = MainQueueScheduler.shared.now
    for session in running where !session.isClosed {
      session.drawIfDue(at: now)
    }
  }

  /// Draws a frame, as the turn may have changed what the session shows, unless the frame budget
  /// (``WebSessionOptions/maximumFrameRate``, two frames in a row at once) says to wait; then
  /// asks for a turn when the next frame, or the clock's next work, is due.
  private func drawIfDue(at now: TimeInterval) {
    needsFrame = true
    let delay = frameBudget.delay(at: now)
    if delay > 0 {
      MainRunLoop.shared.wake(after: delay)
    } else {
      frameBudget.recordFrame(at: now)
      renderFrame()
    }
    if let due = clock.nextDueTime {
      MainRunLoop.shared.wake(after: due - clock.now)
    }
  }

  /// Ends the session: the work due now on its ``scheduler`` runs (such as a queued update) and
  /// the batch updates of its collection views under way end at once, the
  /// root controller disappears, its views leave the session, the work waiting on its
  /// ``scheduler`` is dropped (but for the completion of background work under way, such as a
  /// large list's diff, which runs at the clock's first turn after the work returned, so that
  /// its update ends and lets go of the screen), and ``run()`` returns. Messages received
  /// afterwards are dropped.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    let largest = largestMemoryFootprint.total
    log(
      "session closed"
        + (largest > 0 ? "; its lists held at most \(largestMemoryFootprint.summary)" : ""))
    pendingMemoryCheck?.cancel()
    pendingMemoryCheck = nil
    rootViewController.beginAppearanceTransition(false, animated: false)
    rootViewController.endAppearanceTransition()
    rootViewController.view.endEditing(true)
    // The work due now runs, such as a list adapter's queued update, and the batch updates
    // under way end now, as a key does in a terminal, so that their completions run and let go
    // of what they hold (a queued update holds its data source, ListKit's update transaction
    // its updater and collection view): the work that would end them is dropped next.
    sessionScheduler.runWorkDueNow()
    for layer in [rootViewController] + window.presentedControllers {
      Self.finishUpdateAnimations(in: layer.view)
    }
    sessionScheduler.cancelAll()
    shown = [:]
    keys.removeAll()
    window.clearStatusMessage()
    Self.registry.removeAll { $0.session == nil || $0.session === self }
    isRunning = false
    wakeUp()
  }

  /// The scheduler the session hosts its root controller's view on (`View.hostScheduler`), and
  /// so the one its screens' lists and animations run on: the ``sharedClock`` for a session on
  /// it, whose work the running sessions' frames follow at the end of each turn of the main run
  /// loop; else, as tests make them, the session's ``scheduler``, which asks for a frame after
  /// its work.
  var treeScheduler: any Scheduler {
    clock === Self.sharedClock ? Self.sharedClock : sessionScheduler
  }

  private static func finishUpdateAnimations(in view: View) {
    if let collectionView = view as? CollectionView { collectionView.finishUpdateAnimations() }
    for subview in view.subviews { finishUpdateAnimations(in: subview) }
  }

  private func wakeUp() {
    closeWait?.resume()
    closeWait = nil
    resumeFrameWait()
  }

  private func resumeFrameWait() {
    frameWait?.resume()
    frameWait = nil
  }

  /// Writes `message` to the ``log``, starting with the clock's time.
  func log(_ message: String) {
    log?(String(format: "[%.3f] ", clock.now) + message)
  }
}
