import Foundation

/// The kinds of update an adapter finishes. The raw values are IGListKit's.
public enum ListAdapterUpdateType: Int, Sendable, Hashable {
  /// ``ListAdapter/performUpdates(animated:completion:)``.
  case performUpdates
  /// ``ListAdapter/reloadData(completion:)``.
  case reloadData
  /// A section controller's `performBatch(animated:updates:completion:)`.
  case itemUpdates
}
