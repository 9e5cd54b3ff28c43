#if !canImport(UIKit)
  import ListUI

  /// ListUI's ``ListUI/ApplicationDelegate`` under UIKit's name, where UIKit does not exist: with
  /// `@main` on a `final` class that adopts it, in a file that imports ListKitApp, the app runs
  /// from its delegate (ListKitApp's `main()`). Where UIKit exists the name is UIKit's own.
  public typealias UIApplicationDelegate = ApplicationDelegate
#endif
