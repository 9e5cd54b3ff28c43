import Foundation

/// Tracks whether a view may be visible: IGListKit's `IGListViewVisibilityTracker`, for adaptive
/// behaviour that treats lists on screen differently.
///
/// ListUI has no windows, so the root of a view's hierarchy stands in for the window: a view is
/// on screen when it has a superview and neither it nor any ancestor, root included, is hidden
/// or has an alpha below `Float.ulpOfOne` (IGListKit's `FLT_EPSILON`).
@MainActor
final class ListViewVisibilityTracker {
  /// The trackers attached to views, by view.
  private static var attached:
    [ObjectIdentifier: (view: WeakView, tracker: ListViewVisibilityTracker)] = [:]

  struct WeakView {
    weak var view: View?
  }

  private weak var view: View?
  /// When tracking started.
  var dateCreated = Date()
  /// The date the state compares with ``dateCreated``; `nil` for now.
  var comparedDateOverride: Date?
  /// How long after creation a view that is not visible counts as early; one second by default.
  var earlyTimeInterval: TimeInterval = 1

  /// Tracks `view`, which it does not retain.
  init(view: View) {
    self.view = view
  }

  /// The tracker attached to `view`, made and attached on first use; `nil` without a view.
  static func attached(on view: View?) -> ListViewVisibilityTracker? {
    guard let view else { return nil }
    attached = attached.filter { $0.value.view.view != nil }
    let key = ObjectIdentifier(view)
    if let entry = attached[key], entry.view.view === view { return entry.tracker }
    let tracker = ListViewVisibilityTracker(view: view)
    attached[key] = (WeakView(view: view), tracker)
    return tracker
  }

  /// How visible the view may be now.
  var state: ListViewVisibilityState {
    if let view, Self.isVisible(view) { return .maybeVisible }
    let elapsed = (comparedDateOverride ?? Date()).timeIntervalSince(dateCreated)
    return elapsed < earlyTimeInterval ? .notVisibleEarly : .notVisible
  }

  private static func isVisible(_ view: View) -> Bool {
    guard view.superview != nil else { return false }
    var current: View? = view
    while let candidate = current {
      if candidate.isHidden || candidate.alpha < CGFloat(Float.ulpOfOne) { return false }
      current = candidate.superview
    }
    return true
  }
}
