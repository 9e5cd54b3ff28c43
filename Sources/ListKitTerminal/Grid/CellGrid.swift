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

  /// Blanks every cell: in place when no frame taken from the grid still shares its cells, in
  /// new ones when one does.
  ///
  /// - Complexity: O(*c*) for the grid's *c* cells.
  public func clear() {
    let count = frame.cells.count
    frame.cells.removeAll(keepingCapacity: true)
    frame.cells.append(contentsOf: repeatElement(.blank, count: count))
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
  ///
  /// - Complexity: O(*n*) in the text's scalars, writing into the grid's cells in place.
  public func drawText(_ text: String, at origin: CGPoint, style: TextStyle, clip: CGRect) {
    let columns = columnRange(clip)
    let row = cellCoordinate(origin.y)
    guard rowRange(clip).contains(row), !columns.isEmpty else { return }
    let start = cellCoordinate(origin.x)
    let width = size.columns
    // One access to the cells for the whole text, where each cell written through `frame`
    // would be a check of exclusive access and a copy-on-write test.
    frame.cells.withUnsafeMutableBufferPointer { cells in
      let line = GridLine(cells: cells, start: row * width, width: width)
      if let count = TextMetrics.singleColumnScalarCount(text) {
        // A column a scalar, with no grapheme breaking.
        let first = max(start, columns.lowerBound)
        let end = min(start + count, columns.upperBound)
        guard first < end else { return }
        // The scalars are read from the text's UTF-8 bytes, each scalar's bytes its glyph.
        var text = text
        text.withUTF8 { bytes in
          var offset = 0
          for target in start..<end {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            if target >= first {
              var bits = UInt64(lead)
              for index in 1..<length {
                bits |= UInt64(bytes[offset + index]) << (8 * UInt64(index))
              }
              line.place(
                Cell(glyph: Glyph(utf8: bits, count: length), width: 1, style: style), at: target)
            }
            offset += length
          }
        }
        return
      }
      var column = start
      for character in text {
        guard column < columns.upperBound else { break }
        let width = TextMetrics.width(of: character)
        guard width > 0 else { continue }
        defer { column += width }
        if column + width <= columns.lowerBound { continue }
        if column >= columns.lowerBound && column + width <= columns.upperBound {
          line.place(
            Cell(glyph: Glyph(String(character)), width: width, style: style), at: column)
        } else {
          let visible = max(column, columns.lowerBound)..<min(column + width, columns.upperBound)
          for blank in visible { line.place(.blank(style), at: blank) }
        }
      }
    }
  }

  /// Fills the cells of `rect` inside `clip` with blanks in `style`.
  public func fill(_ rect: CGRect, style: TextStyle, clip: CGRect) {
    let area = rect.intersection(clip)
    guard !area.isNull else { return }
    let rows = rowRange(area)
    let columns = columnRange(area)
    let width = size.columns
    frame.cells.withUnsafeMutableBufferPointer { cells in
      for row in rows {
        let line = GridLine(cells: cells, start: row * width, width: width)
        for column in columns { line.place(.blank(style), at: column) }
      }
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
