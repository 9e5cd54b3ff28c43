import Foundation

/// Which parts of a layout are out of date, as `UICollectionViewLayoutInvalidationContext`.
///
/// A layout gets one in ``CollectionViewLayout/invalidateLayout(with:)`` and may redo only what it
/// names: a context that invalidates neither everything nor the data source counts lets a layout
/// keep its item metrics, the cheap invalidation that ListKit's layout relies on.
@MainActor
open class CollectionViewLayoutInvalidationContext {
  /// Whether everything must be recomputed; `true` for ``CollectionViewLayout/invalidateLayout()``
  /// and after `reloadData()`.
  public internal(set) var invalidateEverything = false
  /// Whether the number of sections or items changed.
  public internal(set) var invalidateDataSourceCounts = false
  /// The items whose attributes must be recomputed.
  public private(set) var invalidatedItemIndexPaths: [IndexPath] = []
  /// The supplementary views whose attributes must be recomputed, by kind.
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]] = [:]
  /// How far the collection view moves its content once the layout is prepared again, so that
  /// what the user sees stays put when content above it changes size.
  open var contentOffsetAdjustment: CGPoint = .zero

  /// Creates a context that invalidates nothing yet.
  public required init() {}

  /// What a batch update changed, when its untouched sections keep their counts and sizes and
  /// the layout was current before it: a ``CollectionViewFlowLayout`` then lays out only the
  /// changed sections again. Dropped when the invalidation merges with another.
  var batchRelayout: BatchRelayout?

  /// Marks items as needing new attributes.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths.append(contentsOf: indexPaths)
  }

  /// Marks supplementary views as needing new attributes.
  open func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
    invalidatedSupplementaryIndexPaths[kind, default: []].append(contentsOf: indexPaths)
  }
}
