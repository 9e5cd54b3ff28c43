import Foundation

/// Told what a ``ListAdapterUpdater`` does, step by step: ListKit's
/// `IGListAdapterUpdaterDelegate`. Every method has a default that does nothing.
@MainActor
public protocol ListAdapterUpdaterDelegate: AnyObject {
  /// The updater is about to diff.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?)
  /// The updater diffed, on a background task or on the main actor.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didDiffWithResults listIndexSetResults: ListIndexSetResult?,
    onBackgroundThread: Bool)
  /// The updater is about to apply a batch update.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: CollectionView,
    fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?,
    listIndexSetResult: ListIndexSetResult?, animated: Bool)
  /// The batch update was applied.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: CollectionView)
  /// Items are about to be inserted outside a batch update.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willInsert indexPaths: [IndexPath],
    collectionView: CollectionView)
  /// Items are about to be deleted outside a batch update.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDelete indexPaths: [IndexPath],
    collectionView: CollectionView)
  /// An item is about to be moved outside a batch update.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willMoveFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath, collectionView: CollectionView)
  /// Items are about to be reloaded outside a batch update.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReload indexPaths: [IndexPath],
    collectionView: CollectionView)
  /// Sections are about to be reloaded outside a batch update.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadSections sections: IndexSet,
    collectionView: CollectionView)
  /// The collection view is about to reload; `isFallbackReload` when it replaces an update.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: CollectionView,
    isFallbackReload: Bool)
  /// The collection view reloaded.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didReloadDataWith collectionView: CollectionView,
    isFallbackReload: Bool)
  /// The collection view rejected the update with `error`; the updater reloads instead, unless
  /// ``ListAdapterUpdater/experiments`` has `throwOnInconsistencyException`.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
    willCrashWith error: CollectionViewError, fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?)
  #if canImport(ObjectiveC)
    /// The collection view rejected the update, with IGListKit's signature: `exception` is an
    /// `NSInternalInconsistencyException` whose reason is the error's message. Told right after
    /// the form with the ``CollectionViewError``, so a method written for IGListKit is called.
    /// Where Foundation has no `NSException` (Linux), a method of this signature does not
    /// compile, so it cannot be silently left uncalled.
    func listAdapterUpdater(
      _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
      willCrashWith exception: NSException, from fromObjects: [Any]?, to toObjects: [Any]?,
      diffResult: ListIndexSetResult, updates: ListBatchUpdateData)
  #endif
  /// A section controller returned no cell; `sectionControllerClass` is its class, if known.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willCrashWith collectionView: CollectionView,
    sectionControllerClass: AnyClass?)
  /// An update ended without changing the collection view: there was none, or no data source.
  func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: CollectionView?)
}

extension ListAdapterUpdaterDelegate {
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didDiffWithResults listIndexSetResults: ListIndexSetResult?,
    onBackgroundThread: Bool
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    willPerformBatchUpdatesWith collectionView: CollectionView,
    fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?,
    listIndexSetResult: ListIndexSetResult?, animated: Bool
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
    collectionView: CollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willInsert indexPaths: [IndexPath],
    collectionView: CollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willDelete indexPaths: [IndexPath],
    collectionView: CollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willMoveFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath, collectionView: CollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReload indexPaths: [IndexPath],
    collectionView: CollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadSections sections: IndexSet,
    collectionView: CollectionView
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willReloadDataWith collectionView: CollectionView,
    isFallbackReload: Bool
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, didReloadDataWith collectionView: CollectionView,
    isFallbackReload: Bool
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
    willCrashWith error: CollectionViewError, fromObjects: [any ListDiffable]?,
    toObjects: [any ListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?
  ) {}
  #if canImport(ObjectiveC)
    /// Does nothing.
    public func listAdapterUpdater(
      _ listAdapterUpdater: ListAdapterUpdater, collectionView: CollectionView,
      willCrashWith exception: NSException, from fromObjects: [Any]?, to toObjects: [Any]?,
      diffResult: ListIndexSetResult, updates: ListBatchUpdateData
    ) {}
  #endif
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater, willCrashWith collectionView: CollectionView,
    sectionControllerClass: AnyClass?
  ) {}
  /// Does nothing.
  public func listAdapterUpdater(
    _ listAdapterUpdater: ListAdapterUpdater,
    didFinishWithoutUpdatesWith collectionView: CollectionView?
  ) {}
}
