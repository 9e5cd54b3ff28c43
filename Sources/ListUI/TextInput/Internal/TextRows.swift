import Foundation

/// A text view's text broken into the rows it is drawn on: each paragraph wrapped after the
/// last space that fits, or inside a word longer than a row, spaces hanging at a row's end.
struct TextRows {
  /// Each row's characters, as offsets into the text; a line break is in none.
  let ranges: [Range<Int>]
  /// Each row's width in columns.
  let widths: [Int]

  /// Breaks `characters` into rows of at most `columns` columns.
  ///
  /// - Complexity: O(*n*) in the number of characters.
  init(_ characters: [Character], columns: Int) {
    let columns = Swift.max(1, columns)
    var ranges: [Range<Int>] = []
    var widths: [Int] = []
    var start = 0
    var index = 0
    var width = 0
    /// The last space in the row so far, and the row's width after it.
    var lastSpace: (index: Int, widthAfter: Int)?
    while index <= characters.count {
      if index == characters.count || characters[index] == "\n" {
        ranges.append(start..<index)
        widths.append(width)
        index += 1
        start = index
        width = 0
        lastSpace = nil
        continue
      }
      let character = characters[index]
      let characterWidth = TextMetrics.width(of: character)
      if character == " " {
        // Spaces hang past the edge rather than start a row.
        width += characterWidth
        lastSpace = (index, width)
        index += 1
        continue
      }
      if width + characterWidth > columns, index > start {
        if let space = lastSpace {
          ranges.append(start..<(space.index + 1))
          widths.append(space.widthAfter)
          start = space.index + 1
          width -= space.widthAfter
        } else {
          ranges.append(start..<index)
          widths.append(width)
          start = index
          width = 0
        }
        lastSpace = nil
        continue
      }
      width += characterWidth
      index += 1
    }
    self.ranges = ranges
    self.widths = widths
  }

  /// The row the caret at `offset` is drawn on: after a soft break, the row that starts there.
  func row(of offset: Int) -> Int {
    var low = 0
    var high = ranges.count - 1
    // The last row that starts at or before the offset.
    while low < high {
      let middle = (low + high + 1) / 2
      if ranges[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The last offset the caret can stand at on `row`: before a soft break's next row, at the
  /// end of a paragraph's last row.
  func lastOffset(onRow row: Int) -> Int {
    let range = ranges[row]
    let isSoftBreak = row + 1 < ranges.count && ranges[row + 1].lowerBound == range.upperBound
    return isSoftBreak ? Swift.max(range.lowerBound, range.upperBound - 1) : range.upperBound
  }
}
