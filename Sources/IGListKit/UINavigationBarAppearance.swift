#if !canImport(UIKit)
  import ListUI

  /// ListUI's ``ListUI/NavigationBarAppearance`` under UIKit's name, where UIKit does not exist.
  /// Where UIKit exists the name is UIKit's own.
  public typealias UINavigationBarAppearance = NavigationBarAppearance
#endif
