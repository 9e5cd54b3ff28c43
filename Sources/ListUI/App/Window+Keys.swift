/// The keys: the shell's keymap (``WindowCommand``) after the alert, the filter line and the
/// screen's key commands; and the key hints that list them.
extension Window {
  /// Takes `key` as the shell does in every renderer, and makes this the key window
  /// (``Application/keyWindow``):
  /// 1. while all the key hints are shown, any key hides them (`?` and Escape do nothing else);
  /// 2. while an alert is on top, it takes every key (``handleAlertKey(_:)``);
  /// 3. the filter line (``handleFilterKey(_:isTyping:)``);
  /// 4. unless a text field has the keys, the keyboard's long press (``handleGestureKey(_:)``);
  /// 5. the responder chain from the shown screen's first responder, or the screen, to the key
  ///    commands that match (``sendKeyToScreen(_:)``);
  /// 6. the keymap, ``WindowCommand``, carried out by ``perform(_:)``.
  ///
  /// A renderer with keys of its own, such as a terminal's text editing, takes the steps one
  /// by one around its own.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - isTyping: Whether a text field has the keys, so that `/` and Escape are its.
  /// - Returns: Whether anything took the key.
  @discardableResult
  public func handleKey(_ key: KeyboardKey, isTyping: Bool = false) -> Bool {
    makeKey()
    if hideKeyHints(for: key) { return true }
    if handleAlertKey(key) { return true }
    if handleFilterKey(key, isTyping: isTyping) { return true }
    if !isTyping, handleGestureKey(key) { return true }
    if sendKeyToScreen(key) { return true }
    guard let command = WindowCommand(key) else { return false }
    return perform(command)
  }

  /// Hides all the key hints, when they are shown: any key does.
  ///
  /// - Returns: Whether that was all the key did: it was `?` or Escape.
  @_spi(ListKit) public func hideKeyHints(for key: KeyboardKey) -> Bool {
    guard isShowingKeyHints else { return false }
    isShowingKeyHints = false
    return key.characters == "?" || key.characters == KeyCommand.inputEscape
  }

  /// While an alert is on top, takes every key: the arrows, Tab and Shift-Tab (and the other
  /// moves) go from action to action, Enter chooses the focused one, Escape and `q` choose the
  /// cancel action (or dismiss an alert without one), `?` shows the keys; the screen under it
  /// gets nothing.
  ///
  /// - Returns: Whether an alert took the key.
  public func handleAlertKey(_ key: KeyboardKey) -> Bool {
    guard let alert = topAlert else { return false }
    if let command = WindowCommand(key) { perform(command, in: alert) }
    return true
  }

  /// Sends `key` along the responder chain from the shown screen's first responder, or the
  /// screen (`Responder.sendKey(_:)`), unless an alert is on top.
  ///
  /// - Returns: Whether a key command or `pressesBegan(_:with:)` took it.
  public func sendKeyToScreen(_ key: KeyboardKey) -> Bool {
    guard topAlert == nil, let screen = topScreen else { return false }
    return AppViewController.keyResponder(of: screen).sendKey(key)
  }

  /// Carries out `command` on the shown screen, or, while an alert is on top, on the alert (see
  /// ``handleAlertKey(_:)``). An update since the last frame may have deleted the selected item:
  /// the command acts on the item now in its place.
  ///
  /// - Returns: Whether the command did anything that applies: `false` for ``WindowCommand/back``
  ///   on the first screen, where a terminal quits.
  @discardableResult
  public func perform(_ command: WindowCommand) -> Bool {
    defer { screensDidChange() }
    screensDidChange()
    if let alert = topAlert {
      perform(command, in: alert)
      return true
    }
    keepSelection()
    switch command {
    case .moveUp, .moveLeft, .focusPrevious: moveSelection(by: -1)
    case .moveDown, .moveRight, .focusNext: moveSelection(by: 1)
    case .pageUp: moveSelection(byPages: -1)
    case .pageDown: moveSelection(byPages: 1)
    case .moveToTop: selectItem(at: 0)
    case .moveToBottom: selectItem(at: Int.max)
    case .activate: activateSelectedItem()
    case .back: return goBack()
    case .toggleKeyHints: isShowingKeyHints.toggle()
    case .showActions: showActions()
    case .pressBarButtonItem(let index):
      let items = barButtonItems
      guard items.indices.contains(index) else { return false }
      items[index].press()
    case .selectNextTab: return selectTab(byStepping: 1)
    case .selectPreviousTab: return selectTab(byStepping: -1)
    case .selectTab(let index): return shownTabBarController?.selectByUser(at: index) ?? false
    }
    return true
  }

