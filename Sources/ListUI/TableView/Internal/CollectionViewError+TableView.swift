import Foundation

extension CollectionViewError {
  /// The error as a table view reports it: UIKit's `UITableView` words its messages as
  /// `UICollectionView` does, with rows for items and the table view for the collection view,
  /// and says it is unable to dequeue a cell where the collection view could not dequeue a view.
  var inTableView: CollectionViewError {
    switch kind {
    case .dequeueUnregisteredIdentifier:
      guard let range = message.range(of: " with identifier ") else { return self }
      return CollectionViewError(
        kind: kind,
        message: "unable to dequeue a cell" + message[range.lowerBound...])
    default:
      let message =
        message
        .replacingOccurrences(of: "collection view", with: "table view")
        .replacingOccurrences(of: "items", with: "rows")
        .replacingOccurrences(of: "item ", with: "row ")
        .replacingOccurrences(of: "out-of-bounds item", with: "out-of-bounds row")
      return CollectionViewError(kind: kind, message: message)
    }
  }
}
