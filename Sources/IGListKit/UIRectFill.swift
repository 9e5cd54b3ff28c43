#if !canImport(UIKit)
  import ListUI

  /// Fills `rect` with the current fill colour in the context the view drawing now draws into:
  /// UIKit's `UIRectFill(_:)`, where UIKit does not exist. Nothing outside a view's `draw(_:)`.
  @MainActor
  public func UIRectFill(_ rect: CGRect) {
    GraphicsContext.current?.fill(rect)
  }
#endif
