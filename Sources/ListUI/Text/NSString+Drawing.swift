import Foundation

extension NSString {
  /// UIKit's `size(withAttributes:)`, as ``Swift/String/size(withAttributes:)`` measures.
  @MainActor
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMeasuring.size(of: self as String)
  }

  /// UIKit's `boundingRect(with:options:attributes:context:)`, as
  /// ``Swift/String/boundingRect(with:options:attributes:context:)`` measures.
  @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil
  ) -> CGRect {
    TextMeasuring.boundingRect(of: self as String, with: size, options: options, context: context)
  }

  /// UIKit's `draw(at:withAttributes:)`, as ``Swift/String/draw(at:withAttributes:)`` draws.
  @MainActor
  public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    (self as String).draw(at: point, withAttributes: attributes)
  }

  /// UIKit's `draw(in:withAttributes:)`, as ``Swift/String/draw(in:withAttributes:)`` draws.
  @MainActor
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
  {
    (self as String).draw(in: rect, withAttributes: attributes)
  }
}
