/// A move of one element from an index in the old array to an index in the new array.
public struct ListMoveIndex: Hashable, Sendable {
  /// The index in the old array.
  public let from: Int
  /// The index in the new array.
  public let to: Int

  /// Creates a move from an old index to a new one.
  @inlinable
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}

extension ListMoveIndex: Comparable {
  /// Orders moves by their old index, then by their new one.
  @inlinable
  public static func < (lhs: ListMoveIndex, rhs: ListMoveIndex) -> Bool {
    (lhs.from, lhs.to) < (rhs.from, rhs.to)
  }
}

extension ListMoveIndex: CustomStringConvertible {
  /// The move in IGListKit's form: `<ListMoveIndex; from: 3; to: 4;>`.
  public var description: String { "<ListMoveIndex; from: \(from); to: \(to);>" }
}
