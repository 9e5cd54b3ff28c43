/// One row of a grid's cells, written in place: the rules of ``CellGrid`` for a cell put there.
///
/// It borrows the cells for one drawing call (`withUnsafeMutableBufferPointer`) and must not
/// outlive it. Its callers keep columns inside the row; it never writes past the row's end.
struct GridLine {
  let cells: UnsafeMutableBufferPointer<Cell>
  /// The index of the row's first cell.
  let start: Int
  /// The row's columns.
  let width: Int

  /// Puts `cell` at `column`, with the background underneath when it has none, and keeps wide
  /// glyphs whole: a glyph this cell overlaps is blanked.
  ///
  /// - Complexity: O(1).
  func place(_ cell: Cell, at column: Int) {
    var cell = cell
    if cell.style.background == nil {
      cell.style.background = cells[start + column].style.background
    }
    breakWideGlyph(at: column)
    cells[start + column] = cell
    if cell.width == 2 && column + 1 < width {
      breakWideGlyph(at: column + 1)
      cells[start + column + 1] = Cell(glyph: .empty, width: 0, style: cell.style)
    }
  }

  /// Blanks the other half of a wide glyph that covers `column`.
  private func breakWideGlyph(at column: Int) {
    let cell = cells[start + column]
    if cell.isContinuation && column > 0 {
      cells[start + column - 1] = .blank(cells[start + column - 1].style)
    } else if cell.width == 2 && column + 1 < width {
      cells[start + column + 1] = .blank(cell.style)
    }
  }
}
