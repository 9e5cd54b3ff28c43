import ListUI

/// Turns one frame into the next on a terminal by writing only the cells that changed, as ANSI
/// sequences.
public struct FrameDiffer: Sendable {
  /// What the terminal can show; colours are brought down to it.
  public var capability: ColorCapability

  /// Creates a differ for a terminal that shows `capability`.
  public init(capability: ColorCapability) {
    self.capability = capability
  }

  /// Begins synchronized output: the terminal shows nothing until it ends.
  public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
  /// Ends synchronized output.
  public static let endSynchronizedUpdate = "\u{1B}[?2026l"

  /// What to write to turn a screen showing `previous` into one showing `next`, inside
  /// synchronized output; empty when nothing changed. Without a previous frame, or when the
  /// size changed, the screen is cleared and every cell that is not blank is written.
  public func output(from previous: TerminalFrame?, to next: TerminalFrame) -> String {
    let changes = self.changes(from: previous, to: next)
    guard !changes.isEmpty else { return "" }
    return Self.beginSynchronizedUpdate + changes + Self.endSynchronizedUpdate
  }

  /// The cursor moves, styles and glyphs that turn `previous` into `next`, without the
  /// synchronized-output markers; empty when nothing changed.
  public func changes(from previous: TerminalFrame?, to next: TerminalFrame) -> String {
    var output = ""
    var base = previous
    if previous?.size != next.size {
      output = "\u{1B}[0m\u{1B}[2J"
      base = TerminalFrame(size: next.size)
    }
    guard let base else { return output }
    let sgr = ANSIStyle(capability: capability)
    var cursor: (column: Int, row: Int)?
    var pen: TextStyle? = output.isEmpty ? nil : .plain
    let columns = next.size.columns
    for row in 0..<next.size.rows {
      for column in 0..<columns {
        let cell = next[column, row]
        guard !cell.isContinuation else { continue }
        let changed =
          base[column, row] != cell
          || (cell.width == 2 && column + 1 < columns
            && base[column + 1, row] != next[column + 1, row])
        guard changed else { continue }
        if cursor?.column != column || cursor?.row != row {
          output += "\u{1B}[\(row + 1);\(column + 1)H"
        }
        if pen != cell.style {
          output += sgr.sequence(for: cell.style)
          pen = cell.style
        }
        output += cell.grapheme
        cursor = (column + cell.width, row)
      }
    }
    return output
  }
}
