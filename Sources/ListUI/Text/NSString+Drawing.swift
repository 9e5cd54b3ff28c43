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
}
