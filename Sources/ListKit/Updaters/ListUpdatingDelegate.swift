import Foundation

/// How an adapter's changes reach the collection view: ListKit's `IGListUpdatingDelegate`.
/// ``ListAdapterUpdater`` diffs and animates; ``ListReloadDataUpdater`` reloads everything.
@MainActor
public protocol ListUpdatingDelegate: AnyObject {
  /// Diffs the objects `sectionDataBlock` returns against the current ones and applies the
  /// difference; `applySectionDataBlock` runs before the collection view changes.
  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?)
  /// Applies section controllers' item changes made in `itemUpdates`.
  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, itemUpdates: @escaping ListItemUpdateBlock,
    completion: ListUpdatingCompletion?)
  /// Runs `block`, which changes the adapter's data source or collection view, synchronously,
  /// first settling any update in progress.
  func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock)
  /// Reloads everything.
  func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?)
  /// Inserts items, or records the inserts when inside an update.
  func insertItems(into collectionView: CollectionView, indexPaths: [IndexPath])
  /// Deletes items, or records the deletes when inside an update.
  func deleteItems(from collectionView: CollectionView, indexPaths: [IndexPath])
  /// Moves an item, or records the move when inside an update.
  func moveItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath)
  /// Reloads an item that is at `fromIndexPath` before the update and `toIndexPath` after it.
  func reloadItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath)
  /// Reconfigures an item that is at `fromIndexPath` before the update and `toIndexPath` after
  /// it: its cell on screen is configured again and kept. Beyond IGListKit; an updater that does
  /// not implement it reloads the item instead.
  func reconfigureItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath)
  /// Moves a section the user moved interactively.
  func moveSection(in collectionView: CollectionView, from fromIndex: Int, to toIndex: Int)
  /// Reloads sections.
  func reload(_ collectionView: CollectionView, sections: IndexSet)
  /// Whether the adapter's source of truth is being changed just before the collection view is.
  func isInDataUpdateBlock() -> Bool
  /// A section controller returned no cell; the app is about to fail.
  func willCrash(with collectionView: CollectionView, sectionControllerClass: AnyClass?)
}

extension ListUpdatingDelegate {
  /// Reloads the item: what an updater that does not reconfigure does instead.
  public func reconfigureItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    reloadItem(in: collectionView, from: fromIndexPath, to: toIndexPath)
  }

  /// ``performUpdate(collectionViewBlock:animated:sectionDataBlock:applySectionDataBlock:completion:)``
  /// without a completion, as IGListKit's Swift callers may write it.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock
  ) {
    performUpdate(
      collectionViewBlock: collectionViewBlock, animated: animated,
      sectionDataBlock: sectionDataBlock, applySectionDataBlock: applySectionDataBlock,
      completion: nil)
  }

  /// ``performUpdate(collectionViewBlock:animated:sectionDataBlock:applySectionDataBlock:completion:)``
  /// that returns, once the update finished, whether it was applied: the `async` form Swift
  /// makes of IGListKit's method.
  @discardableResult
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      performUpdate(
        collectionViewBlock: collectionViewBlock, animated: animated,
        sectionDataBlock: sectionDataBlock, applySectionDataBlock: applySectionDataBlock
      ) { continuation.resume(returning: $0) }
    }
  }

  /// ``performUpdate(collectionViewBlock:animated:itemUpdates:completion:)`` without a
  /// completion.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, itemUpdates: @escaping ListItemUpdateBlock
  ) {
    performUpdate(
      collectionViewBlock: collectionViewBlock, animated: animated, itemUpdates: itemUpdates,
      completion: nil)
  }

  /// ``performUpdate(collectionViewBlock:animated:itemUpdates:completion:)`` that returns, once
  /// the changes finished, whether they were applied.
  @discardableResult
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, itemUpdates: @escaping ListItemUpdateBlock
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      performUpdate(
        collectionViewBlock: collectionViewBlock, animated: animated, itemUpdates: itemUpdates
      ) { continuation.resume(returning: $0) }
    }
  }

  /// ``reloadData(collectionViewBlock:reloadUpdate:completion:)`` without a completion.
  public func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock
  ) {
    reloadData(
      collectionViewBlock: collectionViewBlock, reloadUpdate: reloadUpdateBlock, completion: nil)
  }

  /// ``reloadData(collectionViewBlock:reloadUpdate:completion:)`` that returns, once the reload
  /// finished, whether it was applied.
  @discardableResult
  public func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      reloadData(collectionViewBlock: collectionViewBlock, reloadUpdate: reloadUpdateBlock) {
        continuation.resume(returning: $0)
      }
    }
  }
}
