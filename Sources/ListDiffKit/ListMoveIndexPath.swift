import Foundation

/// A move of one item from an index path before an update to an index path after it.
public struct ListMoveIndexPath: Hashable, Sendable {
  /// The index path before the update.
  public let from: IndexPath
  /// The index path after the update.
  public let to: IndexPath

  /// Creates a move from an old index path to a new one.
  @inlinable
  public init(from: IndexPath, to: IndexPath) {
    self.from = from
    self.to = to
  }
}

extension ListMoveIndexPath: Comparable {
  /// Orders moves by their old index path, then by their new one.
  @inlinable
  public static func < (lhs: ListMoveIndexPath, rhs: ListMoveIndexPath) -> Bool {
    lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
  }
}

extension ListMoveIndexPath: CustomStringConvertible {
  /// The move in IGListKit's form: `<ListMoveIndexPath; from: [1, 1]; to: [1, 3];>`.
  public var description: String { "<ListMoveIndexPath; from: \(from); to: \(to);>" }
}
