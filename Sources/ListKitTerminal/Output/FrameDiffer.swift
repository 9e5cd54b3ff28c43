import Foundation
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
          // A row whose bytes are the same is the same: a cell is a plain value.
          if Self.sameBytes(before, cells, in: start..<start + columns) { continue }
          // The columns before `firstUnseen` were looked at. A changed row most often differs in a
          // few cells (a scroll by a row changes a row's digits), so the cells with the same
          // bytes are stepped over a word at a time.
          var firstUnseen = 0
          while firstUnseen < columns {
            var column =
              Self.firstCellWithOtherBytes(before, cells, in: start + firstUnseen..<start + columns)
              - start
            guard column < columns else { break }
            // The cell after a wide glyph changed: the wide glyph is written again.
            if column > firstUnseen && cells[start + column - 1].width == 2 { column -= 1 }
            firstUnseen = column + 1
            let cell = cells[start + column]
            guard !cell.isContinuation else { continue }
            let changed =
              Self.differ(before, cells, at: start + column)
              || (cell.width == 2 && column + 1 < columns
                && Self.differ(before, cells, at: start + column + 1))
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

  /// The bytes of the cells of `range`, which is not empty, in a buffer of cells: from the first
  /// cell's start to the last cell's size, without the padding after it.
  private static func byteBounds(of range: Range<Int>) -> Range<Int> {
    let stride = MemoryLayout<Cell>.stride
    return range.lowerBound * stride..<(range.upperBound - 1) * stride + MemoryLayout<Cell>.size
  }

  /// Whether the cells of `range` have the same bytes in both buffers, which makes them equal:
  /// a cell holds no reference. Cells with different bytes may still be equal.
  private static func sameBytes(
    _ first: UnsafeBufferPointer<Cell>, _ second: UnsafeBufferPointer<Cell>, in range: Range<Int>
  ) -> Bool {
    guard let a = first.baseAddress, let b = second.baseAddress, !range.isEmpty else {
      return range.isEmpty
    }
    let bytes = byteBounds(of: range)
    return memcmp(
      UnsafeRawPointer(a) + bytes.lowerBound, UnsafeRawPointer(b) + bytes.lowerBound, bytes.count)
      == 0
  }

  /// The index of the first cell of `range` whose bytes differ in the two buffers, or the end of
  /// `range` when none does. Cells with different bytes may still be equal.
  ///
  /// - Complexity: O(*n*) for the *n* bytes compared, four words at a time.
  private static func firstCellWithOtherBytes(
    _ first: UnsafeBufferPointer<Cell>, _ second: UnsafeBufferPointer<Cell>, in range: Range<Int>
  ) -> Int {
    guard let a = first.baseAddress, let b = second.baseAddress, !range.isEmpty else {
      return range.upperBound
    }
    let stride = MemoryLayout<Cell>.stride
    let rawA = UnsafeRawPointer(a)
    let rawB = UnsafeRawPointer(b)
    let bytes = byteBounds(of: range)
    var offset = bytes.lowerBound
    let end = bytes.upperBound
    // Four words a step until a step differs; then a word at a time finds the cell.
    while offset + 32 <= end {
      // `^` and `|` share a precedence in Swift: each word's difference is bracketed.
      let difference =
        (rawA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          ^ rawB.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        | (rawA.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
          ^ rawB.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
        | (rawA.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
          ^ rawB.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
        | (rawA.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
          ^ rawB.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      if difference != 0 { break }
      offset += 32
    }
    while offset + 8 <= end {
      if rawA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != rawB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return offset / stride
      }
      offset += 8
    }
    while offset < end {
      if rawA.load(fromByteOffset: offset, as: UInt8.self)
        != rawB.load(fromByteOffset: offset, as: UInt8.self)
      {
        return offset / stride
      }
      offset += 1
    }
    return range.upperBound
  }

  /// Whether the cells at `index` differ: compared by their bytes first, a word at a time,
  /// which is most often enough, then as values.
  private static func differ(
    _ first: UnsafeBufferPointer<Cell>, _ second: UnsafeBufferPointer<Cell>, at index: Int
  ) -> Bool {
    let a = UnsafeRawPointer(first.baseAddress.unsafelyUnwrapped + index)
    let b = UnsafeRawPointer(second.baseAddress.unsafelyUnwrapped + index)
    let size = MemoryLayout<Cell>.size
    var offset = 0
    var same = true
    while same && offset + 8 <= size {
      same =
        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while same && offset < size {
      same =
        a.load(fromByteOffset: offset, as: UInt8.self)
        == b.load(fromByteOffset: offset, as: UInt8.self)
      offset += 1
    }
    return !same && first[index] != second[index]
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
