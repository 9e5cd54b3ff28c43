import Foundation
import ListUI

/// A terminal app: screens (``TerminalViewController``) on a backend, with the keys, the mouse
/// wheel, resizing and drawing handled.
///
/// The application maps input to ``TerminalCommand``s: the arrows and `j`/`k` move the selection
/// of the screen's collection view, Page Up and Down, space and `b` page, Home, End, `g` and `G`
/// jump, Enter activates, Escape and `q` go back or quit, `?` shows the key hints, Ctrl-Z
/// suspends and Ctrl-C quits. The wheel scrolls.
///
/// Each screen has a title bar above it and a status line below it, with a position indicator.
/// A frame is drawn only when something may have changed, at most ``maximumFrameRate`` a second,
/// on the ``scheduler``; a frame equal to the last one is not shown. Below ``minimumSize`` the
/// screen says the terminal is too small.
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
  public private(set) var isShowingKeyHints = false

  /// How many frames were drawn, shown or not.
  public private(set) var renderCount = 0

  /// The last frame shown.
  public private(set) var lastFrame: TerminalFrame?

  /// Where log lines go: startup, screens opened and closed, resizes, suspends; `nil`, the
  /// default, logs nothing. Log lines never go to the screen.
  public var log: TerminalLog?

  private var decoder = InputDecoder()
  private var presentedSize: TerminalSize?
  private var pendingRender: ScheduledWork?
  private var spinnerTick: ScheduledWork?
  private var lastRenderTime: TimeInterval?
  private var laidOutSize: TerminalSize?

  /// Creates an app on `backend` whose time is `clock`.
  public init(
    backend: any TerminalBackend, clock: ManualScheduler = ManualScheduler(),
    title: String = ""
  ) {
    self.backend = backend
    self.clock = clock
    self.title = title
    scheduler = clock
    scheduler = RedrawingScheduler(base: clock, application: self)
  }

  /// The screen shown.
  public var topScreen: TerminalViewController? { screens.last }

  // MARK: Screens

  /// Shows `screen` on top of the others, with the first item of its collection view selected.
  public func push(_ screen: TerminalViewController) {
    screen.application = self
    screens.append(screen)
    log("open screen '\(screen.title ?? "")' (\(screens.count) on the stack)")
    laidOutSize = nil
    layOutTopScreen()
    ensureSelection()
    setNeedsDisplay()
  }

  /// Goes back to the screen before; quits when there is none.
  public func pop() {
    guard screens.count > 1 else {
      quit()
      return
    }
    let screen = screens.removeLast()
    screen.application = nil
    log("close screen '\(screen.title ?? "")' (\(screens.count) on the stack)")
    laidOutSize = nil
    layOutTopScreen()
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
    pendingRender?.cancel()
    pendingRender = nil
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

  // MARK: Input

  /// Handles the bytes a terminal sent. An Escape on its own is held until
  /// ``flushInput()``, as it may begin a sequence.
  public func handle(bytes: [UInt8]) {
    for event in decoder.decode(bytes) { handle(event) }
  }

  /// Handles what the decoder held back, such as a lone Escape; call it when no more bytes
  /// came for a moment.
  public func flushInput() {
    for event in decoder.flush() { handle(event) }
  }

  /// Handles one event: the screen first, then as a command.
  public func handle(_ event: InputEvent) {
    defer { setNeedsDisplay() }
    if isShowingKeyHints, case .key = event {
      isShowingKeyHints = false
      if event == .key(.character("?")) || event == .key(.escape) { return }
    }
    if event == .key(.control("z")) {
      perform(.suspend)
      return
    }
    if let screen = topScreen, screen.handle(event) { return }
    guard let command = TerminalCommand(event) else { return }
    perform(command)
  }

  /// Presses `key`.
  public func press(_ key: Key) {
    handle(.key(key))
  }

  /// Types each character of `text` as a key.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Does what `command` says: the screen first, then the app.
  public func perform(_ command: TerminalCommand) {
    defer { setNeedsDisplay() }
    if command == .suspend {
      suspend()
      return
    }
    if let screen = topScreen, screen.perform(command) { return }
    switch command {
    case .moveUp: moveSelection(by: -1)
    case .moveDown: moveSelection(by: 1)
    case .pageUp: moveSelection(byPages: -1)
    case .pageDown: moveSelection(byPages: 1)
    case .moveToTop: selectItem(at: 0)
    case .moveToBottom: selectItem(at: Int.max)
    case .activate:
      if let screen = topScreen, let selected = selectedIndexPath {
        screen.activateItem(at: selected)
      }
    case .back: pop()
    case .quit: quit()
    case .suspend: suspend()
    case .toggleKeyHints: isShowingKeyHints.toggle()
    case .scroll(let rows):
      focusedCollectionView?.scrollByUser(CGPoint(x: 0, y: rows))
    case .click(let column, let row): click(column: column, row: row)
    }
  }

  // MARK: Selection

  private var focusedCollectionView: CollectionView? { topScreen?.focusedCollectionView }

  /// The selected item of the shown screen's collection view.
  public var selectedIndexPath: IndexPath? {
    focusedCollectionView?.indexPathsForSelectedItems.first
  }

  /// Every item of the focused collection view, in order.
  private func allIndexPaths() -> ItemOrder {
    ItemOrder(focusedCollectionView)
  }

  private func moveSelection(by delta: Int) {
    let paths = allIndexPaths()
    guard !paths.isEmpty else { return }
    guard let selected = selectedIndexPath, let index = paths.firstIndex(of: selected) else {
      selectItem(at: 0)
      return
    }
    selectItem(at: index + delta)
  }

  private func moveSelection(byPages pages: Int) {
    guard let collectionView = focusedCollectionView else { return }
    let paths = allIndexPaths()
    guard !paths.isEmpty else { return }
    let index = selectedIndexPath.flatMap { paths.firstIndex(of: $0) } ?? 0
    let page = max(1, collectionView.bounds.height - 1)
    let start = collectionView.layoutAttributesForItem(at: paths[index])?.frame.minY ?? 0
    let target = start + CGFloat(pages) * page
    var destination = index
    if pages > 0 {
      while destination + 1 < paths.count,
        (collectionView.layoutAttributesForItem(at: paths[destination + 1])?.frame.minY ?? 0)
          <= target
      {
        destination += 1
      }
      destination = max(destination, min(index + 1, paths.count - 1))
    } else {
      while destination > 0,
        (collectionView.layoutAttributesForItem(at: paths[destination - 1])?.frame.minY ?? 0)
          >= target
      {
        destination -= 1
      }
      destination = min(destination, max(index - 1, 0))
    }
    selectItem(at: destination)
  }

  /// Selects the item at `index` of all the items in order, kept within them, and scrolls as
  /// little as shows it.
  private func selectItem(at index: Int) {
    guard let collectionView = focusedCollectionView else { return }
    let paths = allIndexPaths()
    guard !paths.isEmpty else { return }
    let path = paths[min(max(0, index), paths.count - 1)]
    let previous = selectedIndexPath
    collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    revealSelection()
    if previous != path { topScreen?.selectionDidChange(to: path) }
  }

  /// Scrolls the focused collection view as little as shows the selected item.
  private func revealSelection() {
    guard let collectionView = focusedCollectionView, let selected = selectedIndexPath,
      let attributes = collectionView.layoutAttributesForItem(at: selected)
    else { return }
    var offset = collectionView.contentOffset
    let height = collectionView.bounds.height
    if attributes.frame.maxY > offset.y + height { offset.y = attributes.frame.maxY - height }
    if attributes.frame.minY < offset.y { offset.y = attributes.frame.minY }
    offset = collectionView.clampedContentOffset(offset)
    if offset != collectionView.contentOffset {
      collectionView.setContentOffset(offset, animated: false)
    }
    collectionView.layoutIfNeeded()
  }

  /// Selects the first item when nothing valid is selected.
  private func ensureSelection() {
    guard let collectionView = focusedCollectionView else { return }
    let paths = allIndexPaths()
    let selected = collectionView.indexPathsForSelectedItems
    if let first = selected.first, paths.contains(first) { return }
    for path in selected { collectionView.deselectItem(at: path, animated: false) }
    guard !paths.isEmpty else { return }
    let nearest = selected.first.flatMap { paths.last(atOrBefore: $0) } ?? paths[0]
    collectionView.selectItem(at: nearest, animated: false, scrollPosition: [])
    revealSelection()
    topScreen?.selectionDidChange(to: nearest)
  }

  private func click(column: Int, row: Int) {
    guard let collectionView = focusedCollectionView, let screen = topScreen else { return }
    let origin = collectionView.convert(CGPoint.zero, to: nil)
    let viewOrigin = screen.view.frame.origin
    let point = CGPoint(
      x: CGFloat(column) - origin.x - viewOrigin.x + collectionView.contentOffset.x,
      y: CGFloat(row) - origin.y - viewOrigin.y + collectionView.contentOffset.y)
    guard let path = collectionView.indexPathForItem(at: point) else { return }
    if let index = allIndexPaths().firstIndex(of: path) { selectItem(at: index) }
    screen.activateItem(at: path)
  }

  // MARK: Drawing

  /// Asks for a frame: drawn at the clock's next turn, no sooner than a frame interval after
  /// the last.
  public func setNeedsDisplay() {
    guard pendingRender == nil else { return }
    let interval = 1 / Self.maximumFrameRate
    let delay = lastRenderTime.map { max(0, $0 + interval - clock.now) } ?? 0
    pendingRender = clock.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.pendingRender = nil
      self.render()
    }
  }

  /// Draws a frame now and shows it if it differs from the last one shown.
  ///
  /// - Returns: The frame.
  @discardableResult
  public func render() -> TerminalFrame {
    renderCount += 1
    lastRenderTime = clock.now
    let frame = makeFrame()
    if let presentedSize, presentedSize != frame.size {
      log("resize to \(frame.size.columns)x\(frame.size.rows)")
    }
    presentedSize = frame.size
    if frame != lastFrame {
      lastFrame = frame
      backend.present(frame)
    }
    scheduleSpinnerTick()
    return frame
  }

  /// Starts the backend, runs the work due now, such as the first data loads, and draws the
  /// first frame.
  public func start() throws {
    try backend.start()
    let size = backend.size
    log("start at \(size.columns)x\(size.rows) on \(Swift.type(of: backend))")
    pendingRender?.cancel()
    pendingRender = nil
    lastFrame = nil
    clock.advance(by: 0)
    if lastFrame == nil { render() }
  }

  /// Stops the backend, giving the terminal back.
  public func stop() {
    log("stop")
    pendingRender?.cancel()
    pendingRender = nil
    backend.stop()
  }

  /// The frame for the current state at the backend's size.
  public func makeFrame() -> TerminalFrame {
    let size = backend.size
    let grid = CellGrid(size: size)
    guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
      drawTooSmall(on: grid)
      return grid.frame
    }
    layOutTopScreen()
    ensureSelection()
    drawTitleBar(on: grid)
    if let screen = topScreen {
      let content = screen.view.frame
      let context = DrawingContext(surface: grid).clipped(to: content)
      screen.view.drawHierarchy(in: context)
      drawSelectionMarker(on: grid, screen: screen)
    }
    drawStatusLine(on: grid)
    if isShowingKeyHints { drawKeyHints(on: grid) }
    return grid.frame
  }

  /// Gives the shown screen the area between the title bar and the status line, and keeps the
  /// selection in view when that area changed.
  private func layOutTopScreen() {
    let size = backend.size
    guard let screen = topScreen, size.columns >= Self.minimumSize.columns,
      size.rows >= Self.minimumSize.rows
    else { return }
    let area = CGRect(x: 0, y: 1, width: size.columns, height: size.rows - 2)
    if screen.view.frame != area { screen.view.frame = area }
    screen.view.layoutIfNeeded()
    if laidOutSize != size {
      laidOutSize = size
      if let collectionView = focusedCollectionView {
        let clamped = collectionView.clampedContentOffset(collectionView.contentOffset)
        if clamped != collectionView.contentOffset {
          collectionView.setContentOffset(clamped, animated: false)
        }
        revealSelection()
      }
    }
  }

  private func drawTooSmall(on grid: CellGrid) {
    let size = grid.size
    guard size.columns > 0, size.rows > 0 else { return }
    let message =
      "Terminal too small: \(size.columns)x\(size.rows), needs "
      + "\(Self.minimumSize.columns)x\(Self.minimumSize.rows)"
    let lines = TextMetrics.wrap(message, toWidth: size.columns)
    let top = max(0, (size.rows - lines.count) / 2)
    for (index, line) in lines.prefix(size.rows).enumerated() {
      let shown =
        index == size.rows - 1 && lines.count > size.rows
        ? TextMetrics.truncate(line + " …", toWidth: size.columns) : line
      grid.write(shown, column: 0, row: top + index)
    }
  }

  private func drawTitleBar(on grid: CellGrid) {
    let width = grid.size.columns
    let style = TextStyle(isBold: true, isReversed: true)
    grid.fill(
      grid.drawableBounds.divided(atDistance: 1, from: .minYEdge).slice, style: style,
      clip: grid.drawableBounds)
    var text = " " + title
    if screens.count > 1, let screenTitle = topScreen?.title {
      text = width < 50 || title.isEmpty ? " " + screenTitle : text + " › " + screenTitle
    }
    let help = "? keys "
    let room = width - TextMetrics.width(of: help) - 1
    grid.write(TextMetrics.truncate(text, toWidth: max(0, room)), column: 0, row: 0, style: style)
    if room > TextMetrics.width(of: text) {
      grid.write(help, column: width - TextMetrics.width(of: help), row: 0, style: style)
    }
  }

  private func drawStatusLine(on grid: CellGrid) {
    let width = grid.size.columns
    let row = grid.size.rows - 1
    let position = positionText()
    let status = topScreen?.statusText ?? ""
    let room = width - TextMetrics.width(of: position) - 2
    grid.write(
      " " + TextMetrics.truncate(status, toWidth: max(0, room - 1)), column: 0, row: row,
      style: .dim)
    grid.write(position, column: width - TextMetrics.width(of: position) - 1, row: row)
  }

  /// The position indicator: the selected item's place among the items, and how far the list
  /// is scrolled.
  public func positionText() -> String {
    guard let collectionView = focusedCollectionView else { return "" }
    let paths = allIndexPaths()
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
    let point = CGPoint(
      x: inRoot.x + screen.view.frame.minX, y: inRoot.y + screen.view.frame.minY)
    let visible = collectionView.convert(CGPoint.zero, to: nil)
    let top = visible.y + screen.view.frame.minY + collectionView.contentOffset.y
    guard point.y >= screen.view.frame.minY, point.y < screen.view.frame.maxY,
      point.y >= top - collectionView.contentOffset.y
    else { return }
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
      KeyHint("Enter", "open, press"),
      KeyHint("Esc q", screens.count > 1 ? "back" : "quit"),
      KeyHint("Ctrl-C", "quit"),
      KeyHint("?", "hide these keys"),
    ] + (topScreen?.keyHints ?? [])
  }

  private func drawKeyHints(on grid: CellGrid) {
    let hints = keyHints
    let keysWidth = hints.map { TextMetrics.width(of: $0.keys) }.max() ?? 0
    let lines = hints.map { hint in
      hint.keys + String(repeating: " ", count: keysWidth - TextMetrics.width(of: hint.keys))
        + "  " + hint.action
    }
    let contentWidth = max(lines.map { TextMetrics.width(of: $0) }.max() ?? 0, 4)
    let width = min(grid.size.columns, contentWidth + 4)
    let height = min(grid.size.rows, lines.count + 2)
    let left = (grid.size.columns - width) / 2
    let top = (grid.size.rows - height) / 2
    let box = CGRect(x: left, y: top, width: width, height: height)
    grid.fill(box, style: .plain, clip: grid.drawableBounds)
    let rule = String(repeating: "─", count: max(0, width - 2))
    grid.write("┌" + rule + "┐", column: left, row: top)
    let title = " Keys "
    if width > 8 { grid.write(title, column: left + 2, row: top, style: .bold) }
    for index in 0..<max(0, height - 2) {
      let text = TextMetrics.truncate(lines[index], toWidth: max(0, width - 4))
      grid.write("│", column: left, row: top + 1 + index)
      grid.write(text, column: left + 2, row: top + 1 + index)
      grid.write("│", column: left + width - 1, row: top + 1 + index)
    }
    grid.write("└" + rule + "┘", column: left, row: top + height - 1)
  }

  // MARK: Spinners

  private func scheduleSpinnerTick() {
    guard spinnerTick == nil, let screen = topScreen,
      Self.hasAnimatingSpinner(in: screen.view)
    else { return }
    spinnerTick = clock.schedule(after: 0.1) { [weak self] in
      guard let self else { return }
      self.spinnerTick = nil
      if let screen = self.topScreen { Self.advanceSpinners(in: screen.view) }
      self.setNeedsDisplay()
    }
  }

  private static func hasAnimatingSpinner(in view: View) -> Bool {
    if view.isHidden { return false }
    if let spinner = view as? ActivityIndicatorView, spinner.isAnimating { return true }
    return view.subviews.contains { hasAnimatingSpinner(in: $0) }
  }

  private static func advanceSpinners(in view: View) {
    if let spinner = view as? ActivityIndicatorView { spinner.advanceAnimationFrame() }
    for subview in view.subviews { advanceSpinners(in: subview) }
  }
}

