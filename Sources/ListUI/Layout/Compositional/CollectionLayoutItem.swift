import Foundation

/// One cell's place in a compositional layout, as `NSCollectionLayoutItem`: its size, relative to
/// the group that holds it, and the insets that shrink it within that size.
@MainActor
public class CollectionLayoutItem {
  /// The item's size: fractions are of the group that holds it.
  public let layoutSize: CollectionLayoutSize

  /// Space kept free around the item, within its size; not applied along an estimated dimension,
  /// as in UIKit, since the cell sizes itself there.
  public var contentInsets: DirectionalEdgeInsets = .zero

  /// An item of `layoutSize`.
  public init(layoutSize: CollectionLayoutSize) {
    self.layoutSize = layoutSize
  }
}
