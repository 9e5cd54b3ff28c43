import Foundation
import ListUI
import Testing

/// A text field delegate that logs what it is asked and told, and answers as set.
@MainActor
final class LoggingTextFieldDelegate: TextFieldDelegate {
  var log: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var allowsChange = true
  var allowsReturn = true

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    log.append("should begin")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: TextField) { log.append("did begin") }
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    log.append("should end")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: TextField) { log.append("did end") }
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("change \(range.location),\(range.length) '\(string)'")
    return allowsChange
  }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    log.append("return")
    return allowsReturn
  }
}

/// The row of characters a surface's texts make, one character a cell.
@MainActor
func drawnLine(of view: View, width: Int) -> (text: String, reversedColumns: [Int]) {
  let surface = TextRecordingSurface(width: CGFloat(width), height: 1)
  view.drawHierarchy(on: surface)
  var cells = Array(repeating: Character(" "), count: width)
  var reversed: Set<Int> = []
  for (text, origin, style) in surface.texts {
    for (offset, character) in text.enumerated() where Int(origin.x) + offset < width {
      cells[Int(origin.x) + offset] = character
      if style.isReversed { reversed.insert(Int(origin.x) + offset) }
    }
  }
  return (String(cells), reversed.sorted())
}

/// `TextField`, ListUI's `UITextField`, and the first responder.
@MainActor
@Suite struct TextFieldTests {
  @Test func becomingFirstResponder_beginsEditing_andAnotherFieldTakesTheKeysAway() {
    let first = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let second = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let delegate = LoggingTextFieldDelegate()
    first.delegate = delegate
    var events: [String] = []
    first.addAction(Action { _ in events.append("began") }, for: .editingDidBegin)
    first.addAction(Action { _ in events.append("ended") }, for: .editingDidEnd)
    #expect(first.becomeFirstResponder())
    #expect(first.isFirstResponder && first.isEditing)
    #expect(second.becomeFirstResponder())
    #expect(!first.isFirstResponder && !first.isEditing)
    #expect(second.isFirstResponder)
    #expect(events == ["began", "ended"])
    #expect(delegate.log == ["should begin", "did begin", "should end", "did end"])
    second.resignFirstResponder()
  }

