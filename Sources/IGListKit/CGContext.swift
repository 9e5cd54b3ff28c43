#if !canImport(UIKit)
  import ListUI

  /// ListUI's ``ListUI/GraphicsContext`` under Core Graphics' name, where UIKit does not exist:
  /// what `UIGraphicsGetCurrentContext()` returns inside a view's `draw(_:)`. Where UIKit exists
  /// the name is Core Graphics' own.
  public typealias CGContext = GraphicsContext
#endif
