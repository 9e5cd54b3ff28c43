import Foundation

/// What an update did to the collection view: the changes of its batch update, or that the
/// collection view reloaded and why. ``ListAdapter/performUpdatesWithResult(animated:)`` returns
/// it; IGListKit has no counterpart.
public struct ListUpdateResult: Sendable, Hashable {
  /// How an update reached the collection view.
  public enum Outcome: Sendable, Hashable {
    /// Applied as one batch update with these changes, empty when nothing changed.
    case batchUpdates(ListBatchUpdateData)
    /// The collection view reloaded its data: because the update asked for it (`fallback` is
    /// `nil`), or in place of a batch update, for the reason `fallback` gives.
    case reloadedData(fallback: ListUpdateFallback?)
    /// Nothing reached the collection view: there was none, or no data source.
    case none
    /// The updater does not say what it did: an updater other than ``ListAdapterUpdater`` and
    /// ``ListReloadDataUpdater``.
    case unreported
  }

  /// How the update reached the collection view.
  public var outcome: Outcome
  /// Whether the update finished: what its completion is given.
  public var finished: Bool

  /// Creates a result.
  public init(outcome: Outcome, finished: Bool) {
    self.outcome = outcome
    self.finished = finished
  }
}

/// Why a ``ListAdapterUpdater`` reloaded the collection view instead of applying a batch update.
public enum ListUpdateFallback: Sendable, Hashable {
  /// The collection view rejected the batch update; the error carries UIKit's message.
  case invalidUpdate(CollectionViewError)
  /// The diff had this many section changes, more than 100, and
  /// ``ListAdapterUpdater/allowsReloadingOnTooManyUpdates`` is on.
  case tooManyChanges(Int)
  /// The collection view had a number of sections other than the number of objects the diff
  /// started from, so the diff could not apply to it.
  case sectionCountMismatch(collectionView: Int, objects: Int)
}

/// An updater that records what its last update did, for its completions to read.
@MainActor
protocol ListUpdateResultRecording: AnyObject {
  /// The result of the update whose completions are running, or of the last one.
  var lastUpdateResult: ListUpdateResult? { get }
}