  @Test func theDelegateCanRefuseToBeginOrEnd_andAForcedEndEditingDoesNotAsk() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    container.addSubview(field)
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    delegate.allowsBegin = false
    #expect(!field.becomeFirstResponder())
    delegate.allowsBegin = true
    #expect(field.becomeFirstResponder())
    delegate.allowsEnd = false
    #expect(!field.resignFirstResponder())
    #expect(!container.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(container.firstResponder === field)
    #expect(container.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(container.firstResponder == nil)
  }

  @Test func aViewThatLeavesItsSuperview_givesUpTheKeys() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    let wrapper = View(frame: container.bounds)
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    container.addSubview(wrapper)
    wrapper.addSubview(field)
    field.becomeFirstResponder()
    wrapper.removeFromSuperview()
    #expect(!field.isFirstResponder)
    #expect(!field.isEditing)
  }

  @Test func plainViewsAndDisabledFields_cannotBecomeFirstResponder() {
    #expect(!View().becomeFirstResponder())
    let field = TextField()
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
  }

  @Test func typing_insertsAtTheCaret_asksTheDelegateInUTF16_andSendsEditingChanged() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    var changes = 0
    field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
    field.becomeFirstResponder()
    delegate.log = []
    field.insertText("👍")
    field.insertText("ac")
    let caret = field.position(from: field.endOfDocument, offset: -1)!
    field.selectedTextRange = field.textRange(from: caret, to: caret)
    field.insertText("b")
    #expect(field.text == "👍abc")
    #expect(delegate.log == ["change 0,0 '👍'", "change 2,0 'ac'", "change 3,0 'b'"])
    #expect(changes == 3)
    field.deleteBackward()
    #expect(field.text == "👍ac")
    delegate.allowsChange = false
    field.insertText("z")
    field.deleteBackward()
    #expect(field.text == "👍ac")
    #expect(changes == 4)
    field.resignFirstResponder()
  }

  @Test func settingTheText_sendsNothing_andPutsTheCaretAtTheEnd() {
    let field = TextField()
    var changes = 0
    field.addAction(Action { _ in changes += 1 }, for: .allEditingEvents)
    field.text = "hello"
    #expect(changes == 0)
    #expect(field.selectedTextRange?.start == field.endOfDocument)
    field.text = nil
    #expect(field.text == "")
    #expect(!field.hasText)
  }

  @Test func aSelectionIsReplacedByTypingAndDeletedByBackspace() {
    let field = TextField()
    field.text = "hello world"
    let start = field.position(from: field.beginningOfDocument, offset: 6)!
    field.selectedTextRange = field.textRange(from: start, to: field.endOfDocument)
    #expect(field.text(in: field.selectedTextRange!) == "world")
    field.insertText("there")
    #expect(field.text == "hello there")
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: start)
    field.deleteBackward()
    #expect(field.text == "there")
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
  }

  @Test func return_asksTheDelegate_sendsEditingDidEndOnExit_andResignsWhenSomeoneListens() {
    let field = TextField()
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    field.insertText("\n")
    #expect(field.isFirstResponder)  // nobody listens for the event
    var exits = 0
    field.addAction(Action { _ in exits += 1 }, for: .editingDidEndOnExit)
    delegate.allowsReturn = false
    field.insertText("\n")
    #expect(exits == 0)
    delegate.allowsReturn = true
    field.insertText("\n")
    #expect(exits == 1)
    #expect(!field.isFirstResponder)
    #expect(field.text == "")
    #expect(delegate.log.filter { $0 == "return" }.count == 3)
  }

  @Test func clearsOnBeginEditing_clearsWhenTheDelegateAllows() {
    let field = TextField()
    field.text = "old"
    field.clearsOnBeginEditing = true
    field.becomeFirstResponder()
    #expect(field.text == "")
    field.resignFirstResponder()
  }

  @Test func itDrawsThePlaceholderDimmed_andTheCaretWhileEditing() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    field.placeholder = "Name"
    let surface = TextRecordingSurface(width: 12, height: 1)
    field.drawHierarchy(on: surface)
    #expect(surface.strings == ["Name"])
    #expect(surface.styles.first?.isDim == true)
    field.becomeFirstResponder()
    field.insertText("Ann")
    let line = drawnLine(of: field, width: 12)
    #expect(line.text == "Ann         ")
    #expect(line.reversedColumns == [3])
    field.resignFirstResponder()
    #expect(drawnLine(of: field, width: 12).reversedColumns == [])
  }

  @Test func longTextScrollsToKeepTheCaretInView() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    field.becomeFirstResponder()
    field.insertText("abcdefgh")
    #expect(drawnLine(of: field, width: 5).text == "efgh ")
    field.selectedTextRange = field.textRange(
      from: field.beginningOfDocument, to: field.beginningOfDocument)
    #expect(drawnLine(of: field, width: 5).text == "abcde")
    #expect(drawnLine(of: field, width: 5).reversedColumns == [0])
    field.resignFirstResponder()
  }

  @Test func secureEntryDrawsBullets() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    field.isSecureTextEntry = true
    field.text = "pass"
    #expect(drawnLine(of: field, width: 6).text == "••••  ")
    #expect(field.text == "pass")
  }

  @Test func aPressBeginsEditingWithTheCaretAtTheClickedCharacter() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.text = "hello"
    #expect(field.press(at: CGPoint(x: 2, y: 0)))
    #expect(field.isFirstResponder)
    #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 2)
    field.press(at: CGPoint(x: 9, y: 0))
    #expect(field.selectedTextRange?.start == field.endOfDocument)
    field.resignFirstResponder()
  }

  @Test func anEmptyFieldBeingEdited_showsThePlaceholderWhole_withTheCaretOnItsFirstLetter() {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    field.placeholder = "Search (press /)"
    field.becomeFirstResponder()
    let line = drawnLine(of: field, width: 20)
    #expect(line.text.hasPrefix("Search (press /)"))
    #expect(line.reversedColumns == [0])
    field.resignFirstResponder()
  }

  @Test func itFitsItsTextOrPlaceholderAndTheCaret() {
    let field = TextField()
    field.placeholder = "Search"
    #expect(field.sizeThatFits(.zero) == CGSize(width: 7, height: 1))
    field.text = "a longer text"
    #expect(field.sizeThatFits(.zero) == CGSize(width: 14, height: 1))
  }
}
