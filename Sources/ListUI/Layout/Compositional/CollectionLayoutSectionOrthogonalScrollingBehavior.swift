import Foundation

/// How a compositional layout section scrolls across the layout's scrolling direction, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// A section that scrolls orthogonally lays its groups out side by side across the scrolling
/// direction, in one row of a vertical layout, and that row scrolls on its own. In a terminal it
/// scrolls to show the item a program scrolls to with `scrollToItem(at:at:animated:)`, which is
/// what the terminal app's selection keys do; the behavior decides where the row stops.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Sendable, Hashable {
  /// The section does not scroll orthogonally: its groups follow each other along the layout's
  /// scrolling direction.
  case none
  /// The row scrolls as little as shows the item.
  case continuous
  /// The row scrolls as little as shows the item, and stops with a group at its leading edge.
  case continuousGroupLeadingBoundary
  /// The row scrolls a page, the collection view's width, at a time.
  case paging
  /// The row stops with a group at its leading edge.
  case groupPaging
  /// The row stops with the item's group in its middle.
  case groupPagingCentered
}
