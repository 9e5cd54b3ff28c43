/// The living adapters, for inspecting an app's lists from a debugger: IGListKit's
/// `IGListDebugger`.
///
/// Every ``ListAdapter`` is tracked from its creation and held weakly, so an adapter that is
/// released drops out. In a debugger, `po ListDebugger.dump()` prints every living adapter's
/// `debugDescription`: its updater, collection view, section controllers and objects.
@MainActor
public enum ListDebugger {
  private struct WeakAdapter {
    weak var adapter: ListAdapter?
  }

  private static var tracked: [WeakAdapter] = []
  /// How many entries `tracked` had after it last dropped released adapters.
  private static var countAfterLastPrune = 0

  /// Tracks `adapter`, held weakly; adapters track themselves when they are made, and an adapter
  /// already tracked is not added again.
  ///
  /// - Complexity: amortized O(1) for a new adapter; O(*n*) for *n* tracked entries when
  ///   `adapter` is already tracked.
  public static func trackAdapter(_ adapter: ListAdapter) {
    if tracked.count >= 2 * max(countAfterLastPrune, 8) {
      tracked.removeAll { $0.adapter == nil }
      countAfterLastPrune = tracked.count
    }
    guard !tracked.contains(where: { $0.adapter === adapter }) else { return }
    tracked.append(WeakAdapter(adapter: adapter))
  }

  /// The `debugDescription` of each living tracked adapter, in the order they were made.
  ///
  /// - Complexity: O(*n*) for *n* tracked entries, plus each description.
  public static func adapterDescriptions() -> [String] {
    tracked.removeAll { $0.adapter == nil }
    countAfterLastPrune = tracked.count
    return tracked.compactMap { $0.adapter?.debugDescription }
  }

  /// Forgets every tracked adapter; adapters made later are tracked again.
  public static func clear() {
    tracked.removeAll()
    countAfterLastPrune = 0
  }

  /// ``adapterDescriptions()`` joined by newlines.
  public static func dump() -> String {
    adapterDescriptions().joined(separator: "\n")
  }
}
