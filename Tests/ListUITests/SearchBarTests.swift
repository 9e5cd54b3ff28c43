import Foundation
import ListUI
import Testing

/// A search bar delegate that logs what it hears.
@MainActor
final class LoggingSearchBarDelegate: SearchBarDelegate {
  var log: [String] = []
  var allowsChange = true

  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("began") }
  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.append("ended") }
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    log.append("text '\(searchText)'")
  }
  func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    allowsChange
  }
  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
}

/// `SearchBar`, ListUI's `UISearchBar`.
@MainActor
@Suite struct SearchBarTests {
  @Test func theUsersEditsReachTheDelegate_codesDoNot() {
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let delegate = LoggingSearchBarDelegate()
    bar.delegate = delegate
    #expect(bar.becomeFirstResponder())
    #expect(bar.searchTextField.isFirstResponder)
    bar.searchTextField.insertText("ab")
    bar.searchTextField.deleteBackward()
    bar.text = "set in code"
    bar.searchTextField.insertText("\n")
    delegate.allowsChange = false
    bar.searchTextField.insertText("x")
    #expect(bar.resignFirstResponder())
    #expect(
      delegate.log == ["began", "text 'ab'", "text 'a'", "search", "ended"])
    #expect(bar.text == "set in code")
  }

  @Test func theCancelButtonShows_andTellsTheDelegate() {
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let delegate = LoggingSearchBarDelegate()
    bar.delegate = delegate
    bar.placeholder = "Search"
    bar.layoutIfNeeded()
    #expect(drawnLine(of: bar, width: 20).text == "⌕ Search            ")
    bar.setShowsCancelButton(true, animated: true)
    bar.layoutIfNeeded()
    #expect(drawnLine(of: bar, width: 20).text == "⌕ Search      Cancel")
    let cancel = bar.hitTest(CGPoint(x: 16, y: 0)) as? Control
    #expect(cancel?.press(at: .zero) == true)
    #expect(delegate.log == ["cancel"])
    #expect(bar.hitTest(CGPoint(x: 3, y: 0)) === bar.searchTextField)
  }
}
