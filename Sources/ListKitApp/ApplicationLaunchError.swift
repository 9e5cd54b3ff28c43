/// Why an app delegate could not be launched (`ApplicationDelegate.launch()`).
public enum ApplicationLaunchError: Error, Equatable, CustomStringConvertible {
  /// The delegate's `application(_:didFinishLaunchingWithOptions:)` returned `false`.
  case launchFailed(String)
  /// The delegate made no window with a root view controller, or an empty navigation
  /// controller.
  case noRootViewController(String)

  /// What went wrong, naming the delegate's class and what it must do.
  public var description: String {
    switch self {
    case .launchFailed(let name):
      "\(name).application(_:didFinishLaunchingWithOptions:) returned false: the app did not start"
    case .noRootViewController(let name):
      "\(name) made no screen to show: set window?.rootViewController in "
        + "application(_:didFinishLaunchingWithOptions:)"
    }
  }
}
