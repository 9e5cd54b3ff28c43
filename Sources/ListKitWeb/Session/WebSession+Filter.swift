import ListUI

/// The filter line: `/` on a screen that can be filtered (`AppViewController.isFilterable`)
/// opens a text input in the status line whose text is the screen's `filterQuery`.
extension WebSession {
  /// The key of the filter line's input element.
  static let filterKey = "filter"

  /// The shown screen, when it can be filtered.
  var filterableScreen: AppViewController? {
    guard topAlert == nil, let screen = topScreen as? AppViewController, screen.isFilterable
    else { return nil }
    return screen
  }

  /// Whether the filter line is open on the shown screen.
  public var isEditingFilter: Bool { filterableScreen?.isEditingFilter ?? false }

  /// Handles a key for the filter: `/` opens the filter line when no text field has the keys;
  /// while it is open, Enter keeps the filter, closes the line and selects the first item (the
  /// best match), and Escape clears the filter and closes the line; with a kept filter, Escape
  /// clears it before it goes back. Other keys, such as the arrows, keep their meaning.
  ///
  /// - Returns: Whether the key was taken.
  func handleFilterKey(_ event: WebKeyEvent, target: View?) -> Bool {
    guard let screen = filterableScreen else { return false }
    let typing = target is any KeyInput || screen.view.firstResponder is any KeyInput
    guard screen.isEditingFilter else {
      if event.key == "/", !typing, !event.isControlDown, !event.isMetaDown, !event.isAltDown {
        screen.setEditingFilter(true)
        return true
      }
      if event.key == "Escape", !screen.filterQuery.isEmpty, !typing {
        screen.setFilterQuery("")
        return true
      }
      return false
    }
    switch event.key {
    case "Enter":
      screen.setEditingFilter(false)
      if let collectionView = focusedCollectionView(near: nil) {
        selectItem(at: 0, in: collectionView)
      }
      return true
    case "Escape":
      screen.setEditingFilter(false)
      screen.setFilterQuery("")
      return true
    default:
      return false
    }
  }

  /// Makes the filter's query `value`, the filter line's text, when the line is open.
  func editFilter(to value: String) {
    guard let screen = filterableScreen, screen.isEditingFilter else {
      log("text dropped: the filter line is not open")
      return
    }
    shown[Self.filterKey]?.value = value
    screen.setFilterQuery(value)
  }

  /// Types pasted `text` at the end of the query, when the filter line is open.
  ///
  /// - Returns: Whether the filter line took the text.
  func pasteIntoFilter(_ text: String) -> Bool {
    guard let screen = filterableScreen, screen.isEditingFilter else { return false }
    screen.setFilterQuery(screen.filterQuery + text)
    return true
  }

  /// The filter line's input element, in the status line from column `x`, `width` wide, with
  /// the query: it takes the page's focus when it is created.
  func filterInput(x: Int, width: Int) -> Element? {
    guard let screen = filterableScreen, screen.isEditingFilter else { return nil }
    var input = Element(
      id: Self.filterKey, kind: "input", parent: "status",
      frame: CGRect(x: x, y: 0, width: max(1, width), height: 1))
    input.attributes = ["aria-label": "Filter", "autofocus": ""]
    input.value = screen.filterQuery
    return input
  }
}
