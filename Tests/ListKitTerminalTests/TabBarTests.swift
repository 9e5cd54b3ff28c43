import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A tab bar controller in a terminal: its line of tabs, the keys and clicks that switch them,
/// a navigation controller in a tab, and Tab reaching a text view.
@MainActor @Suite struct TabBarTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24))
  let app: TerminalApplication
  let tabs = TabBarController()
  let first = RowsScreen(rows: ["one", "two", "three"])
  let second = RowsScreen(rows: ["alpha", "beta"])
  let third = RowsScreen(rows: ["x"])

  init() throws {
    app = TerminalApplication(backend: backend, title: "App")
    for (screen, title) in [(first, "Inbox"), (second, "Sent"), (third, "Drafts")] {
      screen.title = title
      screen.collectionView.scheduler = app.scheduler
    }
    tabs.viewControllers = [first, second, third]
    app.push(tabs)
    try app.start()
    settle()
  }

  func settle() {
    app.setNeedsDisplay()
    app.clock.advance(by: 0)
    app.clock.advance(by: 1 / TerminalApplication.maximumFrameRate)
  }

  var lines: [String] {
    backend.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Clicks the cell at `column` and `row`, counted from zero, as an SGR mouse press.
  func click(column: Int, row: Int) {
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)M".utf8))
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
    settle()
  }

  @Test func theTabsAreALineAboveTheStatusLine_theSelectedOneReversed_withBadges() throws {
    // Title bar, 21 rows of the selected tab, the tab bar, the status line.
    #expect(lines[0].hasPrefix(" App › Inbox"))
    #expect(lines[1].hasPrefix("▶ one "))
    #expect(lines[22] == "          Inbox           │           Sent           │          Drafts")
    let frame = try #require(backend.lastFrame)
    #expect(frame[0, 22].style.isReversed)
    #expect(frame[11, 22].style.isBold)
    #expect(!frame[30, 22].style.isReversed)
    second.tabBarItem.badgeValue = "3"
    third.tabBarItem.badgeValue = ""
    settle()
    #expect(lines[22] == "          Inbox           │         Sent (3)         │         Drafts ●")
    #expect(backend.lastFrame?[42, 22].style.foreground != nil)
  }

  @Test func theKeysSwitchTabs_andTheStatusLineHintsThem() {
    app.press(.character("]"))
    settle()
    #expect(tabs.selectedIndex == 1)
    #expect(app.topScreen === second)
    #expect(lines[0].hasPrefix(" App › Sent"))
    #expect(lines[1].hasPrefix("▶ alpha "))
    app.press(.character("3"))
    settle()
    #expect(app.topScreen === third)
    app.press(.character("]"))
    settle()
    #expect(tabs.selectedIndex == 0)
    app.press(.character("["))
    settle()
    #expect(tabs.selectedIndex == 2)
    #expect(lines[23].contains("[ ] previous, next tab"))
    app.press(.character("?"))
    settle()
    #expect(backend.text.contains("1-3"))
  }

  @Test func aClickOnATabSelectsIt() {
    click(column: 60, row: 22)
    #expect(tabs.selectedIndex == 2)
    #expect(app.topScreen === third)
    click(column: 35, row: 22)
    #expect(tabs.selectedIndex == 1)
    // Tab does not stop at the tabs: with no control on the screen, it moves the selection.
    app.press(.tab)
    settle()
    #expect(app.selectedIndexPath == IndexPath(item: 1, section: 0))
  }

  @Test func aTabHoldingANavigationController_pushesAndGoesBackInsideTheTab() {
    let root = RowsScreen(rows: ["m1", "m2"])
    root.title = "Mail"
    root.collectionView.scheduler = app.scheduler
    let navigation = NavigationController(rootViewController: root)
    tabs.viewControllers = [navigation, second]
    settle()
    #expect(lines[0].hasPrefix(" App › Mail"))
    #expect(lines[22].hasPrefix("                  Mail                  │"))
    let message = RowsScreen(rows: ["body"])
    message.title = "Message"
    message.collectionView.scheduler = app.scheduler
    root.navigationController?.pushViewController(message, animated: true)
    settle()
    #expect(lines[0].hasPrefix(" App › Message"))
    #expect(lines[1] == "▶ body")
    app.press(.escape)
    app.flushInput()
    settle()
    #expect(app.topScreen === root)
    #expect(app.screens.last === tabs)
    #expect(lines[0].hasPrefix(" App › Mail"))
  }
}

/// Tab stops at a text view, among the controls, and gives it the keys.
@MainActor @Suite struct TextViewTabStopTests {
  final class NoteScreen: TerminalViewController {
    let field = TextField()
    let textView = TextView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(field)
      view.addSubview(textView)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      field.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
      textView.frame = CGRect(x: 0, y: 2, width: 20, height: 4)
    }
  }

  @Test func tabGoesFromTheTextFieldToTheTextView_andTypingGoesIntoIt() throws {
    let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 10))
    let app = TerminalApplication(backend: backend, title: "Notes")
    let screen = NoteScreen()
    app.push(screen)
    try app.start()
    app.press(.tab)
    #expect(screen.field.isFirstResponder)
    app.press(.tab)
    #expect(screen.textView.isFirstResponder)
    #expect(!screen.field.isFirstResponder)
    app.type("hi")
    app.press(.enter)
    app.type("there")
    #expect(screen.textView.text == "hi\nthere")
    app.press(.tab)
    #expect(screen.field.isFirstResponder)
    #expect(!screen.textView.isFirstResponder)
    // A read-only text view is not a stop.
    screen.textView.isEditable = false
    app.press(.tab)
    #expect(screen.field.isFirstResponder)
  }
}
