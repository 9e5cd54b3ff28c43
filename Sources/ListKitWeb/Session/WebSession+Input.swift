import Foundation
@_spi(ListKit) import ListUI

/// Input from the page: each message checked, then carried out as ListKitTerminal carries out
/// the same input.
extension WebSession {
  /// Takes one text message from the page: checked, then carried out. A message that is too
  /// long, is not JSON, has an unknown type, a field of the wrong type or out of its range, or
  /// names an element the session does not show, is dropped with a log line.
  ///
  /// - `hello` and `resize` lay the views out at the page's size in cells; `hello` also says
  ///   whether the page prefers reduced motion, and makes the next frame replace everything.
  /// - `click` on a control presses it as a click in a terminal does (a button sends its
  ///   actions, a switch turns, a segment is selected, a text field takes the keys); on a cell,
  ///   it selects the item and taps it, so that its section controller hears `didSelectItem`.
  ///   The title bar's back button goes back, its bar button items are pressed.
  /// - `key` goes through the ``window``, as a terminal's keys do, with the same keymap
  ///   (`WindowCommand`): an alert on top takes it; then the filter line; then the text field
  ///   with the keys (Enter types Return, Escape makes it resign); then the responder chain from
  ///   the shown screen's first responder, or the screen, to the key commands that match it
  ///   (`Responder.sendKey(_:)`); then Escape and `q` go back (cancel an alert, dismiss a
  ///   presented controller or pop the navigation stack); the arrows, `j`/`k`, Page Up and Page
  ///   Down, space and `b`, Home, End, `g` and `G` move the selection of the list the key was
  ///   pressed in (or the screen's) and scroll it into view; Enter presses the selected row's
  ///   first button, or taps it; `x` shows its actions; F2 and on press the bar button items;
  ///   `?` shows all the keys.
  /// - `menu`, a right click, on a row selects it and shows its actions, its context menu, as an
  ///   action sheet; `x` does the same for the selected row.
  /// - `wheel` scrolls the scroll view under it as a user's drag does.
  /// - `text` says what a text field holds now: the change goes through the field, so its
  ///   delegate is asked and told as it is when keys type; what the field refuses is sent back.
  /// - `paste` inserts text, without line breaks and control characters, into the text field
  ///   with the keys, or the open filter line, or the shown screen's
  ///   `AppViewController.insertText(_:)`.
  /// - `focus` and `blur` give a text field the keys and take them back, and mark a control
  ///   focused.
  public func receive(_ message: String) {
    guard !isClosed else { return }
    let size = message.utf8.count
    guard size <= options.maximumMessageBytes else {
      log("message dropped: \(size) bytes, more than \(options.maximumMessageBytes)")
      notice = "Input dropped: \(Self.describeBytes(size)), more than one message takes"
      setNeedsFrame()
      return
    }
    switch PageMessage.parse(message) {
    case .failure(let error):
      log("message dropped: \(error)")
    case .success(let parsed):
      handle(parsed)
      setNeedsFrame()
    }
  }

  /// Takes `message` as the page would send it (``PageMessage/jsonText``), checked and carried
  /// out as ``receive(_:)-(String)`` does: how a test drives a session without writing JSON.
  public func receive(_ message: PageMessage) {
    receive(message.jsonText)
  }

