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