  /// The tab bar controller the shown screen is a tab of, or is in a tab of, while its tab bar
  /// is shown (``TabBarController/isTabBarShown``) and no alert is: the one whose tabs the tab
  /// keys select.
  public var shownTabBarController: TabBarController? {
    guard topAlert == nil, let tabs = topScreen?.tabBarController, tabs.isTabBarShown else {
      return nil
    }
    return tabs
  }

  /// The keys that switch the tabs of the ``shownTabBarController``, when it has more than one:
  /// `[ ]` for the previous and next, `1` to `9` by number; none otherwise.
  public var tabKeyHints: [KeyHint] {
    guard let count = shownTabBarController?.viewControllers?.count, count > 1 else { return [] }
    return [
      KeyHint("[ ]", "previous, next tab"),
      KeyHint("1-\(Swift.min(count, 9))", "tab by number"),
    ]
  }

  /// Selects the enabled tab `step` places from the selected one, going round, as the user does
  /// (`TabBarController`'s delegate is asked and told).
  ///
  /// - Returns: Whether a tab was selected.
  private func selectTab(byStepping step: Int) -> Bool {
    guard let tabs = shownTabBarController, let index = tabs.enabledTabIndex(byStepping: step)
    else { return false }
    return tabs.selectByUser(at: index)
  }

  private func perform(_ command: WindowCommand, in alert: AlertController) {
    switch command {
    case .moveUp, .moveLeft, .focusPrevious, .pageUp, .moveToTop:
      moveAlertFocus(in: alert, by: -1)
    case .moveDown, .moveRight, .focusNext, .pageDown, .moveToBottom:
      moveAlertFocus(in: alert, by: 1)
    case .activate: chooseFocusedAction(in: alert)
    case .back: cancel(alert)
    case .toggleKeyHints: isShowingKeyHints.toggle()
    case .showActions, .pressBarButtonItem, .selectNextTab, .selectPreviousTab, .selectTab: break
    }
  }

  // MARK: Key hints

  /// Whether a text field of the shown screen has the keys.
  public var isTyping: Bool {
    topAlert == nil && topScreen?.viewIfLoaded?.firstResponder is any KeyInput
  }

  /// All the keys, as `?` shows them: while an alert is shown, the alert's; while the filter
  /// line is open, the keys that edit it; while a text field has the keys, the keys that edit
  /// it; otherwise the keymap's (with the tab keys in a tab bar controller of more than one
  /// tab), the filter's on a filterable screen, the bar button items'
  /// (F2, F3…) and the screen's (its key commands with a discoverability title and its
  /// `AppViewController.keyHints`). The renderer's own keys (`rendererKeyHints`) follow the
  /// keymap's.
  public var keyHints: [KeyHint] {
    keyHints(screenHints: topScreen.map(AppViewController.keyHints(of:)) ?? [])
  }

