import Foundation

/// The object an app starts from: UIKit's `UIApplicationDelegate`.
///
/// An iOS app's delegate, marked `@main`, makes its window and root view controller in
/// ``application(_:didFinishLaunchingWithOptions:)``. In a file that imports ListKitApp, `@main`
/// on a `final` class that adopts this protocol runs the app as `AppRunner` does: in the
/// terminal, or with `--web` in browsers, a delegate for each tab. Its window's root view
/// controller is what is shown; the renderer's window takes its place.
///
/// ```swift
/// import IGListKit
/// import ListKitApp
///
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///   var window: UIWindow?
///
///   func application(
///     _ application: UIApplication,
///     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///   ) -> Bool {
///     window = UIWindow(frame: UIScreen.main.bounds)
///     let feed = FeedViewController()
///     window?.rootViewController = UINavigationController(rootViewController: feed)
///     window?.makeKeyAndVisible()
///     return true
///   }
/// }
/// ```
///
/// The class is `final` because the runner makes it from its type, with `init()`.
@MainActor
public protocol ApplicationDelegate: AnyObject {
  /// Makes the delegate, as the runner does when the app starts.
  init()

  /// The window the delegate shows its screens in. A delegate that does not declare one has
  /// none, and makes nothing to show.
  var window: Window? { get set }

  /// Called once the app has started: the delegate makes its window and its root view
  /// controller. Return `false` when the app cannot start.
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Called when the app is about to end: the terminal's quit, or the web server's shutdown.
  func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
  /// No window: a delegate that does not declare one has nothing to show.
  public var window: Window? {
    get { nil }
    // swift-format-ignore: NoEmptyBody
    set {}
  }

  /// Returns `true`.
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Does nothing.
  public func applicationWillTerminate(_ application: Application) {}
}
