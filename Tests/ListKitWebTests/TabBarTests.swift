import Foundation
import ListKit
import ListUI
import Testing

@testable import ListKitWeb

/// A tab bar controller in a browser: its tabs drawn through the same runs as in a terminal,
/// as a tab list of buttons, selected by a click or by the keys.
@MainActor @Suite struct WebTabBarTests {
  @Test func theTabsAreATablistOfButtons_aClickOrAKeySelectsOne() throws {
    let first = ListScreen(items: ["one", "two"])
    first.title = "First"
    let second = ListScreen(items: ["three"])
    second.title = "Second"
    second.tabBarItem.badgeValue = "2"
    let tabs = TabBarController()
    tabs.viewControllers = [first, second]
    let recorder = Recorder(root: tabs)
    first.connect(scheduler: recorder.clock)
    second.connect(scheduler: recorder.clock)
    recorder.hello(columns: 40, rows: 12)
    let bar = try #require(recorder.session.shown[recorder.session.keys.key(for: tabs.tabBar)])
    #expect(bar.attributes["role"] == "tablist")
    let tabViews = tabs.tabBar.subviews
    try #require(tabViews.count == 2)
    let firstTab = try #require(recorder.session.shown[recorder.session.keys.key(for: tabViews[0])])
    let secondTab = try #require(
      recorder.session.shown[recorder.session.keys.key(for: tabViews[1])])
    #expect(secondTab.runs.text.contains("Second"))
    #expect(secondTab.runs.text.contains("(2)"))
    #expect(secondTab.attributes["role"] == "button")
    #expect(secondTab.attributes["aria-label"] == "Second, 2")
    #expect(firstTab.attributes["aria-current"] == "true")
    #expect(secondTab.attributes["aria-current"] == nil)
    #expect(recorder.session.keyHintsText().contains("[ ] previous, next tab"))
    recorder.session.receive(.click(id: secondTab.id, x: 3, y: 0))
    recorder.session.advance(by: 0)
    #expect(tabs.selectedViewController === second)
    #expect(recorder.session.window.topScreen === second)
    recorder.session.receive(.key(WebKeyEvent(key: "1")))
    recorder.session.advance(by: 0)
    #expect(tabs.selectedIndex == 0)
    recorder.session.receive(.key(WebKeyEvent(key: "]")))
    recorder.session.advance(by: 0)
    #expect(tabs.selectedIndex == 1)
  }
}
