import Foundation

/// One section of a compositional layout, as `NSCollectionLayoutSection`: the group it repeats
/// for its items, the space around and between the groups, its headers and footers, and whether
/// it scrolls across the layout.
@MainActor
public final class CollectionLayoutSection {
  /// The group repeated, one after the other, until the section's items are placed.
  public let group: CollectionLayoutGroup

  /// Space around the section's groups.
  public var contentInsets: DirectionalEdgeInsets = .zero

  /// The list configuration the section was made with (`list(using:layoutEnvironment:)`), whose
  /// swipe actions providers give its rows' swipe actions; `nil` for another section.
  var listConfiguration: CollectionLayoutListConfiguration?

  /// The space between one group and the next.
  public var interGroupSpacing: CGFloat = 0

  /// Whether the section's groups lie side by side across the layout and scroll there, and how;
  /// ``CollectionLayoutSectionOrthogonalScrollingBehavior/none`` by default.
  public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none

  /// The section's headers, footers and other views at its edges.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

  /// Whether the boundary supplementary items are inset across the layout as the content is;
  /// `true` by default.
  public var supplementariesFollowContentInsets = true

  /// A section that repeats `group`.
  public init(group: CollectionLayoutGroup) {
    self.group = group
  }
}
