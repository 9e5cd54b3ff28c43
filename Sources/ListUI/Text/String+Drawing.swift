import Foundation

extension String {
  /// The size the string takes drawn with `attributes`, each paragraph one line: UIKit's
  /// `size(withAttributes:)` (see ``NSStringDrawingOptions`` for how ListUI measures).
  ///
  /// - Complexity: O(*n*) in the string's length.
  @MainActor
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMeasuring.size(of: self)
  }

  /// The rectangle the string takes laid out within `size` with `options`: UIKit's
  /// `boundingRect(with:options:attributes:context:)`. With `.usesLineFragmentOrigin` the
  /// string wraps at the size's width, as a label with no line limit does; without it, it is
  /// one line. The attributes' font changes nothing: a character is a cell.
  ///
  /// - Complexity: O(*n*) in the string's length.
  @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil
  ) -> CGRect {
    TextMeasuring.boundingRect(of: self, with: size, options: options, context: context)
  }

  /// Draws the string from `point` with `attributes`, a line a paragraph, in the current
  /// ``GraphicsContext``: UIKit's `draw(at:withAttributes:)`. The attributes' colours and weight
  /// style it; nothing is drawn outside a view's ``View/draw(_:)``.
  @MainActor
  public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    GraphicsContext.current?.draw(
      NSAttributedString(string: self, attributes: attributes), at: point)
  }

  /// Draws the string within `rect` with `attributes`, wrapped at its width, the lines past its
  /// bottom left out, in the current ``GraphicsContext``: UIKit's `draw(in:withAttributes:)`.
  @MainActor
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
  {
    GraphicsContext.current?.draw(
      NSAttributedString(string: self, attributes: attributes), at: rect.origin, in: rect)
  }
}
