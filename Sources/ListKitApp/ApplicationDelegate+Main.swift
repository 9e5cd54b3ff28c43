import Foundation
import ListUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ApplicationDelegate {
  /// Runs the app from its delegate, as `@main` on the delegate's class does: parses the command
  /// line as ``AppArguments`` and runs the app as
  /// ``AppRunner/run(title:layoutUnits:options:makeScreens:)`` does, sized in points, as UIKit
  /// code sizes its views, then tells the delegates `applicationWillTerminate(_:)` and exits
  /// with the run's status.
  ///
  /// The terminal launches one delegate; a web server launches one for each browser tab, as an
  /// iPad app has a scene for each window. Each launch makes the delegate with `init()`, makes it
  /// `Application`'s `delegate`, and calls its
  /// `application(_:didFinishLaunchingWithOptions:)` with no options. What its window's root view
  /// controller shows is moved to the renderer's window, whose navigation stack the title bar and
  /// back key use: a navigation controller's screens, or the controller itself; the delegate's
  /// window is left without a root view controller. A launch that returns `false`, or leaves no
  /// root view controller, ends the app with a message that says so and status 1.
  public static func main() {
    let options: AppOptions
    do {
      options = try AppArguments.parse(Array(CommandLine.arguments.dropFirst())).options
    } catch {
      AppArguments.exit(withError: error)
    }
    var delegates: [any ApplicationDelegate] = []
    let status = AppRunner.run(title: "", layoutUnits: .points, options: options) {
      do {
        let (delegate, screens) = try launch()
        delegates.append(delegate)
        return screens
      } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
      }
    }
    for delegate in delegates { delegate.applicationWillTerminate(Application.shared) }
    exit(status)
  }

  /// Makes a delegate of this class and launches it, as ``main()`` does for each window.
  ///
  /// - Returns: The delegate, which the caller keeps (`Application` does not retain
  ///   its delegate), and the screens its window shows, bottom first.
  /// - Throws: ``ApplicationLaunchError`` when the launch returns `false` or leaves no root view
  ///   controller.
  public static func launch() throws(ApplicationLaunchError) -> (
    any ApplicationDelegate, [ViewController]
  ) {
    let delegate = Self()
    Application.shared.delegate = delegate
    guard delegate.application(Application.shared, didFinishLaunchingWithOptions: nil) else {
      throw .launchFailed(String(describing: Self.self))
    }
    guard let window = delegate.window, let root = window.rootViewController else {
      throw .noRootViewController(String(describing: Self.self))
    }
    window.rootViewController = nil
    guard let navigation = root as? NavigationController else { return (delegate, [root]) }
    let screens = navigation.viewControllers
    guard !screens.isEmpty else { throw .noRootViewController(String(describing: Self.self)) }
    navigation.setViewControllers([], animated: false)
    return (delegate, screens)
  }
}
