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
}
