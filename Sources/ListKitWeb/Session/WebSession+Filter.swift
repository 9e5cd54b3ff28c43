import ListUI

/// The filter line: `/` on a screen that can be filtered opens a text input in the status line
/// whose text filters the screen's list, through ``WebSession/filterQueryProvider`` and
/// ``WebSession/filterQueryHandler``.
extension WebSession {
  /// The key of the filter line's input element.
  static let filterKey = "filter"

  /// The shown screen, when ``filterQueryProvider`` says it can be filtered, with its query.
  var filterableScreen: (screen: ViewController, query: String)? {
    guard topAlert == nil, let screen = topScreen, let query = filterQueryProvider?(screen)
    else { return nil }
    return (screen, query)
  }

  /// Whether the filter line is open on the shown screen.
  public var isEditingFilter: Bool {
    guard let filterScreen, let shown = filterableScreen else { return false }
    return filterScreen === shown.screen
  }

  /// Handles a key for the filter: `/` opens the filter line when no text field has the keys;
  /// while it is open, Enter keeps the filter, closes the line and selects the first item (the
  /// best match), and Escape clears the filter and closes the line; with a kept filter, Escape
  /// clears it before it goes back. Other keys, such as the arrows, keep their meaning.
  ///
  /// - Returns: Whether the key was taken.
  func handleFilterKey(_ event: WebKeyEvent, target: View?) -> Bool {
    guard let (screen, query) = filterableScreen else { return false }
    let typing = target is any KeyInput || screen.view.firstResponder is any KeyInput
    guard isEditingFilter else {
      if event.key == "/", !typing, !event.isControlDown, !event.isMetaDown, !event.isAltDown {
        filterScreen = screen
        return true
      }
      if event.key == "Escape", !query.isEmpty, !typing {
        filterQueryHandler?(screen, "")
        return true
      }
      return false
    }
    switch event.key {
    case "Enter":
      filterScreen = nil
      if let collectionView = focusedCollectionView(near: nil) {
        selectItem(at: 0, in: collectionView)
      }
      return true
    case "Escape":
      filterScreen = nil
      if !query.isEmpty { filterQueryHandler?(screen, "") }
      return true
    default:
      return false
    }
  }

  /// Makes the filter's query `value`, the filter line's text, when the line is open.
  func editFilter(to value: String) {
    guard isEditingFilter, let (screen, query) = filterableScreen else {
      log("text dropped: the filter line is not open")
      return
    }
    shown[Self.filterKey]?.value = value
    if value != query { filterQueryHandler?(screen, value) }
  }

  /// Types pasted `text` at the end of the query, when the filter line is open.
  ///
  /// - Returns: Whether the filter line took the text.
  func pasteIntoFilter(_ text: String) -> Bool {
    guard isEditingFilter, let (screen, query) = filterableScreen else { return false }
    filterQueryHandler?(screen, query + text)
    return true
  }

  /// The filter line's input element, in the status line from column `x`, `width` wide, with
  /// the query: it takes the page's focus when it is created.
  func filterInput(x: Int, width: Int) -> Element? {
    guard isEditingFilter, let (_, query) = filterableScreen else { return nil }
    var input = Element(
      id: Self.filterKey, kind: "input", parent: "status",
      frame: CGRect(x: x, y: 0, width: max(1, width), height: 1))
    input.attributes = ["aria-label": "Filter", "autofocus": ""]
    input.value = query
    return input
  }
}
