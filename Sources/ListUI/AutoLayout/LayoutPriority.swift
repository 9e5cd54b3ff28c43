import Foundation

/// How much a constraint, or a view's wish to keep its content size, counts against the others:
/// ListUI's `UILayoutPriority`, from 1 to 1000, where 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority, from 1 to 1000.
  public var rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A priority of `rawValue`, as UIKit's `UILayoutPriority(_:)`.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A priority written as a number.
  public init(floatLiteral value: Float) {
    rawValue = value
  }

  /// A priority written as a whole number.
  public init(integerLiteral value: Int) {
    rawValue = Float(value)
  }

  /// A constraint that must hold: 1000.
  public static let required = LayoutPriority(1000)

  /// How much a view resists being squeezed by default: 750.
  public static let defaultHigh = LayoutPriority(750)

  /// How much a view resists being stretched by default: 250.
  public static let defaultLow = LayoutPriority(250)

  /// The priority `View.systemLayoutSizeFitting(_:)` asks for the target size with: 50, below
  /// every view's wish to keep its content size, so the smallest size that fits wins.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether `lhs` counts less than `rhs`.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority `rhs` above `lhs`.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` below `lhs`.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }
}
