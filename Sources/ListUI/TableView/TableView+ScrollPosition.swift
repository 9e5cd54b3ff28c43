import Foundation

extension TableView {
  /// Where a row stands after scrolling to it: UIKit's `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Hashable, Sendable {
    /// As little as shows the row.
    case none
    /// The row's top at the top of the visible rect.
    case top
    /// The row centred vertically.
    case middle
    /// The row's bottom at the bottom of the visible rect.
    case bottom

    /// The collection view's position for this one.
    var collectionViewPosition: ListUI.ScrollPosition {
      switch self {
      case .none: []
      case .top: .top
      case .middle: .centeredVertically
      case .bottom: .bottom
      }
    }
  }
}
