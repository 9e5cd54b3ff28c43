import Foundation

/// How an adapter's changes reach the collection view: ListKit's `IGListUpdatingDelegate`.
/// ``ListAdapterUpdater`` diffs and animates; ``ListReloadDataUpdater`` reloads everything.
@MainActor
public protocol ListUpdatingDelegate: AnyObject {
  /// Diffs the objects `sectionDataBlock` returns against the current ones and applies the
  /// difference; `applySectionDataBlock` runs before the collection view changes.
  func performUpdate(
    withCollectionViewBlock collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?)
  /// Applies section controllers' item changes made in `itemUpdates`.
  func performUpdate(
    withCollectionViewBlock collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, itemUpdates: @escaping ListItemUpdateBlock,
    completion: ListUpdatingCompletion?)
  /// Runs `block`, which changes the adapter's data source or collection view, synchronously,
  /// first settling any update in progress.
  func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock)
  /// Reloads everything.
  func reloadData(
    withCollectionViewBlock collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdateBlock: @escaping ListReloadUpdateBlock, completion: ListUpdatingCompletion?)
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
  /// Moves a section the user moved interactively.
  func moveSection(in collectionView: CollectionView, fromIndex: Int, toIndex: Int)
  /// Reloads sections.
  func reload(_ collectionView: CollectionView, sections: IndexSet)
  /// Whether the adapter's source of truth is being changed just before the collection view is.
  func isInDataUpdateBlock() -> Bool
  /// A section controller returned no cell; the app is about to fail.
  func willCrash(with collectionView: CollectionView, sectionControllerClass: AnyClass?)
}
