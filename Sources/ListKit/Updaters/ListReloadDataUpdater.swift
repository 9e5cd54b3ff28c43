import Foundation

/// An updater that reloads the whole collection view, synchronously, for every change: simple and
/// predictable, for tests and for lists that do not animate. ListKit's `IGListReloadDataUpdater`.
@MainActor
public final class ListReloadDataUpdater: ListUpdatingDelegate, ListUpdateResultRecording {
  private var inDataUpdateBlock = false
  /// What the update whose completion is running did; `nil` outside its completions.
  var currentUpdateResult: ListUpdateResult?

  /// Creates a reload-data updater.
  public init() {}

  /// Applies the new data and reloads; `completion` runs before this returns.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    if let data = sectionDataBlock() {
      inDataUpdateBlock = true
      applySectionDataBlock(data)
      inDataUpdateBlock = false
    }
    let collectionView = collectionViewBlock()
    reload(collectionView)
    complete(completion, collectionView: collectionView)
  }

  /// Runs the item changes, each of which reloads, then reloads; `completion` runs before this
  /// returns.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, itemUpdates: @escaping ListItemUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    itemUpdates()
    let collectionView = collectionViewBlock()
    reload(collectionView)
    complete(completion, collectionView: collectionView)
  }

  /// Runs `block`.
  public func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) {
    block()
  }

  /// Runs `reloadUpdateBlock` and reloads; `completion` runs before this returns.
  public func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    reloadUpdateBlock()
    let collectionView = collectionViewBlock()
    reload(collectionView)
    complete(completion, collectionView: collectionView)
  }

  /// Reloads.
  public func insertItems(into collectionView: CollectionView, indexPaths: [IndexPath]) {
    reload(collectionView)
  }

  /// Reloads.
  public func deleteItems(from collectionView: CollectionView, indexPaths: [IndexPath]) {
    reload(collectionView)
  }

  /// Reloads.
  public func moveItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    reload(collectionView)
  }

  /// Reloads.
  public func reloadItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    reload(collectionView)
  }

  /// Reloads.
  public func reconfigureItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    reload(collectionView)
  }

  /// Reloads.
  public func moveSection(in collectionView: CollectionView, from fromIndex: Int, to toIndex: Int) {
    reload(collectionView)
  }

  /// Reloads.
  public func reload(_ collectionView: CollectionView, sections: IndexSet) {
    reload(collectionView)
  }

  /// Whether the new data is being applied.
  public func isInDataUpdateBlock() -> Bool { inDataUpdateBlock }

  /// Does nothing.
  public func willCrash(with collectionView: CollectionView, sectionControllerClass: AnyClass?) {}

  private func reload(_ collectionView: CollectionView?) {
    collectionView?.reloadData()
    collectionView?.layoutIfNeeded()
  }

  /// Calls `completion`, if any, telling it the collection view reloaded, or that there was none.
  private func complete(_ completion: ListUpdatingCompletion?, collectionView: CollectionView?) {
    callCompletions(
      completion.map { [$0] } ?? [], finished: true,
      outcome: collectionView == nil ? .notApplied : .reloadedData)
  }
}
