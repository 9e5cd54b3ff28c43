import Foundation

/// Runs when an update finishes; `finished` is `false` when it was not applied.
public typealias ListUpdatingCompletion = @MainActor (_ finished: Bool) -> Void
/// Returns the collection view to update, or `nil` when there is none any more.
public typealias ListCollectionViewBlock = @MainActor () -> CollectionView?
/// Returns the objects and section controllers before and after an update.
public typealias ListTransitionDataBlock = @MainActor () -> ListTransitionData?
/// Makes the new objects and section controllers the adapter's source of truth.
public typealias ListTransitionDataApplyBlock = @MainActor (ListTransitionData) -> Void
/// Makes section controllers' item changes through the batch context.
public typealias ListItemUpdateBlock = @MainActor () -> Void
/// Reloads the adapter's objects and section controllers.
public typealias ListReloadUpdateBlock = @MainActor () -> Void
/// Changes the adapter's data source or collection view.
public typealias ListDataSourceChangeBlock = @MainActor () -> Void

/// The objects and section controllers before and after an update: ListKit's
/// `IGListTransitionData`.
@MainActor
public final class ListTransitionData {
  /// The objects before the update.
  public let fromObjects: [any ListDiffable]
  /// The objects after the update.
  public let toObjects: [any ListDiffable]
  /// The section controller of each object after the update.
  public let toSectionControllers: [ListSectionController]
  /// The section controllers of `fromObjects`, when the adapter made the data. An object keeps
  /// its section controller while its key stays, so the updater diffs the section controllers'
  /// identities, which hash and compare faster than the objects' identifiers.
  var fromSectionControllers: [ListSectionController]?
  /// The adapter's keys of `toObjects`, computed once.
  var toKeys: [ObjectKey]?

  /// Creates transition data.
  public init(
    fromObjects: [any ListDiffable], toObjects: [any ListDiffable],
    toSectionControllers: [ListSectionController]
  ) {
    self.fromObjects = fromObjects
    self.toObjects = toObjects
    self.toSectionControllers = toSectionControllers
  }
}

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
  func willCrash(with collectionView: CollectionView, sectionControllerClass: AnyClass)
}
