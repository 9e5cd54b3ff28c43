import Foundation

/// Told when objects and their cells appear and disappear: ListKit's `IGListAdapterDelegate`.
@MainActor
public protocol ListAdapterDelegate: AnyObject {
  /// An object's first view is about to appear.
  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int)
  /// An object's last view disappeared.
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int)
  /// A cell of an object is about to appear.
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath)
  /// A cell of an object disappeared.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath)
}

extension ListAdapterDelegate {
  /// Does nothing.
  public func listAdapter(
    _ listAdapter: ListAdapter, willDisplay object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: CollectionViewCell,
    at indexPath: IndexPath
  ) {}
}
