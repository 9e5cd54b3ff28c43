import Foundation

/// What measuring text found: UIKit's `NSStringDrawingContext`, passed to
/// `boundingRect(with:options:attributes:context:)`, which sets its ``totalBounds``.
public final class NSStringDrawingContext {
  /// The smallest scale the text may be shrunk to: text in cells is never shrunk, so it is kept
  /// and ``actualScaleFactor`` stays 1.
  public var minimumScaleFactor: CGFloat = 0

  /// The scale the text was measured at: 1.
  public private(set) var actualScaleFactor: CGFloat = 1

  /// The bounds of the text the last measurement found.
  public internal(set) var totalBounds: CGRect = .zero

  /// A context for one measurement.
  public init() {}
}
