import Foundation

/// The width and height of a compositional layout element, as `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable {
  /// The width.
  public var widthDimension: CollectionLayoutDimension
  /// The height.
  public var heightDimension: CollectionLayoutDimension

  /// Creates a size from its width and height.
  public init(
    widthDimension width: CollectionLayoutDimension,
    heightDimension height: CollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }
}
