#if !canImport(UIKit)
  import ListUI

  /// The context the view drawing now draws into, inside its `draw(_:)`; `nil` outside one:
  /// UIKit's `UIGraphicsGetCurrentContext()`, where UIKit does not exist. It draws in character
  /// cells, as ListUI's ``ListUI/GraphicsContext`` says.
  @MainActor
  public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContext.current
  }
#endif
