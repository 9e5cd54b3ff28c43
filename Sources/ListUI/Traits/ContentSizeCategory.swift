/// The size of text the user prefers: UIKit's `UIContentSizeCategory`, from extra small to the
/// largest accessibility size, in order. Hosts report ``large``, UIKit's default; an app can
/// compare categories (`category >= .accessibilityMedium`) as on iOS.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  /// UIKit's name for the category, such as `UICTContentSizeCategoryL`.
  public let rawValue: String

  /// The category named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No preference.
  public static let unspecified = ContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default.
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// The smallest accessibility size.
  public static let accessibilityMedium = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A larger accessibility size.
  public static let accessibilityLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// A larger accessibility size.
  public static let accessibilityExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// A larger accessibility size.
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest.
  static let ordered: [ContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Whether `lhs` is a smaller size than `rhs`; a category of another name sorts as
  /// ``unspecified``.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: lhs) ?? 0) < (ordered.firstIndex(of: rhs) ?? 0)
  }
}
