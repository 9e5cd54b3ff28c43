import Foundation

/// A supplementary view at an edge of a compositional layout section, or of the whole layout, such
/// as a header or a footer, as `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// A vertical layout places an item aligned to the top (``RectAlignment/top``,
/// ``RectAlignment/topLeading``, ``RectAlignment/topTrailing``) before the section's content, and
/// one aligned to the bottom after it; when it ``extendsBoundary`` it takes room of its own,
/// otherwise it lies over the content's first or last rows. An item aligned to the leading or
/// trailing edge, or to none, lies over the content's start. A horizontal layout does the same with
/// the leading and trailing edges. Its width and height are relative to the section; the
/// collection view asks its data source for it at the section's index path, item 0.
@MainActor
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
  /// The kind of supplementary view, such as `CollectionView.elementKindSectionHeader`.
  public let elementKind: String
  /// The edge the item sits at.
  public let alignment: RectAlignment
  /// Whether the item takes room of its own at its edge; `true` by default.
  public var extendsBoundary = true
  /// Whether the item stays on screen at its edge while the rest of its section scrolls by, as a
  /// sticky header does; `false` by default.
  public var pinToVisibleBounds = false
  /// The item's stacking order; cells are at 0, so the default, 1, is in front of them.
  public var zIndex = 1

  /// An item of `layoutSize` for supplementary views of `elementKind`, at `alignment`.
  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment
  ) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}
