import Foundation

/// Why a ``ListAdapterUpdater`` reloaded the collection view instead of applying a batch update.
public enum ListUpdateFallback: Sendable, Hashable {
  /// The collection view rejected the batch update; the error carries UIKit's message.
  case invalidUpdate(CollectionViewError)
  /// The diff had this many section changes, more than 100,
  /// ``ListAdapterUpdater/allowsReloadingOnTooManyUpdates`` is on, and the list is smaller than
  /// ``ListAdapterUpdater/backgroundDiffingThreshold``.
  case tooManyChanges(Int)
  /// The collection view had a number of sections other than the number of objects the diff
  /// started from, so the diff could not apply to it.
  case sectionCountMismatch(collectionView: Int, objects: Int)
}
