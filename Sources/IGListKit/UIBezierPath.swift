#if !canImport(UIKit)
  import ListUI

  /// ListUI's ``ListUI/BezierPath`` under UIKit's name, where UIKit does not exist, so that
  /// custom drawing keeps its type names. Where UIKit exists the name is UIKit's own.
  public typealias UIBezierPath = BezierPath
#endif
