import Foundation

/// The space between the items of a group, as `NSCollectionLayoutSpacing`: fixed, or flexible,
/// where the group's room left over is shared between its items.
public struct CollectionLayoutSpacing: Hashable, Sendable {
  /// The spacing, or, for a flexible one, its least.
  public let spacing: CGFloat
  /// Whether the spacing grows to share out the group's room left over.
  public let isFlexibleSpacing: Bool

  /// Exactly `fixedSpacing` cells.
  public static func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(spacing: fixedSpacing, isFlexibleSpacing: false)
  }

  /// At least `flexibleSpacing` cells, more where the group has room left over.
  public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(spacing: flexibleSpacing, isFlexibleSpacing: true)
  }

  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
