import Foundation

/// What applies to a whole compositional layout, as
/// `UICollectionViewCompositionalLayoutConfiguration`: the scrolling direction, the space between
/// sections, and the headers and footers of the whole layout.
@MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
  /// The direction the sections follow each other in; vertical by default.
  public var scrollDirection: CollectionView.ScrollDirection = .vertical
  /// The space between one section and the next.
  public var interSectionSpacing: CGFloat = 0
  /// Views at the edges of the whole layout, such as a header before the first section; they are
  /// placed as a section's are, at index path 0 of section 0's kind.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

  /// A configuration with UIKit's defaults.
  public init() {}
}
