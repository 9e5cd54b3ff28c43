import Foundation
@_spi(ListKit) import ListUI
import Testing

/// A text view delegate that logs what it is asked and told, and answers as set.
@MainActor
final class LoggingTextViewDelegate: TextViewDelegate {
  var log: [String] = []
  var allowsBegin = true
  var allowsChange = true

  func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
    log.append("should begin")
    return allowsBegin
  }
  func textViewDidBeginEditing(_ textView: TextView) { log.append("did begin") }
  func textViewShouldEndEditing(_ textView: TextView) -> Bool {
    log.append("should end")
    return true
  }
  func textViewDidEndEditing(_ textView: TextView) { log.append("did end") }
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    log.append("change \(range.location),\(range.length) '\(text)'")
    return allowsChange
  }
  func textViewDidChange(_ textView: TextView) { log.append("did change") }
  func textViewDidChangeSelection(_ textView: TextView) { log.append("selection") }
}

/// The lines of characters a view draws, one character a cell, with the reversed cells marked
/// by `_` in a second copy.
@MainActor
func drawnLines(of view: View, width: Int, height: Int) -> (text: [String], caret: [String]) {
  let surface = TextRecordingSurface(width: CGFloat(width), height: CGFloat(height))
  view.drawHierarchy(on: surface)
  var cells = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
  var marks = cells
  for (text, origin, style) in surface.texts {
    let row = Int(origin.y)
    guard (0..<height).contains(row) else { continue }
    for (offset, character) in text.enumerated() where Int(origin.x) + offset < width {
      cells[row][Int(origin.x) + offset] = character
      if style.isReversed { marks[row][Int(origin.x) + offset] = "_" }
    }
  }
  let trim = { (line: [Character]) in
    String(String(line).reversed().drop { $0 == " " }.reversed())
  }
  return (cells.map(trim), marks.map(trim))
}

/// `TextView`, ListUI's `UITextView`.
@MainActor
@Suite struct TextViewTests {
  @Test func theTextWrapsAfterTheLastSpaceThatFits_andBreaksAtLineBreaks() {
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 11, height: 4))
    textView.isEditable = false
    textView.text = "one two three four\nfive"
    #expect(
      drawnLines(of: textView, width: 11, height: 4).text == ["one two", "three four", "five", ""])
  }

  @Test func typing_asksAndTellsTheDelegate_inUIKitsOrder_andReturnStartsANewLine() {
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    let delegate = LoggingTextViewDelegate()
    textView.delegate = delegate
    #expect(textView.becomeFirstResponder())
    textView.insertText("ab")
    textView.insertText("\n")
    textView.insertText("c")
    #expect(textView.text == "ab\nc")
    #expect(
      delegate.log == [
        "should begin", "did begin",
        "change 0,0 'ab'", "selection", "did change",
        "change 2,0 '\n'", "selection", "did change",
        "change 3,0 'c'", "selection", "did change",
      ])
    let drawn = drawnLines(of: textView, width: 10, height: 3)
    #expect(drawn.text == ["ab", "c", ""])
    #expect(drawn.caret == ["", " _", ""])
    delegate.allowsChange = false
    textView.deleteBackward()
    #expect(textView.text == "ab\nc")
    textView.resignFirstResponder()
    #expect(delegate.log.suffix(2) == ["should end", "did end"])
  }

  @Test func settingTheTextInCode_tellsTheDelegateNothing_andPutsTheCaretAtTheEnd() {
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    let delegate = LoggingTextViewDelegate()
    textView.delegate = delegate
    textView.text = "hello"
    #expect(delegate.log.isEmpty)
    #expect(textView.selectedRange == NSRange(location: 5, length: 0))
  }

  @Test func upAndDown_moveBetweenLines_keepingTheColumn() throws {
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
    textView.text = "abcdef\nxy\nlonger line"
    let start = try #require(textView.position(from: textView.beginningOfDocument, offset: 5))
    let up = textView.position(from: start, in: .down, offset: 1)
    #expect(up.map { textView.offset(from: textView.beginningOfDocument, to: $0) } == 9)
    let down = up.flatMap { textView.position(from: $0, in: .down, offset: 1) }
    // Back at column 5 on the third line: "longe|r".
    #expect(down.map { textView.offset(from: textView.beginningOfDocument, to: $0) } == 15)
    let top = textView.position(from: start, in: .up, offset: 1)
    #expect(top == textView.beginningOfDocument)
    #expect(
      textView.lineBoundary(of: start, forward: true)
        == textView.position(from: textView.beginningOfDocument, offset: 6))
  }

  @Test func aReadOnlyTextView_cannotBecomeFirstResponder_andIgnoresTyping() {
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    textView.text = "fixed"
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
    textView.insertText("x")
    #expect(textView.text == "fixed")
  }

  @Test func withoutScrolling_theViewSizesToItsTextAtItsWidth() {
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
    textView.isScrollEnabled = false
    textView.isEditable = false
    textView.text = "one two three"
    #expect(textView.sizeThatFits(CGSize(width: 8, height: 100)) == CGSize(width: 8, height: 2))
    #expect(textView.intrinsicContentSize == CGSize(width: 8, height: 2))
    textView.textContainerInset = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
    #expect(textView.intrinsicContentSize == CGSize(width: 8, height: 4))
    textView.isScrollEnabled = true
    #expect(textView.intrinsicContentSize.height == View.noIntrinsicMetric)
  }

  @Test func typingPastTheBottom_scrollsTheCaretIntoView() {
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    textView.becomeFirstResponder()
    textView.insertText("1\n2\n3\n4")
    textView.layoutIfNeeded()
    #expect(textView.contentOffset.y == 2)
    #expect(textView.contentSize.height == 4)
    textView.resignFirstResponder()
  }

  @Test func inPoints_theInsetIsUIKits8PointsAboveAndBelow() {
    let host = View(frame: CGRect(x: 0, y: 0, width: 160, height: 170))
    host.hostLayoutUnits = .points
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
    host.addSubview(textView)
    #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
  }

  @Test func aClick_beginsEditingWithTheCaretAtTheClickedCharacter() {
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    textView.text = "abc\ndefg"
    #expect(textView.press(at: CGPoint(x: 2, y: 1)))
    #expect(textView.isFirstResponder)
    #expect(textView.selectedRange == NSRange(location: 6, length: 0))
    textView.resignFirstResponder()
  }

  @Test func theKeyboardNotifications_comeBeforeTextViewDidBeginEditing_asOnIOS() {
    resignAnyFirstResponder()
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    let delegate = LoggingTextViewDelegate()
    textView.delegate = delegate
    var seen: [String] = []
    let observer = NotificationCenter.default.addObserver(
      forName: Responder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { seen = delegate.log } }
    defer { NotificationCenter.default.removeObserver(observer) }
    textView.becomeFirstResponder()
    #expect(seen == ["should begin"])
    textView.resignFirstResponder()
  }
}
