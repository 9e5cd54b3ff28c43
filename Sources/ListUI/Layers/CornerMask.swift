/// The corners a layer's ``Layer/cornerRadius`` rounds: Core Animation's `CACornerMask`.
///
/// The minimum X and Y corner is the top left one, as in UIKit's coordinates.
public struct CornerMask: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// A mask of the corners in `rawValue`'s bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top left corner.
  public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)

  /// The top right corner.
  public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)

  /// The bottom left corner.
  public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)

  /// The bottom right corner.
  public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)

  /// All four corners: a layer's default.
  public static let allCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
