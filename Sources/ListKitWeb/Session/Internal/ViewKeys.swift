import ListUI

/// The keys of the views a session has shown: one per view object for as long as it lives, never
/// given to another view, so that a view is the same element from frame to frame.
@MainActor
final class ViewKeys {
  private struct Entry {
    weak var view: View?
    let key: String
  }

  private var byView: [ObjectIdentifier: Entry] = [:]
  private var byKey: [String: Entry] = [:]
  private var next = 1
  /// The count of entries at which ``prune()`` next looks for views that no longer live: twice
  /// the views that lived at its last look, and at least 64.
  private var pruneThreshold = 64

  /// The key of `view`, made on first use.
  func key(for view: View) -> String {
    let identifier = ObjectIdentifier(view)
    if let entry = byView[identifier], entry.view === view { return entry.key }
    let key = "v\(next)"
    next += 1
    let entry = Entry(view: view, key: key)
    byView[identifier] = entry
    byKey[key] = entry
    return key
  }

  /// The view whose key is `key`, if it still lives.
  func view(for key: String) -> View? {
    byKey[key]?.view
  }

  /// Forgets the views that no longer live, once the tables have grown to twice the views that
  /// lived at the last look: a frame calls it, and most frames leave few views behind, where
  /// each look reads every entry. A key forgotten later is still never given to another view.
  ///
  /// - Complexity: O(1) amortized over the entries added.
  func prune() {
    guard byView.count >= pruneThreshold else { return }
    byView = byView.filter { $0.value.view != nil }
    byKey = byKey.filter { $0.value.view != nil }
    pruneThreshold = max(64, 2 * byView.count)
  }

  /// Forgets every view.
  func removeAll() {
    byView = [:]
    byKey = [:]
    pruneThreshold = 64
  }
}
