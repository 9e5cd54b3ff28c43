import Foundation
import ListUI

/// A terminal's cells as a drawing surface: ListUI's views draw on it, and its ``frame`` is what
/// a backend shows.
///
/// Text is placed one grapheme cluster per glyph, by display width (`TextMetrics`): wide
/// glyphs take two cells, combining marks join their base. A wide glyph that would be cut by the
/// clip or the grid's edge is never split: the visible half is left blank. Drawing over half of a
/// wide glyph blanks its other half. Text and fills drawn without a background keep the one
/// underneath.
public final class CellGrid: DrawingSurface {
  /// The cells drawn so far.
  public private(set) var frame: TerminalFrame

  /// Creates a grid of blank cells.
  public init(size: TerminalSize) {
    frame = TerminalFrame(size: size)
  }

  /// The grid's size.
  public var size: TerminalSize { frame.size }

  /// Blanks every cell.
  public func clear() {
    frame = TerminalFrame(size: frame.size)
  }

  /// The whole grid.
  public var drawableBounds: CGRect {
    CGRect(x: 0, y: 0, width: size.columns, height: size.rows)
  }

  /// Writes `text` from `column` on `row` in `style`, cut at the grid's right edge.
  public func write(_ text: String, column: Int, row: Int, style: TextStyle = .plain) {
    drawText(
      text, at: CGPoint(x: column, y: row), style: style, clip: drawableBounds)
  }

  /// Draws one line of text from `origin`, inside `clip`, in cells.
  public func drawText(_ text: String, at origin: CGPoint, style: TextStyle, clip: CGRect) {
    let columns = columnRange(clip)
    let row = cellCoordinate(origin.y)
    guard rowRange(clip).contains(row), !columns.isEmpty else { return }
    var column = cellCoordinate(origin.x)
    if let count = TextMetrics.singleColumnScalarCount(text) {
      // A column a scalar, with no grapheme breaking.
      let first = max(column, columns.lowerBound)
      let end = min(column + count, columns.upperBound)
      guard first < end else { return }
      var scalar = text.unicodeScalars.index(
        text.unicodeScalars.startIndex, offsetBy: first - column)
      for target in first..<end {
        let value = text.unicodeScalars[scalar]
        let grapheme =
          value.value < 0x7F
          ? Self.asciiGraphemes[Int(value.value) - 0x20] : String(Character(value))
        place(Cell(grapheme: grapheme, width: 1, style: style), target, row)
        text.unicodeScalars.formIndex(after: &scalar)
      }
      return
    }
    for character in text {
      guard column < columns.upperBound else { break }
      let width = TextMetrics.width(of: character)
      guard width > 0 else { continue }
      defer { column += width }
      if column + width <= columns.lowerBound { continue }
      if column >= columns.lowerBound && column + width <= columns.upperBound {
        place(Cell(grapheme: String(character), width: width, style: style), column, row)
      } else {
        let visible = max(column, columns.lowerBound)..<min(column + width, columns.upperBound)
        for blank in visible { place(.blank(style), blank, row) }
      }
    }
  }

  /// The printable ASCII characters, space to tilde, each as a string.
  private static let asciiGraphemes: [String] = (0x20..<0x7F).map {
    String(Character(Unicode.Scalar(UInt8($0))))
  }

  /// Fills the cells of `rect` inside `clip` with blanks in `style`.
  public func fill(_ rect: CGRect, style: TextStyle, clip: CGRect) {
    let area = rect.intersection(clip)
    guard !area.isNull else { return }
    let rows = rowRange(area)
    let columns = columnRange(area)
    for row in rows {
      for column in columns { place(.blank(style), column, row) }
    }
  }

  /// Puts `cell` at `column` and `row`, with the background underneath when it has none, and
  /// keeps wide glyphs whole: a glyph this cell overlaps is blanked.
  private func place(_ cell: Cell, _ column: Int, _ row: Int) {
    var cell = cell
    let underneath = frame[column, row].style.background
    if cell.style.background == nil { cell.style.background = underneath }
    breakWideGlyph(at: column, row)
    frame[column, row] = cell
    if cell.width == 2 {
      breakWideGlyph(at: column + 1, row)
      frame[column + 1, row] = Cell(grapheme: "", width: 0, style: cell.style)
    }
  }

  /// Blanks the other half of a wide glyph that covers `column`.
  private func breakWideGlyph(at column: Int, _ row: Int) {
    let cell = frame[column, row]
    if cell.isContinuation && column > 0 {
      frame[column - 1, row] = .blank(frame[column - 1, row].style)
    } else if cell.width == 2 && column + 1 < size.columns {
      frame[column + 1, row] = .blank(cell.style)
    }
  }

  private func columnRange(_ rect: CGRect) -> Range<Int> {
    let lower = max(0, cellCoordinate(rect.minX))
    let upper = min(size.columns, cellCoordinate(rect.maxX))
    return lower..<max(lower, upper)
  }

  private func rowRange(_ rect: CGRect) -> Range<Int> {
    let lower = max(0, cellCoordinate(rect.minY))
    let upper = min(size.rows, cellCoordinate(rect.maxY))
    return lower..<max(lower, upper)
  }

  /// The cell a coordinate falls in, kept within a range that converts to `Int` safely.
  private func cellCoordinate(_ value: CGFloat) -> Int {
    let limit: CGFloat = 1_000_000_000
    guard value.isFinite else { return value > 0 ? Int(limit) : -Int(limit) }
    return Int(min(max(value, -limit), limit).rounded(.down))
  }
}
