import Foundation

/// The room a compositional layout section is laid out in, as `NSCollectionLayoutContainer`.
@MainActor
public protocol CollectionLayoutContainer {
  /// The size of the collection view's visible area.
  var contentSize: CGSize { get }
  /// The visible area's size less ``contentInsets``: the room sections are laid out in.
  var effectiveContentSize: CGSize { get }
  /// The collection view's adjusted content insets, by direction.
  var contentInsets: DirectionalEdgeInsets { get }
  /// The same insets: ListUI has no safe area or layout margins that would add to them.
  var effectiveContentInsets: DirectionalEdgeInsets { get }
}
