/// How text and fills look: colours and attributes.
///
/// A `nil` colour lets what is underneath show: text drawn with no background keeps the
/// background a fill put there, and no foreground means the renderer's default.
public struct TextStyle: Hashable, Sendable {
  /// The colour of the glyphs, or `nil` for the default.
  public var foreground: DrawingColor?
  /// The colour behind the glyphs, or `nil` to keep what is underneath.
  public var background: DrawingColor?
  /// Whether the glyphs are bold.
  public var isBold: Bool
  /// Whether the glyphs are dimmed.
  public var isDim: Bool
  /// Whether the glyphs are underlined.
  public var isUnderlined: Bool
  /// Whether foreground and background are swapped, which shows even without colour.
  public var isReversed: Bool
  /// Whether the glyphs are italic, where the terminal has italics.
  public var isItalic: Bool

  /// Creates a style; by default plain.
  public init(
    foreground: DrawingColor? = nil, background: DrawingColor? = nil, isBold: Bool = false,
    isDim: Bool = false, isUnderlined: Bool = false, isReversed: Bool = false,
    isItalic: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isReversed = isReversed
    self.isItalic = isItalic
  }

  /// No colours and no attributes.
  public static let plain = TextStyle()

  /// Bold text.
  public static let bold = TextStyle(isBold: true)

  /// Dimmed text.
  public static let dim = TextStyle(isDim: true)

  /// Underlined text.
  public static let underlined = TextStyle(isUnderlined: true)

  /// Reverse video.
  public static let reversed = TextStyle(isReversed: true)

  /// This style with `other` on top: `other`'s colours where it has them, and the attributes of
  /// both.
  public func applying(_ other: TextStyle) -> TextStyle {
    TextStyle(
      foreground: other.foreground ?? foreground, background: other.background ?? background,
      isBold: isBold || other.isBold, isDim: isDim || other.isDim,
      isUnderlined: isUnderlined || other.isUnderlined, isReversed: isReversed || other.isReversed,
      isItalic: isItalic || other.isItalic
    )
  }
}
