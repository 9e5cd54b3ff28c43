import ListUI

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public var action: MouseAction
  /// The column, from zero at the left.
  public var column: Int
  /// The row, from zero at the top.
  public var row: Int
  /// The keys held with it that the terminal reports: Shift, Alt (`KeyModifierFlags.alternate`)
  /// and Control. Many terminals keep some of them for themselves, such as Ctrl with the wheel
  /// to zoom their font.
  public var modifierFlags: KeyModifierFlags

  /// Creates a mouse event.
  public init(action: MouseAction, column: Int, row: Int, modifierFlags: KeyModifierFlags = []) {
    self.action = action
    self.column = column
    self.row = row
    self.modifierFlags = modifierFlags
  }
}
