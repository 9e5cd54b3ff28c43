import Foundation
import ListKitApp
import ListKitTerminal
import ListUI
import Testing

/// An app that starts from its delegate, as an iOS app's `@main` delegate does: the screens its
/// window's root view controller shows go to the renderer.
@MainActor
@Suite(.serialized) struct ApplicationDelegateTests {
  final class NavigationAppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    static var launches = 0
    static var terminations = 0

    func application(
      _ application: Application,
      didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
      Self.launches += 1
      let first = ViewController()
      first.title = "First"
      let second = ViewController()
      second.title = "Second"
      let navigation = NavigationController(rootViewController: first)
      navigation.pushViewController(second, animated: false)
      window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window?.rootViewController = navigation
      return true
    }

    func applicationWillTerminate(_ application: Application) { Self.terminations += 1 }
  }

  final class SplitAppDelegate: Responder, ApplicationDelegate {
    var window: Window?

    func application(
      _ application: Application,
      didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
      let split = SplitViewController()
      split.viewControllers = [NavigationController(rootViewController: ViewController())]
      window = Window(frame: .zero)
      window?.rootViewController = split
      return true
    }
  }

  final class FailingAppDelegate: Responder, ApplicationDelegate {
    func application(
      _ application: Application,
      didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { false }
  }

  final class WindowlessAppDelegate: Responder, ApplicationDelegate {}

  @Test func aRootNavigationControllersScreensAreShown_andTheDelegateIsTheApps() throws {
    let (delegate, screens) = try NavigationAppDelegate.launch()
    #expect(NavigationAppDelegate.launches == 1)
    #expect(screens.map(\.title) == ["First", "Second"])
    #expect(Application.shared.delegate === delegate)
    #expect((delegate as? NavigationAppDelegate)?.window?.rootViewController == nil)
    let app = AppRunner.makeTerminalApplication(
      backend: InMemoryBackend(size: TerminalSize(columns: 40, rows: 10)), title: "",
      layoutUnits: .points, options: AppOptions(), screens: screens)
    try app.start()
    #expect(app.lastFrame?.line(0).contains("Second") == true)
  }

  @Test func anotherRootIsTheOneScreen() throws {
    let (_, screens) = try SplitAppDelegate.launch()
    #expect(screens.count == 1 && screens[0] is SplitViewController)
  }

  @Test func aLaunchThatFailsOrShowsNothingIsAnErrorThatSaysWhy() {
    #expect(throws: ApplicationLaunchError.launchFailed("FailingAppDelegate")) {
      try FailingAppDelegate.launch()
    }
    #expect(throws: ApplicationLaunchError.noRootViewController("WindowlessAppDelegate")) {
      try WindowlessAppDelegate.launch()
    }
    #expect(
      "\(ApplicationLaunchError.noRootViewController("AppDelegate"))"
        == "AppDelegate made no screen to show: set window?.rootViewController in "
        + "application(_:didFinishLaunchingWithOptions:)")
  }
}
