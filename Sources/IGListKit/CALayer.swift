#if !canImport(UIKit)
  import ListUI

  /// ListUI's ``ListUI/Layer`` under Core Animation's name, where UIKit does not exist, so that
  /// IGListKit code keeps its type names. Where UIKit exists the name is Core Animation's own.
  public typealias CALayer = Layer
#endif
