import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A screen with a text field on its first line and a text view of three lines below.
@MainActor
final class NoteScreen: TerminalViewController {
  let titleField = TextField()
  let body = TextView()

  override func loadView() {
    view = View()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleField.placeholder = "Title"
    view.addSubview(titleField)
    view.addSubview(body)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    titleField.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
    body.frame = CGRect(x: 0, y: 1, width: 20, height: 3)
  }
}

/// A view that can take the keys, and takes no text.
@MainActor
private final class KeyTaker: View {
  override var canBecomeFirstResponder: Bool { true }
}

/// Makes whatever view other tests left as the first responder resign.
@MainActor
func resignAnyFirstResponder() {
  let taker = KeyTaker()
  taker.becomeFirstResponder()
  taker.resignFirstResponder()
}

/// Editing a text view in a terminal: lines, the arrows between them, Escape and Tab.
@MainActor @Suite struct TextViewEditingTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 24, rows: 7))
  let app: TerminalApplication
  let screen = NoteScreen()

  init() throws {
    resignAnyFirstResponder()
    app = TerminalApplication(backend: backend, title: "Note")
    app.push(screen)
    try app.start()
  }

  func press(_ keys: Key...) {
    for key in keys { app.press(key) }
    app.clock.runUntilIdle()
  }

  func click(column: Int, row: Int) {
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)M".utf8))
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
    app.clock.runUntilIdle()
  }

  @Test func aClickBeginsEditing_enterStartsALine_andTheArrowsMoveBetweenLines() throws {
    // The screen starts on the terminal's second line, under the title bar.
    click(column: 0, row: 2)
    #expect(screen.body.isFirstResponder)
    #expect(app.textInput === screen.body)
    app.type("first")
    press(.enter)
    app.type("second")
    press(.up, .character("!"))
    #expect(screen.body.text == "first!\nsecond")
    press(.down, .end, .character("?"), .home, .character(">"))
    #expect(screen.body.text == "first!\n>second?")
    press(.control("k"))
    #expect(screen.body.text == "first!\n>")
    let frame = try #require(app.lastFrame)
    #expect(frame.line(2) == "first!")
    #expect(frame.line(3).hasPrefix(">"))
  }

  @Test func escapeAndTab_leaveTheTextView_asTheyLeaveATextField() {
    click(column: 0, row: 2)
    app.type("x")
    press(.escape)
    #expect(!screen.body.isFirstResponder)
    click(column: 0, row: 2)
    press(.tab)
    #expect(!screen.body.isFirstResponder)
    #expect(screen.body.text == "x")
  }

  @Test func pastedLines_keepTheirLineBreaks_inATextView() {
    click(column: 0, row: 2)
    app.handle(bytes: Array("\u{1B}[200~a\nb\u{1B}[201~".utf8))
    #expect(screen.body.text == "a\nb")
  }
}