  private func handle(_ message: PageMessage) {
    switch message {
    case .part:
      break
    case .text, .paste:
      notice = nil
    default:
      notice = nil
      // Only the message the parts belong to completes them.
      dropPendingParts()
    }
    switch message {
    case .part(let of, let id, let text):
      receivePart(of: of, id: id, text: text)
    case .text(let id, let value, let caret) where pendingParts != nil:
      guard let whole = completeParts(of: "text", id: id, with: value) else { return }
      handle(.text(id: id, value: whole, caret: caret))
    case .paste(let id, let text) where pendingParts != nil:
      guard let whole = completeParts(of: "paste", id: id, with: text) else { return }
      handle(.paste(id: id, text: whole))
    case .hello(let columns, let rows, let reducesMotion, let scheme, let pixels):
      pageReducesMotion = reducesMotion
      colorScheme = scheme
      needsReset = true
      pagePixels = pixels
      resize(columns: columns, rows: rows)
      log(
        "hello at \(columns)x\(rows), \(scheme)"
          + (self.reducesMotion ? ", reduced motion" : ""))
    case .resize(let columns, let rows, let pixels):
      pagePixels = pixels
      resize(columns: columns, rows: rows)
      log("resize to \(columns)x\(rows)")
    case .click(let id, _, _) where id == suppressedClick:
      suppressedClick = nil
      log("click on '\(id)' taken by a gesture")
    case .click(let id, let x, let y):
      suppressedClick = nil
      click(id: id, at: options.layoutUnits.point(ofCellAtColumn: x ?? 0, row: y ?? 0))
    case .pointer(let phase, let id, let x, let y):
      pointer(phase, id: id, at: options.layoutUnits.point(ofCellAtColumn: x, row: y))
    case .menu(let id, let x, let y):
      showMenu(id: id, at: options.layoutUnits.point(ofCellAtColumn: x ?? 0, row: y ?? 0))
    case .key(let event):
      handleKey(event)
    case .wheel(let id, let dx, let dy):
      wheel(id: id, by: CGPoint(x: dx, y: dy))
    case .pinch(let id, let x, let y, let scale):
      pinch(id: id, at: options.layoutUnits.point(ofCellAtColumn: x, row: y), scale: scale)
    case .text(let id, let value, _) where id == Self.filterKey:
      editFilter(to: value)
    case .text(let id, let value, let caret):
      guard let view = view(for: id), let field = view as? any TextInput else {
        log("text dropped: '\(id)' is not a text field")
        return
      }
      edit(field, of: view, to: value, caret: caret, key: id)
    case .paste(_, let text):
      paste(text)
    case .focus(let id) where id == Self.filterKey, .blur(let id) where id == Self.filterKey:
      break
    case .focus(let id):
      focus(id: id)
    case .blur(let id):
      guard let view = view(for: id) else { return }
      if let control = view as? Control { control.isFocused = false }
      if view.isFirstResponder { view.resignFirstResponder() }
    }
  }

  /// The most bytes the parts of one long text or paste may add up to: 256 messages.
  var maximumPartsBytes: Int {
    let (bytes, overflows) = options.maximumMessageBytes.multipliedReportingOverflow(by: 256)
    return overflows ? Int.max : bytes
  }

  /// Forgets the parts kept, which the message that came did not complete, with a log line.
  private func dropPendingParts() {
    guard let parts = pendingParts else { return }
    log("parts dropped: \(parts.text.utf8.count) bytes of an unfinished \(parts.of)")
    pendingParts = nil
  }

  /// Keeps a piece of a long text or paste, until the message that completes it comes; drops
  /// them all, and tells the user, once they are more than ``maximumPartsBytes``.
  private func receivePart(of kind: String, id: String?, text: String) {
    if let parts = pendingParts, parts.of != kind || parts.id != id { dropPendingParts() }
    var parts = pendingParts ?? PendingParts(of: kind, id: id, text: "", isDropped: false)
    if !parts.isDropped {
      parts.text += text
      if parts.text.utf8.count > maximumPartsBytes {
        log("\(kind) dropped: more than \(maximumPartsBytes) bytes")
        parts.text = ""
        parts.isDropped = true
      }
    }
    pendingParts = parts
  }

  /// The whole text of the parts kept and `last`, the last piece, when they belong together;
  /// `nil`, with a message the user sees, when they were too long.
  private func completeParts(of kind: String, id: String?, with last: String) -> String? {
    guard let parts = pendingParts else { return last }
    guard parts.of == kind, parts.id == id else {
      dropPendingParts()
      return last
    }
    pendingParts = nil
    guard !parts.isDropped, parts.text.utf8.count + last.utf8.count <= maximumPartsBytes else {
      notice =
        (kind == "paste" ? "Paste" : "Text") + " dropped: more than "
        + Self.describeBytes(maximumPartsBytes)
      return nil
    }
    return parts.text + last
  }

