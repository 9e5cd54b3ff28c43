/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public var action: MouseAction
  /// The column, from zero at the left.
  public var column: Int
  /// The row, from zero at the top.
  public var row: Int

  /// Creates a mouse event.
  public init(action: MouseAction, column: Int, row: Int) {
    self.action = action
    self.column = column
    self.row = row
  }
}
