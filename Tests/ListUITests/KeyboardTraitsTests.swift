import Foundation
import Testing

@testable import ListUI

/// What a keyboard would do, without one: Return disabled on an empty field, the Return key's
/// type, and scrolling that dismisses the keyboard by resigning the first responder.
@MainActor
@Suite(.serialized) struct KeyboardTraitsTests {
  @Test func returnDoesNothingOnAnEmptyField_whenTheReturnKeyIsEnabledAutomatically() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    var returns = 0
    field.addAction(Action { _ in returns += 1 }, for: .editingDidEndOnExit)
    field.enablesReturnKeyAutomatically = true
    field.insertText("\n")
    #expect(returns == 0)
    field.insertText("a")
    field.insertText("\n")
    #expect(returns == 1)
    field.enablesReturnKeyAutomatically = false
    field.text = ""
    field.insertText("\n")
    #expect(returns == 2)
  }

  @Test func aSearchBarsReturnKeySearches_andTheTypeNamesTheWebsHint() {
    let bar = SearchBar()
    #expect(bar.returnKeyType == .search)
    bar.returnKeyType = .done
    #expect(bar.searchTextField.returnKeyType == .done)
    bar.enablesReturnKeyAutomatically = true
    #expect(bar.searchTextField.enablesReturnKeyAutomatically)
    #expect(ReturnKeyType.done.enterKeyHint == "done")
    #expect(ReturnKeyType.yahoo.enterKeyHint == "search")
    #expect(ReturnKeyType.default.enterKeyHint == nil)
  }

  @Test func aUsersScrollResignsTheFirstResponder_unlessTheModeIsNone() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    let scrollView = ScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 20, height: 50)
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    scrollView.addSubview(field)
    window.addSubview(scrollView)
    #expect(field.becomeFirstResponder())
    scrollView.scrollByUser(CGPoint(x: 0, y: 1))
    #expect(field.isFirstResponder)
    scrollView.keyboardDismissMode = .onDrag
    scrollView.setContentOffset(CGPoint(x: 0, y: 3), animated: false)
    #expect(field.isFirstResponder)
    scrollView.scrollByUser(CGPoint(x: 0, y: 1))
    #expect(!field.isFirstResponder)
  }
}
