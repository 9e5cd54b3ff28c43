import Foundation

/// A row or section change a table view recorded, to make on its collection view.
@MainActor
struct TableViewChange {
  /// How the change asked to be animated.
  var animation: TableView.RowAnimation
  /// Makes the change on the rows' collection view.
  var make: @MainActor (CollectionView) -> Void
}
