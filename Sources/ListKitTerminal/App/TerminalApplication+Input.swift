@_spi(ListKit) import ListUI

/// Input: bytes decoded into events, events mapped to commands, commands carried out; Tab focus
/// and pasted text.
extension TerminalApplication {
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

  /// Handles one event. Mouse events are dropped unless ``acceptsMouse``; otherwise animations
  /// under way end first. Pasted text, cleaned, goes to the ``textInput``, or else to
  /// `AppViewController.insertText(_:)`, never to the keys. Ctrl-C quits and Ctrl-Z suspends. A
  /// key goes through the ``window``'s steps (`Window.handleKey(_:isTyping:)`) with the terminal's
  /// own between them: it hides all the key hints when they are shown; an alert on top takes it;
  /// then the filter line of a filterable screen (see `AppViewController.isFilterable`), then the
  /// text input (see ``textInput``), then a focused segmented control (Left and Right), then the
  /// screen's ``TerminalViewController/handle(_:)``, then the keyboard's long press
  /// (`Window.handleGestureKey(_:)`), then the responder chain from the screen's
  /// first responder, or the screen, to the key commands that match it
  /// (`Responder.sendKey(_:)`); then it becomes a command (``perform(_:)``).
  public func handle(_ event: InputEvent) {
    if case .mouse = event, !acceptsMouse { return }
    defer {
      screensDidChange()
      setNeedsDisplay()
    }
    finishAnimationsForInput()
    let keyboardKey: KeyboardKey?
    if case .key(let key) = event { keyboardKey = key.keyboardKey } else { keyboardKey = nil }
    if keyboardKey != nil { window.makeKey() }
    if let keyboardKey, window.hideKeyHints(for: keyboardKey) { return }
    if event == .key(.control("z")) || event == .key(.control("c")) {
      if let command = TerminalCommand(event) { perform(command) }
      return
    }
    if window.topAlert != nil {
      switch event {
      case .key:
        if let keyboardKey { _ = window.handleAlertKey(keyboardKey) }
      case .paste: log("paste ignored: an alert is shown")
      case .mouse: if let command = TerminalCommand(event) { perform(command) }
      }
      return
    }
    if case .mouse(let mouse) = event, handleGestureMouse(mouse) { return }
    if case .paste(let text) = event {
      paste(text)
      return
    }
    if let keyboardKey, window.handleFilterKey(keyboardKey, isTyping: textInput != nil) {
      return
    }
    if case .key(let key) = event, let input = textInput, editText(with: key, in: input) {
      return
    }
    if case .key(let key) = event, handleFocusedControl(key) { return }
    if let screen = topScreen as? TerminalViewController, screen.handle(event) { return }
    if let keyboardKey, textInput == nil, window.handleGestureKey(keyboardKey) { return }
    if let keyboardKey, window.sendKeyToScreen(keyboardKey) { return }
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

  /// Does what `command` says: the screen first, then the app. While an alert is presented on
  /// top, the alert takes it instead: the moves and Tab go from action to action, Enter chooses
  /// the focused one, Escape chooses the cancel action (or dismisses an alert without one), a
  /// click presses the action under it.
  public func perform(_ command: TerminalCommand) {
    defer {
      screensDidChange()
      setNeedsDisplay()
    }
    finishAnimationsForInput()
    screensDidChange()
    // An update since the last frame may have deleted the selected item: the command acts on
    // the item now in its place.
    window.keepSelection()
    if command == .suspend {
      suspend()
      return
    }
    if let alert = window.topAlert {
      perform(command, in: alert)
      return
    }
    if let screen = topScreen as? TerminalViewController, screen.perform(command) { return }
    switch command {
    case .window(.activate):
      guard let screen = topScreen else { break }
      if let control = controlFocus.controlOutsideList(
        in: focusRoots(of: screen), collectionView: focusedCollectionView)
      {
        ControlFocus.activate(control)
      } else if let selected = selectedIndexPath,
        let cell = focusedCollectionView?.cellForItem(at: selected),
        let control = controlFocus.control(in: cell)
      {
        ControlFocus.activate(control)
      } else {
        window.perform(.activate)
      }
    case .window(.focusNext): moveFocus(by: 1)
    case .window(.focusPrevious): moveFocus(by: -1)
    case .window(.back): pop()
    case .window(let windowCommand): window.perform(windowCommand)
    case .quit: quit()
    case .suspend: suspend()
    case .scroll(let rows):
      focusedCollectionView?.scrollByUser(
        CGPoint(x: 0, y: CGFloat(rows) * layoutUnits.cellSize.height))
    case .click(let column, let row): click(column: column, row: row)
    case .secondaryClick(let column, let row): secondaryClick(column: column, row: row)
    }
  }

  /// Moves the focus to the next or previous control on screen and, for a control in a row,
  /// selects its row; moves the selection when the screen has no control.
  func moveFocus(by step: Int) {
    guard let screen = topScreen else { return }
    guard
      let focused = controlFocus.move(
        by: step, in: focusRoots(of: screen), collectionView: focusedCollectionView)
    else {
      moveSelection(by: step)
      return
    }
    if let path = focused.indexPath, let index = allIndexPaths().firstIndex(of: path) {
      selectItem(at: index)
    }
  }

  /// Gives pasted text to a text view as it is; to the screen's other text inputs without line
  /// breaks, control and format characters (such as a right-to-left override);
  /// logs it when the screen has none.
  func paste(_ text: String) {
    if let textView = textInput as? TextView {
      // Lines and all: a text view has them.
      textView.insertText(text.replacingOccurrences(of: "\r\n", with: "\n"))
      return
    }
    let cleaned = TextMetrics.singleLine(text)
    guard !cleaned.isEmpty else { return }
    if window.pasteIntoFilter(cleaned) { return }
    if let input = textInput {
      input.insertText(cleaned)
      return
    }
    if let screen = topScreen as? AppViewController, screen.insertText(cleaned) { return }
    log("paste of \(cleaned.count) characters ignored: no text input on this screen")
  }
}