/// A scheduler that runs work on another and then asks the application for a frame, since the
/// work may have changed what is shown.
@MainActor
final class RedrawingScheduler: Scheduler {
  let base: any Scheduler
  weak var application: TerminalApplication?

  init(base: any Scheduler, application: TerminalApplication) {
    self.base = base
    self.application = application
  }

  var now: TimeInterval { base.now }

  @discardableResult
  func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    base.schedule(after: delay) { [weak self] in
      work()
      self?.application?.setNeedsDisplay()
    }
  }
}

/// The items of a collection view in order, as index paths, without listing them: the place of
/// each section's first item. Building it costs O(sections); an item's place, O(1); the index
/// path at a place, O(log sections). A list of 100,000 sections is not walked item by item on
/// each key and each frame.
struct ItemOrder: RandomAccessCollection {
  /// The place of each section's first item; an empty section shares it with the next.
  private let starts: [Int]
  private let counts: [Int]
  /// The number of items.
  let count: Int

  @MainActor
  init(_ collectionView: CollectionView?) {
    var starts: [Int] = []
    var counts: [Int] = []
    var total = 0
    if let collectionView {
      let sections = collectionView.numberOfSections
      starts.reserveCapacity(sections)
      counts.reserveCapacity(sections)
      for section in 0..<sections {
        let items = collectionView.numberOfItems(inSection: section)
        starts.append(total)
        counts.append(items)
        total += items
      }
    }
    self.starts = starts
    self.counts = counts
    count = total
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// The index path of the item at `position`.
  subscript(position: Int) -> IndexPath {
    // The last section that starts at or before the place: the one that holds it.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return IndexPath(item: position - starts[low], section: low)
  }

  /// The place of the item at `indexPath`, or `nil` when there is no such item.
  func firstIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.item)
    else { return nil }
    return starts[indexPath.section] + indexPath.item
  }

  /// Whether there is an item at `indexPath`.
  func contains(_ indexPath: IndexPath) -> Bool { firstIndex(of: indexPath) != nil }

  /// The last item at or before `indexPath` in order, or `nil` when there is none.
  func last(atOrBefore indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, !counts.isEmpty, indexPath.section >= 0 else { return nil }
    var section = Swift.min(indexPath.section, counts.count - 1)
    var item = section < indexPath.section ? Int.max : indexPath.item
    while section >= 0 {
      if counts[section] > 0 && item >= 0 {
        return IndexPath(item: Swift.min(item, counts[section] - 1), section: section)
      }
      section -= 1
      item = Int.max
    }
    return nil
  }
}
