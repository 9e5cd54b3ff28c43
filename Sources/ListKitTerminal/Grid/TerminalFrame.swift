import ListUI

/// What a terminal shows at one moment: a grid of cells, row by row.
public struct TerminalFrame: Hashable, Sendable {
  /// The frame's size.
  public let size: TerminalSize
  /// The cells, row by row from the top, each row left to right.
  public internal(set) var cells: [Cell]

  /// Creates a frame of blank cells.
  public init(size: TerminalSize) {
    self.size = size
    cells = Array(repeating: .blank, count: size.columns * size.rows)
  }

  /// The cell at `column` and `row`, counted from zero at the top-left corner.
  public subscript(column: Int, row: Int) -> Cell {
    get { cells[row * size.columns + column] }
    set { cells[row * size.columns + column] = newValue }
  }

  /// Row `row`'s glyphs as text, without the blanks at its end.
  public func line(_ row: Int) -> String {
    var text = ""
    for column in 0..<size.columns {
      let cell = self[column, row]
      if !cell.isContinuation { text += cell.grapheme }
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The frame as text: one line per row, without the blanks at the ends of lines.
  public var text: String {
    (0..<size.rows).map(line).joined(separator: "\n")
  }
}
