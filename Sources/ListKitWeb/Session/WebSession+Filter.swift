import ListUI

/// The filter line: `/` on a screen that can be filtered (`AppViewController.isFilterable`)
/// opens a text input in the status line whose text is the screen's `filterQuery`.
extension WebSession {
  /// The key of the filter line's input element.
  static let filterKey = "filter"

  /// The shown screen, when it can be filtered.
  var filterableScreen: AppViewController? { window.filterableScreen }

  /// Whether the filter line is open on the shown screen.
  public var isEditingFilter: Bool { window.isEditingFilter }

  /// Makes the filter's query `value`, the filter line's text, when the line is open.
  func editFilter(to value: String) {
    guard window.editFilter(to: value) else {
      log("text dropped: the filter line is not open")
      return
    }
    shown[Self.filterKey]?.value = value
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
