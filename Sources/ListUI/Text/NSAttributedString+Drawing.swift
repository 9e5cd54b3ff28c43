import Foundation

extension NSAttributedString {
  /// UIKit's `size()`: the string's size, as ``Swift/String/size(withAttributes:)`` measures.
  @MainActor
  public func size() -> CGSize { TextMeasuring.size(of: string) }

  /// UIKit's `boundingRect(with:options:context:)`, as
  /// ``Swift/String/boundingRect(with:options:attributes:context:)`` measures.
  @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    TextMeasuring.boundingRect(of: string, with: size, options: options, context: context)
  }

  /// Draws the string from `point`, a line a paragraph, each run in its attributes' colours and
  /// weight, in the current ``GraphicsContext``: UIKit's `draw(at:)`. Nothing outside a view's
  /// ``View/draw(_:)``.
  @MainActor
  public func draw(at point: CGPoint) {
    GraphicsContext.current?.draw(self, at: point)
  }

  /// Draws the string within `rect`, wrapped at its width, the lines past its bottom left out: UIKit's
  /// `draw(in:)`.
  @MainActor
  public func draw(in rect: CGRect) {
    GraphicsContext.current?.draw(self, at: rect.origin, in: rect)
  }
}
