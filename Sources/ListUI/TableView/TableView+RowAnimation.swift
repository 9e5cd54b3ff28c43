import Foundation

extension TableView {
  /// How inserted, deleted and reloaded rows are animated: UIKit's `UITableView.RowAnimation`.
  ///
  /// A terminal cannot slide a row by less than a cell, so every animation but ``none`` is drawn
  /// as a collection view's batch update is: rows that stay glide to their new places, inserted
  /// rows appear dimmed, deleted ones dim and go, reloaded ones flash. A batch whose changes all
  /// ask for ``none`` is applied without animation.
  public enum RowAnimation: Int, Hashable, Sendable {
    /// Rows fade in or out.
    case fade
    /// Rows slide in from the right or out to it; drawn as ``fade``.
    case right
    /// Rows slide in from the left or out to it; drawn as ``fade``.
    case left
    /// Rows slide in from the top or out to it; drawn as ``fade``.
    case top
    /// Rows slide in from the bottom or out to it; drawn as ``fade``.
    case bottom
    /// No animation.
    case none
    /// Rows grow from or shrink to their middle; drawn as ``fade``.
    case middle
    /// The table view's choice: ``fade``.
    case automatic = 100
  }
}
