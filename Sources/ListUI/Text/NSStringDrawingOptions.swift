/// How text is measured: UIKit's `NSStringDrawingOptions`, for
/// `boundingRect(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The bits, UIKit's values.
  public let rawValue: Int

  /// Options of the bits `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lay the text out in lines that wrap at the size's width, from the rectangle's top: without
  /// it, the text is one line, as UIKit measures it.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Add the font's leading between lines: a line is a cell, with no leading.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measure the glyphs' own bounds: a character is its cells.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Cut the last line that fits with an ellipsis when the text is taller than the size.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
