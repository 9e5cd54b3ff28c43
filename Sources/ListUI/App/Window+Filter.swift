/// The filter line: `/` on a screen that can be filtered (`AppViewController.isFilterable`)
/// opens it in the status line, and what is typed there is the screen's `filterQuery`.
extension Window {
  /// The shown screen, when it can be filtered and no alert is shown.
  public var filterableScreen: AppViewController? {
    guard topAlert == nil, let screen = topScreen as? AppViewController, screen.isFilterable
    else { return nil }
    return screen
  }

  /// Whether the filter line is open on the shown screen.
  public var isEditingFilter: Bool { filterableScreen?.isEditingFilter ?? false }

  /// What the status line shows while the filter line is open: `/` and the query; `nil` while it
  /// is closed.
  public var filterLine: String? {
    guard let screen = filterableScreen, screen.isEditingFilter else { return nil }
    return "/" + screen.filterQuery
  }

  /// Handles `key` for the filter line of a filterable screen: `/` opens it, unless a text
  /// field has the keys (`isTyping`); while it is open, characters type the query, Backspace and
  /// Ctrl-H delete its last character, Ctrl-U deletes it all, Enter keeps the filter and closes
  /// the line, and Escape clears the filter and closes it. With a kept filter, Escape clears it
  /// before it goes back, unless a text field has the keys. Other keys, such as the arrows, keep
  /// their meaning. A change of the query selects the first item, the best match, at the next
  /// ``keepSelection()``.
  ///
  /// - Returns: Whether the key was taken.
  public func handleFilterKey(_ key: KeyboardKey, isTyping: Bool) -> Bool {
    guard let screen = filterableScreen else { return false }
    let flags = key.modifierFlags
    let plain = flags.intersection([.control, .alternate, .command]).isEmpty
    guard screen.isEditingFilter else {
      if key.characters == "/", plain, !isTyping {
        screen.setEditingFilter(true)
        return true
      }
      if key.characters == KeyCommand.inputEscape, !screen.filterQuery.isEmpty, !isTyping {
        setFilterQuery("")
        return true
      }
      return false
    }
    switch key.characters {
    case "\r":
      screen.setEditingFilter(false)
    case KeyCommand.inputEscape:
      screen.setEditingFilter(false)
      setFilterQuery("")
    case "\u{8}" where plain, "h" where flags == .control:
      setFilterQuery(String(screen.filterQuery.dropLast()))
    case "u" where flags == .control:
      setFilterQuery("")
    case let characters
    where plain && characters.count == 1 && !characters.hasPrefix("UIKeyInput")
      && characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }):
      setFilterQuery(screen.filterQuery + characters)
    default:
      return false
    }
    return true
  }

  /// Makes the query of the open filter line `query`, as a browser's input element edits it.
  ///
  /// - Returns: Whether the filter line was open to take it.
  @discardableResult
  public func editFilter(to query: String) -> Bool {
    guard let screen = filterableScreen, screen.isEditingFilter else { return false }
    setFilterQuery(query)
    return true
  }

  /// Types pasted `text` at the end of the query, when the filter line is open.
  ///
  /// - Returns: Whether the filter line took the text.
  public func pasteIntoFilter(_ text: String) -> Bool {
    guard let screen = filterableScreen, screen.isEditingFilter else { return false }
    setFilterQuery(screen.filterQuery + text)
    return true
  }

  /// Sets the screen's query, tells the screen, and selects the first item at the next
  /// ``keepSelection()``.
  private func setFilterQuery(_ query: String) {
    guard let screen = filterableScreen, query != screen.filterQuery else { return }
    screen.setFilterQuery(query)
    selectsFirstItem = true
  }
}
