import Foundation

/// UIKit's colour calls for custom drawing, inside a view's ``View/draw(_:)``.
extension Color {
  /// Makes this the colour fills draw in, in the current ``GraphicsContext``: UIKit's
  /// `setFill()`. Nothing outside a view's ``View/draw(_:)``.
  @MainActor
  public func setFill() {
    GraphicsContext.current?.setFillColor(self)
  }

  /// Makes this the colour lines draw in, in the current ``GraphicsContext``: UIKit's
  /// `setStroke()`. Nothing outside a view's ``View/draw(_:)``.
  @MainActor
  public func setStroke() {
    GraphicsContext.current?.setStrokeColor(self)
  }

  /// Makes this the colour fills and lines draw in: UIKit's `set()`.
  @MainActor
  public func set() {
    setFill()
    setStroke()
  }
}
