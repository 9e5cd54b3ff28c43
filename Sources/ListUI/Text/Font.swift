import Foundation

/// A font: ListUI's `UIFont`, with UIKit's system fonts and text styles.
///
/// A terminal draws every font in its own typeface at one size, so a font becomes attributes: a
/// weight of ``Weight/semibold`` or heavier is bold, ``Weight/light`` or lighter is dim, an
/// italic font is italic where the terminal has italics, and text smaller than 13 points, such
/// as the footnote and caption styles, is dim. The point size is kept for code that reads it.
/// A browser showing screens sized in points draws text in the system's proportional font (the
/// monospaced one where ``isMonospaced``), at its point size in CSS pixels, weight and slant.
public struct Font: Hashable, Sendable {
  /// A font's weight, with UIKit's values: UIKit's `UIFont.Weight`.
  public struct Weight: Hashable, Sendable, Comparable, RawRepresentable {
    /// The weight, from -1 (lightest) to 1 (heaviest), 0 being regular.
    public let rawValue: CGFloat

    /// A weight from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The lightest weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular, the default.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold: drawn bold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// The heaviest weight.
    public static let black = Weight(rawValue: 0.62)

    /// Orders weights from lightest to heaviest.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// UIKit's dynamic text styles: UIKit's `UIFont.TextStyle`.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// The largest title, 34 points.
    case largeTitle
    /// A first-level title, 28 points.
    case title1
    /// A second-level title, 22 points.
    case title2
    /// A third-level title, 20 points.
    case title3
    /// A headline, 17 points semibold: drawn bold.
    case headline
    /// A subheadline, 15 points.
    case subheadline
    /// Body text, 17 points.
    case body
    /// A callout, 16 points.
    case callout
    /// A footnote, 13 points.
    case footnote
    /// A first-level caption, 12 points: drawn dim.
    case caption1
    /// A second-level caption, 11 points: drawn dim.
    case caption2
  }

  /// The size in points, as UIKit gives it; a terminal draws every size the same.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// Whether the font is italic.
  public let isItalic: Bool
  /// The family's name, or `nil` for the system font: UIKit's `familyName`. A browser asks for
  /// the family by this name, with the system font where it has none; a terminal draws its own.
  public let familyName: String?
  /// Whether every character is as wide as every other: the monospaced system font, or a
  /// family such as Menlo or Courier. A browser draws the text in the system's monospaced font;
  /// a terminal's is monospaced whatever the font.
  public let isMonospaced: Bool

  /// A system font of `pointSize`, `weight` and slant; of the family `familyName` when it is
  /// not `nil`, monospaced when `isMonospaced` is true.
  public init(
    pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false,
    familyName: String? = nil, isMonospaced: Bool = false
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
    self.familyName = familyName
    self.isMonospaced = isMonospaced
  }

  /// The font named `fontName` at `fontSize`: UIKit's `init(name:size:)`. ListUI has no list of
  /// installed fonts to refuse a name by, so there is always one: a browser asks for the family
  /// by that name and falls back to the system font; a name with "Mono", "Courier", "Menlo" or
  /// "Consol" in it is monospaced; "Bold" and "Italic" or "Oblique" in it set the weight and
  /// slant, as PostScript names such as `Menlo-BoldItalic` say.
  public init?(name fontName: String, size fontSize: CGFloat) {
    let lowercased = fontName.lowercased()
    let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
    self.init(
      pointSize: fontSize,
      weight: lowercased.contains("bold") ? .bold : .regular,
      isItalic: lowercased.contains("italic") || lowercased.contains("oblique"),
      familyName: family,
      isMonospaced: ["mono", "courier", "menlo", "consol"].contains { lowercased.contains($0) })
  }

  /// The monospaced system font at `fontSize` and `weight`: UIKit's
  /// `monospacedSystemFont(ofSize:weight:)`.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(pointSize: fontSize, weight: weight, isMonospaced: true)
  }

  /// The system font at `fontSize`: UIKit's `systemFont(ofSize:)`.
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(pointSize: fontSize)
  }

  /// The system font at `fontSize` and `weight`: UIKit's `systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(pointSize: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize`: UIKit's `boldSystemFont(ofSize:)`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(pointSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize`: UIKit's `italicSystemFont(ofSize:)`.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(pointSize: fontSize, isItalic: true)
  }

  /// The font of a text style at UIKit's default sizes: UIKit's `preferredFont(forTextStyle:)`.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    switch style {
    case .largeTitle: return Font(pointSize: 34)
    case .title1: return Font(pointSize: 28)
    case .title2: return Font(pointSize: 22)
    case .title3: return Font(pointSize: 20)
    case .headline: return Font(pointSize: 17, weight: .semibold)
    case .subheadline: return Font(pointSize: 15)
    case .body: return Font(pointSize: 17)
    case .callout: return Font(pointSize: 16)
    case .footnote: return Font(pointSize: 13)
    case .caption1: return Font(pointSize: 12)
    case .caption2: return Font(pointSize: 11)
    }
  }

  /// The system font size, 17 points: UIKit's `systemFontSize`.
  public static let systemFontSize: CGFloat = 17

  /// The size of labels' default font, 17 points: UIKit's `labelFontSize`.
  public static let labelFontSize: CGFloat = 17

  /// The same font at `fontSize`: UIKit's `withSize(_:)`.
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(
      pointSize: fontSize, weight: weight, isItalic: isItalic, familyName: familyName,
      isMonospaced: isMonospaced)
  }

  /// The attributes a terminal draws the font with: bold, dim and italic.
  public var textStyle: ListUI.TextStyle {
    ListUI.TextStyle(
      isBold: weight >= .semibold, isDim: weight <= .light || pointSize < 13, isItalic: isItalic)
  }
}
