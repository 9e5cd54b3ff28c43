import Foundation

/// How text is underlined: UIKit's `NSUnderlineStyle`, which Foundation on Linux does not have,
/// with UIKit's raw values, for ``Foundation/NSAttributedString/Key/underlineStyle``.
///
/// A terminal has one underline: every style but none draws it; ``byWord`` leaves the spaces
/// between words out.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The style's bits, as UIKit numbers them.
  public let rawValue: Int

  /// A style from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line: drawn as one line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two lines: drawn as one line.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A dotted line: drawn solid.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line: drawn solid.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// A line of dashes and dots: drawn solid.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// A line of dashes and pairs of dots: drawn solid.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Words only, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
