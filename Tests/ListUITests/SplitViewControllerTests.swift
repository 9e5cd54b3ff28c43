import Foundation
import Testing

@_spi(ListKit) @testable import ListUI

/// A split view controller, always collapsed as on an iPhone: the primary shown, the detail
/// pushed onto it, back going back.
@MainActor
@Suite struct SplitViewControllerTests {
  final class Delegate: SplitViewControllerDelegate {
    var collapses = 0
    var handlesCollapse = true
    func splitViewController(
      _ splitViewController: SplitViewController,
      collapseSecondary secondaryViewController: ViewController,
      onto primaryViewController: ViewController
    ) -> Bool {
      collapses += 1
      return handlesCollapse
    }
  }

  @Test func aSecondaryIsDroppedWhenTheDelegateHandlesTheCollapse_elsePushedOntoThePrimary() {
    let list = ViewController()
    let primary = NavigationController(rootViewController: list)
    let split = SplitViewController()
    let delegate = Delegate()
    split.delegate = delegate
    split.viewControllers = [primary, NavigationController(rootViewController: ViewController())]
    #expect(delegate.collapses == 1)
    #expect(split.viewControllers.count == 1 && split.viewControllers[0] === primary)
    #expect(primary.viewControllers.count == 1)
    #expect(list.splitViewController === split)
    #expect(split.isCollapsed && split.displayMode == .secondaryOnly)

    delegate.handlesCollapse = false
    let detail = ViewController()
    split.viewControllers.append(NavigationController(rootViewController: detail))
    #expect(split.viewControllers.count == 1)
    #expect(primary.viewControllers.count == 2 && primary.topViewController === detail)
  }

  @Test func showDetailPushesOntoThePrimary_andBackPopsIt() {
    let list = ViewController()
    list.title = "Demos"
    let primary = NavigationController(rootViewController: list)
    let split = SplitViewController()
    split.viewControllers = [primary]
    let window = WindowTests.makeWindow(root: split)
    #expect(window.topScreen === list && window.depth == 1)
    let detail = ViewController()
    detail.title = "Feed"
    list.showDetailViewController(NavigationController(rootViewController: detail), sender: nil)
    window.screensDidChange()
    #expect(window.topScreen === detail)
    #expect(window.depth == 2)
    #expect(detail.isAppearingOrVisible && !list.isAppearingOrVisible)
    #expect(window.titleBarText(appTitle: "App") == "App › Feed")
    #expect(window.goBack())
    #expect(window.topScreen === list && list.isAppearingOrVisible)
    #expect(!window.goBack())
  }

  @Test func withoutASplitViewShowDetailPresents() {
    let root = ViewController()
    let window = WindowTests.makeWindow(root: root)
    let detail = ViewController()
    root.showDetailViewController(detail, sender: nil)
    #expect(root.presentedViewController === detail)
    #expect(window.topScreen === detail)
  }
}
