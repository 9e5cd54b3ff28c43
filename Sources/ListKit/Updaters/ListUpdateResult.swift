import Foundation

/// What an update did to the collection view: the changes of its batch update, or that the
/// collection view reloaded and why. ``ListAdapter/performUpdatesWithResult(animated:)`` returns
/// it; IGListKit has no counterpart.
public struct ListUpdateResult: Sendable, Hashable {
  /// How an update reached the collection view.
  public enum Outcome: Sendable, Hashable {
    /// Applied as one batch update with these changes, empty when nothing changed.
    case batchUpdates(ListBatchUpdateData)
    /// The collection view reloaded its data, as the update asked: a reload, a data source
    /// change, or an updater that only reloads.
    case reloadedData
    /// The collection view reloaded its data in place of a batch update, for this reason.
    case fellBackToReload(ListUpdateFallback)
    /// Nothing reached the collection view: there was none, or no data source.
    case notApplied
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

/// An updater that says what an update did to each of its completions while they run.
@MainActor
protocol ListUpdateResultRecording: AnyObject {
  /// The result of the update whose completion is running; `nil` outside its completions.
  var currentUpdateResult: ListUpdateResult? { get set }
}

extension ListUpdateResultRecording {
  /// Calls `completions` with `finished`, each while ``currentUpdateResult`` says the update's
  /// `outcome`, so that an update a completion starts cannot change what the next one is told.
  func callCompletions(
    _ completions: [ListUpdatingCompletion], finished: Bool, outcome: ListUpdateResult.Outcome
  ) {
    let result = ListUpdateResult(outcome: outcome, finished: finished)
    for completion in completions {
      let enclosing = currentUpdateResult
      currentUpdateResult = result
      completion(finished)
      currentUpdateResult = enclosing
    }
  }
}
