import Foundation

/// Tells listeners about every adapter's display events, after each adapter's own delegate:
/// ListKit's `IGListAdapterDelegateAnnouncer`. Listeners are held weakly.
@MainActor
public final class ListAdapterDelegateAnnouncer {
  /// The announcer adapters use unless they are given another.
  public static let shared = ListAdapterDelegateAnnouncer()

  /// ``shared`` under IGListKit's Swift name.
  public static func sharedInstance() -> ListAdapterDelegateAnnouncer { shared }

  private var listeners: [WeakListener] = []

  private struct WeakListener {
    weak var listener: (any ListAdapterDelegate)?
  }

  /// Creates an announcer with no listeners.
  public init() {}

  /// Adds a listener; adding one twice has no effect.
  public func addListener(_ listener: any ListAdapterDelegate) {
    listeners.removeAll { $0.listener == nil }
    guard !listeners.contains(where: { $0.listener === listener }) else { return }
    listeners.append(WeakListener(listener: listener))
  }

  /// Removes a listener.
  public func removeListener(_ listener: any ListAdapterDelegate) {
    listeners.removeAll { $0.listener == nil || $0.listener === listener }
  }

  func announceObjectDisplay(adapter: ListAdapter, object: Any, index: Int) {
    for listener in listeners.compactMap(\.listener) {
      listener.listAdapter(adapter, willDisplay: object, at: index)
    }
  }

  func announceObjectEndDisplay(adapter: ListAdapter, object: Any, index: Int) {
    for listener in listeners.compactMap(\.listener) {
      listener.listAdapter(adapter, didEndDisplaying: object, at: index)
    }
  }

  func announceCellDisplay(
    adapter: ListAdapter, object: Any, cell: CollectionViewCell, indexPath: IndexPath
  ) {
    for listener in listeners.compactMap(\.listener) {
      listener.listAdapter(adapter, willDisplay: object, cell: cell, at: indexPath)
    }
  }

  func announceCellEndDisplay(
    adapter: ListAdapter, object: Any, cell: CollectionViewCell, indexPath: IndexPath
  ) {
    for listener in listeners.compactMap(\.listener) {
      listener.listAdapter(adapter, didEndDisplaying: object, cell: cell, at: indexPath)
    }
  }
}
