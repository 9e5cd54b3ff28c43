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
  ///
  /// - Complexity: O(*c*) for the *c* cells of the frame, written as UTF-8 bytes into one
  ///   buffer.
  public func changes(from previous: TerminalFrame?, to next: TerminalFrame) -> String {
    var output: [UInt8] = []
    var base = previous
    if previous?.size != next.size {
      output.append(contentsOf: "\u{1B}[0m\u{1B}[2J".utf8)
      base = TerminalFrame(size: next.size)
    }
    guard let base else { return String(decoding: output, as: UTF8.self) }
    let sgr = ANSIStyle(capability: capability)
    var cursor: (column: Int, row: Int)?
    var pen: TextStyle? = output.isEmpty ? nil : .plain
    let columns = next.size.columns
    next.cells.withUnsafeBufferPointer { cells in
      base.cells.withUnsafeBufferPointer { before in
        for row in 0..<next.size.rows {
          let start = row * columns
          for column in 0..<columns {
            let cell = cells[start + column]
            guard !cell.isContinuation else { continue }
            let changed =
              before[start + column] != cell
              || (cell.width == 2 && column + 1 < columns
                && before[start + column + 1] != cells[start + column + 1])
            guard changed else { continue }
            if cursor?.column != column || cursor?.row != row {
              Self.appendCursorMove(column: column, row: row, to: &output)
            }
            if pen != cell.style {
              output.append(contentsOf: sgr.sequence(for: cell.style).utf8)
              pen = cell.style
            }
            cell.glyph.appendUTF8(to: &output)
            cursor = (column + cell.width, row)
          }
        }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `ESC [ row ; column H`, one-based.
  private static func appendCursorMove(column: Int, row: Int, to output: inout [UInt8]) {
    output.append(contentsOf: "\u{1B}[".utf8)
    appendDecimal(row + 1, to: &output)
    output.append(UInt8(ascii: ";"))
    appendDecimal(column + 1, to: &output)
    output.append(UInt8(ascii: "H"))
  }

  /// Appends the digits of a positive `value`.
  private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    let start = output.count
    var rest = value
    repeat {
      output.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    output[start...].reverse()
  }
}
