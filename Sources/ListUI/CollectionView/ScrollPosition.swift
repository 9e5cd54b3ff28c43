import Foundation

/// Where ``CollectionView/scrollToItem(at:at:animated:)`` puts an item, as
/// `UICollectionView.ScrollPosition`. Combine one vertical and one horizontal position; `[]`
/// scrolls as little as makes the item visible.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
  /// The positions as bits.
  public let rawValue: Int

  /// Creates a position from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The item's top at the top of the visible rect.
  public static let top = ScrollPosition(rawValue: 1 << 0)
  /// The item centered vertically.
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  /// The item's bottom at the bottom of the visible rect.
  public static let bottom = ScrollPosition(rawValue: 1 << 2)
  /// The item's left edge at the left of the visible rect.
  public static let left = ScrollPosition(rawValue: 1 << 3)
  /// The item centered horizontally.
  public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
  /// The item's right edge at the right of the visible rect.
  public static let right = ScrollPosition(rawValue: 1 << 5)
}
