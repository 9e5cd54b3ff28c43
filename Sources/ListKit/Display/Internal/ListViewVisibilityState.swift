import Foundation

/// How visible a view may be: IGListKit's `IGListViewVisibilityState`.
enum ListViewVisibilityState: Sendable, Hashable {
  /// The view is outside a view hierarchy, or it or an ancestor is hidden.
  case notVisible
  /// The view is not visible, but its tracking started recently, so that may soon change.
  case notVisibleEarly
  /// The view is in a hierarchy and nothing above it is hidden; its bounds may still be off
  /// screen or covered.
  case maybeVisible
}
