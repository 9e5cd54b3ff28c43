import Foundation

/// The text field of a ``SearchBar``: ListUI's `UISearchTextField`. A terminal draws a search
/// glyph, `⌕`, and a space before the text.
///
/// The search bar listens to its field: the field's changes go to the search bar's
/// ``SearchBarDelegate``, as in UIKit, and its own ``TextField/delegate`` is told as well.
@MainActor
open class SearchTextField: TextField {
  /// The search bar the field belongs to.
  weak var searchBar: SearchBar?

  override var leadingColumns: Int { 2 }

  override func drawLeading(in context: DrawingContext, at point: CGPoint, style: TextStyle) {
    context.drawText("⌕", at: point, style: style)
  }

  override func shouldBeginEditing() -> Bool {
    guard super.shouldBeginEditing() else { return false }
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
  }

  override func didBeginEditing() {
    super.didBeginEditing()
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
  }

  override func shouldEndEditing() -> Bool {
    guard super.shouldEndEditing() else { return false }
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
  }

  override func didEndEditing() {
    super.didEndEditing()
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  override func shouldChangeCharacters(in range: NSRange, replacement: String) -> Bool {
    guard super.shouldChangeCharacters(in: range, replacement: replacement) else { return false }
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBar(
      searchBar, shouldChangeTextIn: range, replacementText: replacement) ?? true
  }

  override func textDidChange() {
    super.textDidChange()
    guard let searchBar else { return }
    searchBar.delegate?.searchBar(searchBar, textDidChange: text ?? "")
  }

  override func performReturn() {
    guard let searchBar else {
      super.performReturn()
      return
    }
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
  }
}
