#if !canImport(UIKit)
  import ListUI

  /// ListUI's ``ListUI/LayerCornerCurve`` under Core Animation's name, where UIKit does not exist.
  /// Where UIKit exists the name is Core Animation's own.
  public typealias CALayerCornerCurve = LayerCornerCurve
#endif
