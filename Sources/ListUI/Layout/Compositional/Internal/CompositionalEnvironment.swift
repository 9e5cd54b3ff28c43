import Foundation

/// The environment a compositional layout hands its section provider: the collection view's
/// visible size and insets, and the units it is measured in.
struct CompositionalEnvironment: CollectionLayoutEnvironment {
  let container: any CollectionLayoutContainer
  let layoutUnits: LayoutUnits
}

/// A compositional layout's container: the collection view's visible size and its adjusted
/// content insets.
struct CompositionalContainer: CollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: DirectionalEdgeInsets

  var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: Swift.max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: Swift.max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}
