import Foundation

/// Places a collection view's cells and supplementary views: ListUI's `UICollectionViewLayout`.
///
/// A subclass computes its elements in ``prepare()``, reports the ``collectionViewContentSize``,
/// and answers ``layoutAttributesForElements(in:)`` and the per-element questions. The
/// collection view calls ``prepare()`` once after each invalidation, before it asks anything else.
@MainActor
open class CollectionViewLayout {
  /// The collection view this layout places elements for.
  public internal(set) weak var collectionView: CollectionView?

  /// Whether ``prepare()`` must run before the next question; set by invalidation.
  public internal(set) var needsPrepare = true

  /// The reasons given since the last ``prepare()``, merged; `nil` when nothing was invalidated.
  public internal(set) var pendingInvalidation: CollectionViewLayoutInvalidationContext?

  /// Creates a layout.
  public init() {}

  /// The context class this layout's invalidations use.
  open class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type {
    CollectionViewLayoutInvalidationContext.self
  }

  /// Computes the layout; subclasses override it. The default does nothing.
  open func prepare() {}

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element that intersects `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] { [] }

  /// The attributes of the cell at `indexPath`, or `nil` if there is none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`, or `nil` if there is none.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    nil
  }

  /// Invalidates everything.
  open func invalidateLayout() {
    let context = Self.invalidationContextClass.init()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Invalidates what `context` names; ``prepare()`` runs before the next question.
  open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if let pending = pendingInvalidation, pending !== context {
      context.batchRelayout = nil
      context.invalidateEverything = context.invalidateEverything || pending.invalidateEverything
      context.invalidateDataSourceCounts =
        context.invalidateDataSourceCounts || pending.invalidateDataSourceCounts
      context.invalidateItems(at: pending.invalidatedItemIndexPaths)
      context.contentOffsetAdjustment.x += pending.contentOffsetAdjustment.x
      context.contentOffsetAdjustment.y += pending.contentOffsetAdjustment.y
      for (kind, paths) in pending.invalidatedSupplementaryIndexPaths {
        context.invalidateSupplementaryElements(ofKind: kind, at: paths)
      }
    }
    pendingInvalidation = context
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout; the
  /// default is `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context for a bounds change; the default invalidates everything.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  {
    let context = Self.invalidationContextClass.init()
    context.invalidateEverything = true
    return context
  }

  /// Whether the collection view asks each cell it shows for its preferred attributes
  /// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``); by default `true`.
  var asksCellsForPreferredAttributes: Bool { true }

  /// Whether a cell's preferred attributes differ enough from the layout's to invalidate it; the
  /// default is `false`.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The context for a cell's preferred attributes; the default invalidates that item.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = Self.invalidationContextClass.init()
    context.invalidateItems(at: [originalAttributes.indexPath])
    return context
  }

  /// Called before a batch update is applied, with its changes.
  ///
  /// A ``CollectionViewFlowLayout`` itself (not a subclass), whose implementation does nothing
  /// with them, is given none: an update that deletes tens of thousands of sections would make
  /// as many items for it to drop.
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

  /// Whether ``prepare(forCollectionViewUpdates:)`` may read the changes it is given: for every
  /// layout but a ``CollectionViewFlowLayout`` itself, whose implementation is this class's.
  var mayReadUpdateItems: Bool { type(of: self) != CollectionViewFlowLayout.self }

  /// Called after a batch update is applied.
  open func finalizeCollectionViewUpdates() {}

  /// Where a scroll that would end at `proposedContentOffset` ends; the default keeps it.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// The attributes an item a batch update inserts starts from; the default is a copy of its
  /// attributes in the new layout.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    layoutAttributesForItem(at: itemIndexPath)?.copy()
  }

  /// The attributes an item a batch update removes ends at; the default is a copy of its
  /// attributes at `itemIndexPath` in the current layout.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    layoutAttributesForItem(at: itemIndexPath)?.copy()
  }

  /// Where an item being moved interactively, now at `previousIndexPath`, would go when dragged
  /// to `position` (content coordinates): the item under `position`, or `previousIndexPath` when
  /// there is none or the layout has no collection view.
  open func targetIndexPathForInteractivelyMovingItem(
    _ previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    collectionView?.indexPathForItem(at: position) ?? previousIndexPath
  }

  /// Scrolls the section of `indexPath` across the layout to show the item, where `position`
  /// says, if the section scrolls so; returns whether it does. Only a compositional layout has
  /// such sections.
  func scrollOrthogonally(toShow indexPath: IndexPath, at position: ScrollPosition) -> Bool {
    false
  }

  /// Arranges what it can of `relayout` ahead of the batch update that makes it, at an earlier
  /// turn of the main actor; the update's layout pass gets it back in its
  /// ``CollectionViewLayoutInvalidationContext/batchRelayout``. `nil`, the default, when the
  /// layout arranges nothing ahead.
  func plan(_ relayout: BatchRelayout) -> AnyObject? {
    nil
  }

  /// Arranges the next part of `plan`, which ``plan(_:)`` made; returns whether it is all
  /// arranged. A plan arranged at once, the default, is.
  func arrangeNextPart(of plan: AnyObject) -> Bool {
    true
  }

  /// Runs ``prepare()`` if an invalidation is pending.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
    pendingInvalidation = nil
  }
}
