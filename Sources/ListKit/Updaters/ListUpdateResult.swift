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
