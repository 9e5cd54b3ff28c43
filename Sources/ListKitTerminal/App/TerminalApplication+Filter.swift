import ListUI

/// Filtering: `/` opens a filter line on a screen that is filterable
/// (`AppViewController.isFilterable`).
extension TerminalApplication {
  /// The shown screen, when it is filterable.
  var filterableScreen: AppViewController? {
    guard topAlert == nil, let screen = topScreen as? AppViewController,
      screen.isFilterable
    else { return nil }
    return screen
  }

  /// Handles `key` for the filter line of a filterable screen: `/` opens it, when no text
  /// field has the keys; while it is open, characters type the query, Backspace and Ctrl-H
  /// delete its last character, Ctrl-U deletes it all, Enter keeps the filter and closes the
  /// line, and Escape clears the filter and closes it. With a kept filter, Escape clears it
  /// before it goes back, unless a text field has the keys. The other keys, such as the arrows, keep their meaning.
  ///
  /// - Returns: Whether the key was taken.
  func handleFilterKey(_ key: Key) -> Bool {
    guard let screen = filterableScreen else { return false }
    guard screen.isEditingFilter else {
      if key == .character("/"), textInput == nil {
        screen.setEditingFilter(true)
        return true
      }
      if key == .escape, !screen.filterQuery.isEmpty, textInput == nil {
        setFilterQuery("", on: screen)
        return true
      }
      return false
    }
    switch key {
    case .character(let character):
      setFilterQuery(screen.filterQuery + String(character), on: screen)
    case .backspace, .control("h"):
      setFilterQuery(String(screen.filterQuery.dropLast()), on: screen)
    case .control("u"):
      setFilterQuery("", on: screen)
    case .enter:
      screen.setEditingFilter(false)
    case .escape:
      screen.setEditingFilter(false)
      setFilterQuery("", on: screen)
    default:
      return false
    }
    return true
  }

  /// Types pasted `text` into the filter line, when it is open.
  ///
  /// - Returns: Whether the filter line took the text.
  func pasteIntoFilter(_ text: String) -> Bool {
    guard let screen = filterableScreen, screen.isEditingFilter else { return false }
    setFilterQuery(screen.filterQuery + text, on: screen)
    return true
  }

  /// Sets the screen's query, tells the screen, and selects the first item, the best match.
  private func setFilterQuery(_ query: String, on screen: AppViewController) {
    guard query != screen.filterQuery else { return }
    screen.setFilterQuery(query)
    selectsFirstItem = true
  }

  /// What the status line shows while the filter line is open: `/` and the query.
  var filterLine: String? {
    guard let screen = filterableScreen, screen.isEditingFilter else { return nil }
    return "/" + screen.filterQuery
  }
}
