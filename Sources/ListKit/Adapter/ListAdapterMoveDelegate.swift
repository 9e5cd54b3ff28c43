import Foundation

/// Moves an object in the data source after the user moved its section: ListKit's
/// `IGListAdapterMoveDelegate`.
@MainActor
public protocol ListAdapterMoveDelegate: AnyObject {
  /// The user moved `object` from section `previousObjects`' index to a new one; the data source
  /// must return `objects` from now on.
  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any])
}