  private func keyHints(screenHints: [KeyHint]) -> [KeyHint] {
    let toggle = KeyHint("?", "hide these keys")
    if let alert = topAlert {
      let cancels = alert.actions.contains { $0.style == .cancel }
      return [
        KeyHint("← → Tab", "next, previous action"),
        KeyHint("Enter", "choose"),
        KeyHint("Esc q", cancels ? "cancel" : "close"),
      ] + rendererKeyHints + [toggle]
    }
    let items = barButtonItems.enumerated().map { index, item in
      KeyHint("F\(index + 2)", item.displayedTitle)
    }
    var filterKeys: [KeyHint] = []
    // With a filter kept, Escape clears it first: only q goes back at once.
    let backKeys = filterableScreen.map { !$0.filterQuery.isEmpty } == true ? "q" : "Esc q"
    if let screen = filterableScreen {
      if screen.isEditingFilter {
        return [
          KeyHint("letters", "filter"),
          KeyHint("Bksp C-U", "delete"),
          KeyHint("Enter", "keep the filter"),
          KeyHint("Esc", "clear the filter"),
          KeyHint("↑ ↓ PgUp PgDn", "move in the list"),
        ] + rendererKeyHints + items
      }
      filterKeys.append(KeyHint("/", "filter"))
      if !screen.filterQuery.isEmpty { filterKeys.append(KeyHint("Esc", "clear the filter")) }
    }
    if isTyping {
      // A text view's arrows and Enter are its lines'.
      let hasLines = topScreen?.viewIfLoaded?.firstResponder is TextView
      return [
        KeyHint("letters", "type"),
        hasLines
          ? KeyHint("← → ↑ ↓ Home End", "move the caret")
          : KeyHint("← → Home End", "move the caret"),
        KeyHint("Bksp Del C-U C-K", "delete"),
        hasLines
          ? KeyHint("Enter", "new line") : KeyHint("↑ ↓ PgUp PgDn", "move in the list"),
        KeyHint("Tab S-Tab", "next, previous control"),
        KeyHint("Esc", "stop typing"),
      ] + rendererKeyHints + items
    }
    var back: [KeyHint] = []
    if depth > 1 {
      back = [KeyHint(backKeys, "back")]
    } else if quitsFromFirstScreen {
      back = [KeyHint(backKeys, "quit")]
    }
    return [
      KeyHint("↑ ↓ j k", "move"),
      KeyHint("← → h l", "before, after in a row"),
      KeyHint("PgUp PgDn b space", "page"),
      KeyHint("Home End g G", "first, last"),
      KeyHint("Tab S-Tab", "next, previous control"),
      KeyHint("Enter", "open, press"),
      KeyHint("x", "the item's actions"),
    ] + tabKeyHints + back + rendererKeyHints + [toggle] + filterKeys + items + screenHints
  }

  /// The keys a status line shows in short, the most useful first: the screen's own keys, then,
  /// from ``keyHints``, the filter's keys on a filterable screen, the tab keys, the moves, Enter
  /// and going back; while an alert is shown, the alert's keys; while the filter line or a text field has
  /// the keys, the keys that stop typing and move in the list.
  public var shortKeyHints: [KeyHint] {
    // The screen's hints come first as its own; the essential ones are the shell's, so the
    // screen's responder chain is walked once.
    let all = keyHints(screenHints: [])
    let essential: [String]
    var own: [KeyHint] = []
    if topAlert != nil {
      essential = ["Enter", "Esc q", "← → Tab"]
    } else if isEditingFilter {
      essential = ["Enter", "Esc", "↑ ↓ PgUp PgDn"]
    } else if isTyping {
      essential = ["Esc", "↑ ↓ PgUp PgDn"]
    } else {
      own = topScreen.map(AppViewController.keyHints(of:)) ?? []
      essential = ["/", "Esc", "[ ]", "↑ ↓ j k", "Enter", "Esc q", "q"]
    }
    // Loops, not `compactMap` and `first(where:)`, whose closures would check at each call that
    // they run on the main actor: the status line asks at every frame.
    var hints = own
    for keys in essential {
      for hint in all where hint.keys == keys && !own.contains(hint) {
        hints.append(hint)
        break
      }
    }
    return hints
  }
}
