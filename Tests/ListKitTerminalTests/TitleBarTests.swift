import Foundation
import ListKitTerminal
import ListUI
import Testing

/// The title bar names the root screen by its title, as a navigation bar does, after the app's
/// title; a root screen titled as the app is named once.
@MainActor @Suite struct TitleBarTests {
  func titleBar(appTitle: String, screenTitle: String?) throws -> String {
    let backend = InMemoryBackend(size: TerminalSize(columns: 60, rows: 6))
    let app = TerminalApplication(backend: backend, title: appTitle)
    let screen = TerminalViewController()
    screen.title = screenTitle
    app.push(screen)
    try app.start()
    return String(app.render().text.split(separator: "\n").first ?? "")
  }

  @Test func theRootScreensTitleFollowsTheAppsTitle() throws {
    #expect(try titleBar(appTitle: "Todo", screenTitle: "Open").hasPrefix(" Todo › Open "))
  }

  @Test func aRootScreenTitledAsTheAppIsNamedOnce() throws {
    let bar = try titleBar(appTitle: "Fruits", screenTitle: "Fruits")
    #expect(bar.hasPrefix(" Fruits "))
    #expect(!bar.contains("›"))
  }

  @Test func anUntitledRootScreenShowsTheAppsTitle() throws {
    let bar = try titleBar(appTitle: "Todo", screenTitle: nil)
    #expect(bar.hasPrefix(" Todo "))
    #expect(!bar.contains("›"))
  }
}
