import Foundation
@_spi(ListKit) import ListUI
import Testing

/// `TabBarController`, `TabBar` and `TabBarItem`: UIKit's tab bar controller, its selection,
/// its delegate, the appearance of its tabs, and the window's keys that switch them.
@MainActor
@Suite struct TabBarControllerTests {
  /// Records what the delegate is asked and told, and refuses the controllers in `refused`.
  final class Delegate: TabBarControllerDelegate {
    var events: [String] = []
    var refused: [ViewController] = []

    func tabBarController(
      _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool {
      events.append("should \(viewController.title ?? "")")
      return !refused.contains { $0 === viewController }
    }

    func tabBarController(
      _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {
      events.append("did \(viewController.title ?? "")")
    }
  }

  private func titled(_ title: String, log: CallbackLog = CallbackLog()) -> LoggingController {
    let controller = LoggingController(title, log: log)
    controller.title = title
    return controller
  }

  /// A window 40 by 10 with `root`, made key, shown and laid out.
  private func makeWindow(root: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    window.hostScheduler = ManualScheduler()
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layOutScreens()
    return window
  }

  @Test func theFirstControllerIsSelected_andTheItemsAreTitledAfterTheControllers() throws {
    let tabs = TabBarController()
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.selectedViewController == nil)
    #expect(tabs.viewControllers == nil)
    let first = titled("One")
    let second = titled("Two")
    tabs.viewControllers = [first, second]
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === first)
    #expect(tabs.children.count == 2)
    #expect(first.tabBarController === tabs)
    #expect(tabs.tabBar.items?.map(\.title) == ["One", "Two"])
    #expect(tabs.tabBar.selectedItem === first.tabBarItem)
    // The title sets the item's title, as in UIKit.
    second.title = "Deux"
    #expect(second.tabBarItem.title == "Deux")
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === second)
    #expect(tabs.tabBar.selectedItem === second.tabBarItem)
    // An index outside the tabs changes nothing.
    tabs.selectedIndex = 5
    #expect(tabs.selectedIndex == 1)
    tabs.selectedViewController = first
    #expect(tabs.selectedIndex == 0)
    // A new item shows in the bar.
    let item = TabBarItem(title: "Eins", image: nil, tag: 7)
    first.tabBarItem = item
    #expect(tabs.tabBar.items?.first === item)
    #expect(tabs.tabBar.selectedItem === item)
  }

  @Test func newControllersKeepTheSelectedOne_elseTheSameIndex_elseTheFirst() {
    let tabs = TabBarController()
    let a = titled("A")
    let b = titled("B")
    let c = titled("C")
    let d = titled("D")
    tabs.viewControllers = [a, b, c]
    tabs.selectedIndex = 1
    tabs.viewControllers = [c, a, b]
    #expect(tabs.selectedViewController === b)
    tabs.viewControllers = [a, d, c]
    #expect(tabs.selectedViewController === c)
    #expect(b.parent == nil)
    tabs.viewControllers = [d]
    #expect(tabs.selectedViewController === d)
    tabs.viewControllers = nil
    #expect(tabs.selectedViewController == nil)
    #expect(tabs.children.isEmpty)
  }

  @Test func switchingTabs_tellsTheTabsTheyAppearAndDisappear_inUIKitsOrder() {
    let log = CallbackLog()
    let first = titled("one", log: log)
    let second = titled("two", log: log)
    let tabs = TabBarController()
    tabs.viewControllers = [first, second]
    let window = makeWindow(root: tabs)
    #expect(
      log.events.filter { $0.contains("Appear") } == ["one willAppear false", "one didAppear"])
    #expect(second.isViewLoaded == false)
    log.events.removeAll()
    tabs.selectedIndex = 1
    #expect(
      log.events.filter { !$0.contains("didLayout") } == [
        "one willDisappear false", "two didLoad", "two willAppear false", "one didDisappear",
        "two didAppear",
      ])
    #expect(tabs.view.subviews.contains { $0 === second.view })
    #expect(!tabs.view.subviews.contains { $0 === first.view })
    #expect(window.topScreen === second)
    // Off screen, switching tells nothing.
    window.rootViewController = nil
    tabs.beginAppearanceTransition(false, animated: false)
    tabs.endAppearanceTransition()
    log.events.removeAll()
    tabs.selectedIndex = 0
    #expect(log.events.filter { $0.contains("Appear") }.isEmpty)
  }

  @Test func theTabBarTakesTheLastLine_andAHiddenOneGivesItBack() {
    let first = titled("One")
    let tabs = TabBarController()
    tabs.viewControllers = [first, titled("Two")]
    _ = makeWindow(root: tabs)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 9, width: 40, height: 1))
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 40, height: 9))
    tabs.tabBar.isHidden = true
    tabs.view.setNeedsLayout()
    tabs.view.layoutIfNeeded()
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
  }

  @Test func theUsersSelection_asksAndTellsTheDelegate_codesDoesNot() {
    let first = titled("One")
    let second = titled("Two")
    let third = titled("Three")
    let tabs = TabBarController()
    let delegate = Delegate()
    tabs.delegate = delegate
    tabs.viewControllers = [first, second, third]
    let window = makeWindow(root: tabs)
    tabs.selectedIndex = 1
    #expect(delegate.events.isEmpty)
    #expect(window.perform(.selectTab(index: 2)))
    #expect(tabs.selectedViewController === third)
    #expect(delegate.events == ["should Three", "did Three"])
    delegate.refused = [first]
    delegate.events.removeAll()
    #expect(!window.perform(.selectTab(index: 0)))
    #expect(tabs.selectedViewController === third)
    #expect(delegate.events == ["should One"])
    // A tab that is not there is not selected, and the delegate is not asked.
    delegate.events.removeAll()
    #expect(!window.perform(.selectTab(index: 7)))
    #expect(delegate.events.isEmpty)
  }

  @Test func theTabKeys_goRound_skipDisabledTabs_andAreHinted() throws {
    #expect(WindowCommand(KeyboardKey(input: "]")) == .selectNextTab)
    #expect(WindowCommand(KeyboardKey(input: "[")) == .selectPreviousTab)
    #expect(WindowCommand(KeyboardKey(input: "1")) == .selectTab(index: 0))
    #expect(WindowCommand(KeyboardKey(input: "9")) == .selectTab(index: 8))
    #expect(WindowCommand(KeyboardKey(input: "0")) == nil)
    let tabs = TabBarController()
    let controllers = ["A", "B", "C"].map { titled($0) }
    tabs.viewControllers = controllers
    let window = makeWindow(root: tabs)
    window.handleKey(KeyboardKey(input: "]"))
    #expect(tabs.selectedIndex == 1)
    controllers[2].tabBarItem.isEnabled = false
    window.handleKey(KeyboardKey(input: "]"))
    #expect(tabs.selectedIndex == 0)
    window.handleKey(KeyboardKey(input: "["))
    #expect(tabs.selectedIndex == 1)
    window.handleKey(KeyboardKey(input: "3"))
    #expect(tabs.selectedIndex == 1)
    window.handleKey(KeyboardKey(input: "1"))
    #expect(tabs.selectedIndex == 0)
    #expect(window.keyHints.contains(KeyHint("[ ]", "previous, next tab")))
    #expect(window.keyHints.contains(KeyHint("1-3", "tab by number")))
    #expect(window.shortKeyHints.contains(KeyHint("[ ]", "previous, next tab")))
    // Without a tab bar controller, the keys do nothing and are not hinted.
    let plain = makeWindow(root: titled("Plain"))
    #expect(!plain.perform(.selectNextTab))
    #expect(!plain.keyHints.contains { $0.keys == "[ ]" })
  }

  @Test func aTabHoldingANavigationController_isFollowedByTheTitleBarAndTheBackKey() {
    let root = titled("Inbox")
    let navigation = NavigationController(rootViewController: root)
    let other = titled("Other")
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, other]
    // An untitled navigation controller's item takes its root's title.
    #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Other"])
    let window = makeWindow(root: tabs)
    #expect(window.topScreen === root)
    #expect(root.tabBarController === tabs)
    #expect(root.navigationController === navigation)
    let message = titled("Message")
    navigation.pushViewController(message, animated: true)
    window.screensDidChange()
    #expect(window.topScreen === message)
    #expect(window.depth == 2)
    #expect(window.titleBarText(appTitle: "Mail") == "Mail › Message")
    #expect(window.keyHints.contains(KeyHint("Esc q", "back")))
    // The other tab has its own screens; coming back finds the stack as it was.
    window.handleKey(KeyboardKey(input: "2"))
    #expect(window.topScreen === other)
    #expect(window.depth == 1)
    window.handleKey(KeyboardKey(input: "1"))
    #expect(window.topScreen === message)
    #expect(window.goBack())
    #expect(window.topScreen === root)
    #expect(!window.goBack())
    // Selecting the selected tab pops its navigation controller to its root, as in UIKit.
    navigation.pushViewController(titled("Again"), animated: true)
    window.handleKey(KeyboardKey(input: "1"))
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aPushedControllerThatHidesTheBottomBar_takesTheTabBarsLine_untilItIsPopped() {
    let root = titled("Inbox")
    let navigation = NavigationController(rootViewController: root)
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, titled("Other")]
    let window = makeWindow(root: tabs)
    #expect(navigation.view.frame.height == 9)
    let message = titled("Message")
    message.hidesBottomBarWhenPushed = true
    navigation.pushViewController(message, animated: true)
    window.screensDidChange()
    #expect(tabs.tabBar.frame.height == 0)
    #expect(navigation.view.frame.height == 10)
    #expect(message.view.frame.height == 10)
    #expect(!tabs.isTabBarShown)
    // The tab keys do nothing and are not hinted while the bar is out of the way.
    #expect(!window.perform(.selectNextTab))
    #expect(tabs.selectedViewController === navigation)
    #expect(!window.keyHints.contains { $0.keys == "[ ]" })
    // A controller pushed above it keeps the bar away; popping back below it brings it back.
    navigation.pushViewController(titled("Reply"), animated: true)
    #expect(tabs.tabBar.frame.height == 0)
    navigation.popToRootViewController(animated: true)
    window.screensDidChange()
    #expect(tabs.isTabBarShown)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 9, width: 40, height: 1))
    #expect(root.view.frame.height == 9)
    #expect(window.perform(.selectNextTab))
    // A tab that is not a navigation controller is not pushed onto: its flag does nothing.
    let plain = titled("Plain")
    plain.hidesBottomBarWhenPushed = true
    tabs.viewControllers = [plain, navigation]
    tabs.selectedViewController = plain
    #expect(tabs.isTabBarShown)
  }

  @Test func aTabBarInsideANavigationController_goesBackPastItsTabs() {
    let list = titled("List")
    let outer = NavigationController(rootViewController: list)
    let window = makeWindow(root: outer)
    let tabs = TabBarController()
    let inner = NavigationController(rootViewController: titled("Notes"))
    tabs.viewControllers = [inner, titled("Pad")]
    outer.pushViewController(tabs, animated: true)
    window.screensDidChange()
    #expect(window.topScreen === inner.topViewController)
    #expect(window.depth == 2)
    #expect(window.goBack())
    #expect(window.topScreen === list)
  }

  @Test func aTabBarItemHasUIKitsInitializers() {
    let system = TabBarItem(tabBarSystemItem: .topRated, tag: 4)
    #expect(system.title == "Top Rated")
    #expect(system.tag == 4)
    #expect(system.systemItem == .topRated)
    let selected = ImageReference(systemName: "star.fill")
    let item = TabBarItem(
      title: "Stars", image: ImageReference(systemName: "star"), selectedImage: selected)
    #expect(item.selectedImage == selected)
    #expect(item.displayedTitle == "\(item.image?.symbol ?? "") Stars")
    #expect(TabBarItem(title: "Plain", image: nil, tag: 0).displayedTitle == "Plain")
    #expect(TabBarItem().title == nil)
    #expect(TabBarItem.SystemItem.mostViewed.rawValue == 11)
  }
}
