import Foundation
import ListUI
import Testing

@testable import ListKitWeb

/// The page's title bar names the root screen by its title after the app's, as the terminal's
/// does; a root screen titled as the app is named once.
@MainActor @Suite struct WebTitleBarTests {
  /// The title element's runs, as JSON.
  func titleBar(appTitle: String, screenTitle: String?) -> String? {
    let root = ViewController()
    root.title = screenTitle
    let recorder = Recorder(root: root, options: WebSessionOptions(title: appTitle))
    recorder.hello()
    return recorder.session.shown["title"]?.runs.text
  }

  @Test func theRootScreensTitleFollowsTheAppsTitle() {
    #expect(
      titleBar(appTitle: "Todo", screenTitle: "Open")?.contains(#""t":"Todo › Open""#) == true)
  }

  @Test func aRootScreenTitledAsTheAppIsNamedOnce() {
    #expect(titleBar(appTitle: "Fruits", screenTitle: "Fruits")?.contains(#""t":"Fruits""#) == true)
  }

  @Test func anUntitledRootScreenShowsTheAppsTitle() {
    #expect(titleBar(appTitle: "Todo", screenTitle: nil)?.contains(#""t":"Todo""#) == true)
  }
}

/// The page's `<title>`: the app's, else its root screen's.
@MainActor @Suite struct PageTitleTests {
  @Test func theFirstFrameNamesThePage_andAChangeRenamesIt() throws {
    let screen = ListScreen(items: ["one"])
    let recorder = Recorder(root: screen, options: WebSessionOptions(title: "Todo"))
    let first = try #require(recorder.hello())
    #expect(first.contains(#""title":"Todo""#))
    recorder.session.title = "Todo (3)"
    recorder.session.advance(by: 0)
    #expect(recorder.messages.last?.contains(#""title":"Todo (3)""#) == true)
    // A frame with the same title does not say it again.
    let count = recorder.messages.count
    recorder.session.receive(.resize(columns: 30, rows: 10))
    recorder.session.advance(by: 0)
    #expect(recorder.messages.count == count + 1)
    #expect(recorder.messages.last?.contains(#""title":"#) == false)
  }

  @Test func withoutAnAppTitleThePageIsNamedAfterItsRootScreen() {
    let screen = ListScreen(items: ["one"])
    screen.title = "Groceries"
    #expect(Recorder(root: screen).session.pageTitle == "Groceries")
    #expect(Recorder(root: ViewController()).session.pageTitle == "ListKit")
  }
}
