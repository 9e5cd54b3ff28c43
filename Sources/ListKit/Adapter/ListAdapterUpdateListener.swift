import Foundation

/// Told each time an adapter finishes an update: ListKit's `IGListAdapterUpdateListener`.
@MainActor
public protocol ListAdapterUpdateListener: AnyObject {
  /// The adapter finished an update.
  func listAdapter(
    _ listAdapter: ListAdapter, didFinish update: ListAdapterUpdateType, animated: Bool)
}