  /// A size in bytes as people read it: "64 KiB", "1.5 MiB".
  static func describeBytes(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) bytes" }
    if bytes < 1024 * 1024 {
      return String(format: "%.0f KiB", Double(bytes) / 1024)
    }
    let mebibytes = Double(bytes) / (1024 * 1024)
    return mebibytes == mebibytes.rounded()
      ? "\(Int(mebibytes)) MiB" : String(format: "%.1f MiB", mebibytes)
  }

  /// The view shown as the element `key`, if it still lives; logs an unknown key.
  func view(for key: String) -> View? {
    guard let view = keys.view(for: key), shown[key] != nil else {
      log("message dropped: no element '\(key)'")
      return nil
    }
    return view
  }

  private func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    layOutScreens()
    if let collectionView = window.focusedCollectionView {
      let clamped = collectionView.clampedContentOffset(collectionView.contentOffset)
      if clamped != collectionView.contentOffset {
        collectionView.setContentOffset(clamped, animated: false)
      }
      window.revealSelection()
    }
  }

  // MARK: Gestures

  /// The page's pointer drives the gesture recognizers under it (`Window.pointerDown(at:)`):
  /// down on an element starts a touch where recognizers take it, a move moves it, up ends it
  /// (both measured from where the element was when the pointer went down),
  /// and when a recognizer that cancels touches in its view took it, the click that the page
  /// sends after it is dropped.
  private func pointer(_ phase: PointerPhase, id: String, at point: CGPoint) {
    switch phase {
    case .down:
      suppressedClick = nil
      // Bar buttons, swipe buttons and segments are not views: their clicks are theirs.
      guard let view = keys.view(for: id), shown[id] != nil, window.topAlert == nil,
        Self.isInteractive(view)
      else { return }
      let origin = view.convert(CGPoint.zero, to: nil)
      let inWindow = CGPoint(x: origin.x + point.x, y: origin.y + point.y)
      trackedPointer = window.pointerDown(at: inWindow) ? (id, origin) : nil
    case .move, .up:
      // The page measures from where the element was when the pointer went down, as the
      // element itself may move with the gesture (a cell moving in the list).
      guard let tracked = trackedPointer, tracked.id == id else { return }
      let inWindow = CGPoint(x: tracked.origin.x + point.x, y: tracked.origin.y + point.y)
      if phase == .move {
        window.pointerMoved(to: inWindow)
      } else {
        trackedPointer = nil
        if !window.pointerUp(at: inWindow) { suppressedClick = id }
      }
    case .cancel:
      trackedPointer = nil
      window.cancelGestureTouch()
    }
  }

  /// A pinch step over the element `id`, at `point` in it: the pinch recognizers under it
  /// (`Window.pinch(at:scaleBy:)`).
  private func pinch(id: String, at point: CGPoint, scale: Double) {
    guard let view = keys.view(for: id), shown[id] != nil else { return }
    let origin = view.convert(CGPoint.zero, to: nil)
    let inWindow = CGPoint(x: origin.x + point.x, y: origin.y + point.y)
    if !window.pinch(at: inWindow, scaleBy: CGFloat(scale)) {
      log("pinch dropped: no pinch recognizer under '\(id)'")
    }
  }

  // MARK: Clicks

  private func click(id: String, at point: CGPoint) {
    if id == "back" {
      goBack()
      return
    }
    if id.hasPrefix("item"), shown[id] != nil, let index = Int(id.dropFirst(4)) {
      window.perform(.pressBarButtonItem(index: index))
      return
    }
    if let dot = id.lastIndex(of: "."), id[dot...].hasPrefix(".w"),
      let place = Int(id[id.index(dot, offsetBy: 2)...])
    {
      guard shown[id] != nil, let cell = view(for: String(id[..<dot])) as? CollectionViewCell
      else {
        log("message dropped: no element '\(id)'")
        return
      }
      performSwipeAction(at: place, of: cell)
      return
    }
    if let dot = id.firstIndex(of: "."), id[dot...].hasPrefix(".s"),
      let segment = Int(id[id.index(dot, offsetBy: 2)...])
    {
      guard let control = view(for: String(id[..<dot])) as? SegmentedControl else { return }
      pressSegment(segment, of: control)
      return
    }
    guard let view = view(for: id) else { return }
    if let alert = window.topAlert, !view.isDescendant(of: alert.view) {
      log("click dropped: an alert is shown")
      return
    }
    guard Self.isInteractive(view) else { return }
    let cell = Self.cell(containing: view)
    if let cell, let collectionView = cell.superview as? CollectionView,
      let indexPath = collectionView.indexPath(for: cell)
    {
      if let control = Self.control(containing: view, within: cell) {
        window.focus(on: collectionView)
        window.select(indexPath)
        guard Self.isPressable(control) else { return }
        control.press(at: view.convert(point, to: control))
      } else {
        window.focus(on: collectionView)
        window.clickItem(at: indexPath, in: collectionView)
      }
      return
    }
    if let control = Self.control(containing: view, within: nil), Self.isPressable(control) {
      control.press(at: view.convert(point, to: control))
    }
  }

  /// Runs the swipe action at `place` among the trailing then the leading ones of `cell`'s row,
  /// a button the page showed on it, and selects the row.
  private func performSwipeAction(at place: Int, of cell: CollectionViewCell) {
    guard window.topAlert == nil, Self.isInteractive(cell),
      let collectionView = cell.superview as? CollectionView,
      let indexPath = collectionView.indexPath(for: cell)
    else { return }
    let actions = AppViewController.swipeActions(forItemAt: indexPath, in: collectionView)
    guard actions.indices.contains(place) else {
      log("click dropped: the row has no swipe action \(place)")
      return
    }
    window.focus(on: collectionView)
    window.select(indexPath)
    actions[place].perform(in: cell)
  }

  /// A right click (the page's `contextmenu`) on the element `id`: on a row, selects it and
  /// shows its actions, its context menu, as an action sheet.
  private func showMenu(id: String, at point: CGPoint) {
    guard let view = view(for: id), window.topAlert == nil,
      let cell = Self.cell(containing: view),
      let collectionView = cell.superview as? CollectionView,
      let indexPath = collectionView.indexPath(for: cell)
    else { return }
    window.focus(on: collectionView)
    window.showActions(
      forItemAt: indexPath, in: collectionView, at: view.convert(point, to: collectionView))
  }

  private func pressSegment(_ segment: Int, of control: SegmentedControl) {
    guard Self.isInteractive(control) else { return }
    let width = options.layoutUnits.columns(in: control.bounds.width)
    guard
      let column = (0..<max(0, width)).first(where: { control.segment(atColumn: $0) == segment })
    else { return }
    control.press(at: options.layoutUnits.point(ofCellAtColumn: column, row: 0))
  }

  /// Whether `view` and every view it is in are shown and take interaction.
  static func isInteractive(_ view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      guard !candidate.isHidden, candidate.isUserInteractionEnabled,
        candidate.alpha >= View.minimumInteractiveAlpha
      else { return false }
      current = candidate.superview
    }
    return true
  }

  /// Whether a click may press `control`: enabled, shown and taking interaction.
  static func isPressable(_ control: Control) -> Bool {
    control.isEnabled && isInteractive(control)
  }

  /// The innermost control that is `view` or holds it, stopping at `limit`.
  static func control(containing view: View, within limit: View?) -> Control? {
    var current: View? = view
    while let candidate = current, candidate !== limit {
      if let control = candidate as? Control { return control }
      current = candidate.superview
    }
    return nil
  }

  /// The collection view cell that is `view` or holds it, if any.
  static func cell(containing view: View) -> CollectionViewCell? {
    var current: View? = view
    while let candidate = current {
      if let cell = candidate as? CollectionViewCell, candidate.superview is CollectionView {
        return cell
      }
      current = candidate.superview
    }
    return nil
  }

  // MARK: Keys

  /// A key from the page goes through the window's steps (`Window.handleKey(_:isTyping:)`),
  /// with the page's text fields between them: the list the key was pressed in becomes the one
  /// the keys move in; all the key hints shown hide; an alert takes every key; then the filter
  /// line; then, in a text field, Enter types Return and Escape makes it resign; then the
  /// keyboard's long press (`Window.handleGestureKey(_:)`); then the responder chain from the shown screen's first responder; then the shell's keymap.
  private func handleKey(_ event: WebKeyEvent) {
    let target = event.targetID.flatMap { keys.view(for: $0) }
    if let target { window.focus(on: target) }
    guard let key = event.keyboardKey else { return }
    window.makeKey()
    if window.hideKeyHints(for: key) || window.handleAlertKey(key) { return }
    let field = target as? TextField ?? topScreen?.view.firstResponder as? TextField
    let typing = target is any KeyInput || topScreen?.view.firstResponder is any KeyInput
    if window.handleFilterKey(key, isTyping: typing) { return }
    if event.key == "Escape",
      let textView = target as? TextView ?? topScreen?.view.firstResponder as? TextView
    {
      textView.resignFirstResponder()
      return
    }
    if let field {
      switch event.key {
      case "Enter":
        field.insertText("\n")
        return
      case "Escape":
        field.resignFirstResponder()
        return
      default:
        break
      }
    }
    if !typing, window.handleGestureKey(key) { return }
    if window.sendKeyToScreen(key) { return }
    if let command = WindowCommand(key) { window.perform(command) }
  }

  // MARK: The wheel, text, focus

  private func wheel(id: String?, by delta: CGPoint) {
    var scrollView: ScrollView?
    var current = id.flatMap { view(for: $0) }
    while let candidate = current {
      if let found = candidate as? ScrollView, found.isScrollEnabled {
        scrollView = found
        break
      }
      current = candidate.superview
    }
    guard let target = scrollView ?? window.focusedCollectionView else { return }
    let cell = options.layoutUnits.cellSize
    target.scrollByUser(CGPoint(x: delta.x * cell.width, y: delta.y * cell.height))
  }

  /// Makes `field`'s text `value` through the field: the changed characters are selected and
  /// replaced, as typing would, so its delegate is asked and told; then the caret is placed.
  /// The page is told the field's text afterwards if it differs from what the page shows.
  private func edit(
    _ field: any TextInput, of view: View, to value: String, caret: Int?, key: String
  ) {
    let isEditable = (view as? TextField)?.isEnabled ?? (view as? TextView)?.isEditable ?? true
    guard isEditable, view.becomeFirstResponder() else {
      shown[key]?.value = value
      return
    }
    let old = Array(Self.text(of: view))
    let new = Array(value)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let inserted = String(new[prefix..<(new.count - suffix)])
    let start = field.beginningOfDocument
    if let from = field.position(from: start, offset: prefix),
      let to = field.position(from: start, offset: old.count - suffix)
    {
      field.selectedTextRange = field.textRange(from: from, to: to)
      if inserted.isEmpty {
        if prefix < old.count - suffix { field.deleteBackward() }
      } else {
        field.insertText(inserted)
      }
    }
    if let caret, Self.text(of: view).count == value.count,
      let position = field.position(from: start, offset: min(caret, value.count))
    {
      field.selectedTextRange = field.textRange(from: position, to: position)
    }
    // What the page shows now: the next frame corrects it if the field differs.
    shown[key]?.value = value
    if let caret { shown[key]?.caret = caret }
  }

  /// The text of a text field or a text view.
  private static func text(of view: View) -> String {
    (view as? TextField)?.text ?? (view as? TextView)?.text ?? ""
  }

  private func paste(_ text: String) {
    if let textView = topScreen?.view.firstResponder as? TextView {
      // Lines and all: a text view has them.
      textView.insertText(text.replacingOccurrences(of: "\r\n", with: "\n"))
      return
    }
    let cleaned = TextMetrics.singleLine(text)
    guard !cleaned.isEmpty else { return }
    if let input = topScreen?.view.firstResponder as? any KeyInput {
      input.insertText(cleaned)
    } else if window.pasteIntoFilter(cleaned) {
      return
    } else if let screen = topScreen as? AppViewController, screen.insertText(cleaned) {
      return
    } else {
      log("paste of \(cleaned.count) characters ignored: no text input on this screen")
    }
  }

  private func focus(id: String) {
    guard let view = view(for: id) else { return }
    if view is TextField || view is TextView {
      if !view.isFirstResponder { view.becomeFirstResponder() }
    } else if let control = view as? Control {
      control.isFocused = true
    }
    window.focus(on: view)
  }
}
