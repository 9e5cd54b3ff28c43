import Foundation
import ListKit
import ListKitApp
import ListKitTerminal
import ListKitTestSupport
import ListKitWeb
import Testing

/// YourAppInTheTerminalAndTheBrowser.md's todo app does what the article says, in a terminal and
/// in a browser, driven by the same steps.
@MainActor
@Suite struct TodoAppTests {
  enum Renderer: String, CaseIterable {
    case terminal, web
  }

  /// A store in a file of its own.
  static func makeStore() -> TodoStore {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-\(UUID().uuidString).json")
    return TodoStore(url: url)
  }

  static func driver(_ renderer: Renderer, store: TodoStore) -> any AppDriver {
    let options = AppOptions()
    let screen = TodoViewController(store: store)
    switch renderer {
    case .terminal:
      let backend = InMemoryBackend(size: TerminalSize(columns: 60, rows: 12))
      return TerminalDriver(
        application: AppRunner.makeTerminalApplication(
          backend: backend, title: "Todo", options: options, screens: [screen]))
    case .web:
      return WebDriver(
        session: AppRunner.makeWebSession(
          title: "Todo", options: options, clock: ManualScheduler(), screens: [screen]),
        columns: 60, rows: 12)
    }
  }

  /// The line of `text` that shows `words`.
  static func line(showing words: String, in text: String) -> String? {
    text.split(separator: "\n").first { $0.contains(words) }.map(String.init)
  }

  @Test(arguments: Renderer.allCases)
  func addMarkDoneAndDelete_savedToTheFile(renderer: Renderer) throws {
    let store = Self.makeStore()
    defer { try? FileManager.default.removeItem(at: store.url) }
    let driver = Self.driver(renderer, store: store)
    var screen = driver.screenText
    #expect(screen.contains("What needs doing? (n)"))
    #expect(screen.contains("0 open, 0 done"))
    #expect(screen.contains("n new"))

    screen = addTwoTodos(with: driver)
    #expect(screen.contains("2 open, 0 done"), "\(screen)")
    let lines = screen.split(separator: "\n").map(String.init)
    let open = try #require(lines.firstIndex { $0.contains("Open") })
    let done = try #require(lines.firstIndex { $0.contains("Done") })
    let milk = try #require(lines.firstIndex { $0.contains("Buy milk") })
    #expect(open < milk && milk < done, "\(screen)")
    #expect(store.load().map(\.title) == ["Buy milk", "Call Ana"])

    try driver.tap("Buy milk")
    driver.advance(by: 1)
    screen = driver.screenText
    #expect(screen.contains("1 open, 1 done"), "\(screen)")
    let doneLine = try #require(Self.line(showing: "Buy milk", in: screen))
    #expect(doneLine.contains("✓"))
    #expect(store.load().filter(\.isDone).map(\.title) == ["Buy milk"])

    driver.press("d")
    driver.advance(by: 0.5)
    screen = driver.screenText
    #expect(screen.contains("Deleted “Buy milk”"), "\(screen)")
    // Only the status line still names it.
    #expect(screen.split(separator: "\n").filter { $0.contains("Buy milk") }.count == 1)
    #expect(store.load().map(\.title) == ["Call Ana"])
    driver.advance(by: 3)
    #expect(driver.screenText.contains("1 open, 0 done"))
  }

  @Test(arguments: Renderer.allCases)
  func aRowsContextMenuMarksItDoneAndDeletesIt(renderer: Renderer) throws {
    let store = Self.makeStore()
    defer { try? FileManager.default.removeItem(at: store.url) }
    try store.save([Todo(id: 1, title: "Water the plants"), Todo(id: 2, title: "Pay rent")])
    let driver = Self.driver(renderer, store: store)
    driver.press("Home", "Down", "Down")
    driver.press("x")
    var screen = driver.screenText
    #expect(screen.contains("Mark done") && screen.contains("Delete"), "\(screen)")
    #expect(screen.contains("Cancel"))
    try driver.tap("Mark done")
    driver.advance(by: 1)
    screen = driver.screenText
    #expect(screen.contains("1 open, 1 done"), "\(screen)")
    #expect(Self.line(showing: "Water the plants", in: screen)?.contains("✓") == true)
    // The menu of the row under a right click.
    try driver.rightClick("Pay rent")
    try driver.tap("Delete")
    driver.advance(by: 1)
    #expect(store.load().map(\.title) == ["Water the plants"])
    #expect(driver.screenText.contains("Deleted “Pay rent”"))
  }

  @Test(arguments: Renderer.allCases)
  func theTodosComeBackFromTheFile(renderer: Renderer) throws {
    let store = Self.makeStore()
    defer { try? FileManager.default.removeItem(at: store.url) }
    try store.save([
      Todo(id: 1, title: "Water the plants"), Todo(id: 2, title: "Pay rent", isDone: true),
    ])
    let screen = Self.driver(renderer, store: store).screenText
    #expect(screen.contains("1 open, 1 done"))
    #expect(Self.line(showing: "Pay rent", in: screen)?.contains("✓") == true)
    #expect(Self.line(showing: "Water the plants", in: screen)?.contains("✓") == false)
  }

  @Test func theArticlesScreenIsWhatTheTerminalShows() throws {
    let store = Self.makeStore()
    defer { try? FileManager.default.removeItem(at: store.url) }
    let driver = Self.driver(.terminal, store: store)
    _ = addTwoTodos(with: driver)
    try driver.tap("Buy milk")
    driver.advance(by: 1)
    let article = try PackageRoot.text(
      of: "Sources/ListKit/ListKit.docc/YourAppInTheTerminalAndTheBrowser.md")
    let shown = try #require(
      MarkdownCodeBlock.blocks(in: article).first { $0.language == "text" })
    let trimmed = driver.screenText.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    #expect(trimmed.joined(separator: "\n") == shown.text)
  }

  @Test func aFileThatCannotBeWrittenIsReportedInTheStatusLine() throws {
    let store = TodoStore(url: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/todo.json"))
    let driver = Self.driver(.terminal, store: store)
    driver.press("n")
    driver.type("Lost")
    driver.press("Enter")
    #expect(driver.screenText.contains("Not saved:"))
  }
}
