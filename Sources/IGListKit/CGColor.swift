#if !canImport(UIKit)
  import ListUI

  /// ListUI's ``ListUI/Color`` under Core Graphics' name, where UIKit does not exist: a layer's
  /// border colour is a `Color`, and `UIColor.cgColor` is the colour itself. Where UIKit exists
  /// the name is Core Graphics' own.
  public typealias CGColor = Color
#endif
