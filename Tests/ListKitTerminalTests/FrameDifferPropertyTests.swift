import ListKitTerminal
import ListKitTestSupport
import ListUI
import Testing

/// The differ's output, played on a model of the screen, turns the previous frame into the next,
/// writing every cell that changed and no other.
@Suite struct FrameDifferPropertyTests {
  private static let size = TerminalSize(columns: 12, rows: 4)
  private static let styles = [
    TextStyle.plain, TextStyle(isBold: true), TextStyle(foreground: .red),
    TextStyle(foreground: .rgb(red: 1, green: 2, blue: 3)),
  ]

  /// A frame of random cells: narrow letters, and wide glyphs with their right halves.
  private static func randomFrame(using random: inout RepeatableRandomNumberGenerator)
    -> TerminalFrame
  {
    var frame = TerminalFrame(size: size)
    for row in 0..<size.rows {
      var column = 0
      while column < size.columns {
        let style = styles[Int.random(in: styles.indices, using: &random)]
        if column + 1 < size.columns, Int.random(in: 0..<5, using: &random) == 0 {
          frame[column, row] = Cell(grapheme: "日", width: 2, style: style)
          frame[column + 1, row] = Cell(grapheme: "", width: 0, style: style)
          column += 2
        } else {
          let letter = ["a", "b", " "][Int.random(in: 0..<3, using: &random)]
          frame[column, row] = Cell(grapheme: letter, width: 1, style: style)
          column += 1
        }
      }
    }
    return frame
  }

  /// The cells `output` writes: each glyph at the cursor, which cursor moves place and each
  /// glyph advances by its width in `next`; style sequences are skipped.
  private static func writtenCells(_ output: String, next: TerminalFrame) -> [Int: String] {
    var written: [Int: String] = [:]
    var column = 0
    var row = 0
    var characters = output[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      guard character == "\u{1B}" else {
        written[row * size.columns + column] = String(character)
        column += max(1, next[column, row].width)
        continue
      }
      // ESC [ parameters final-byte
      characters = characters.dropFirst()
      let parameters = characters.prefix { !$0.isLetter }
      characters = characters.dropFirst(parameters.count)
      let final = characters.first
      characters = characters.dropFirst()
      if final == "H" {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        row = numbers[0] - 1
        column = numbers[1] - 1
      }
    }
    return written
  }

  @Test func theOutputWritesExactlyTheCellsThatChanged() {
    let differ = FrameDiffer(capability: .trueColor)
    for seed in UInt64(1)...300 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let before = Self.randomFrame(using: &random)
      var after = before
      // Some cells change, some are set again to what they were.
      for _ in 0..<Int.random(in: 0...10, using: &random) {
        let other = Self.randomFrame(using: &random)
        let row = Int.random(in: 0..<Self.size.rows, using: &random)
        for column in 0..<Self.size.columns where Bool.random(using: &random) {
          after[column, row] = other[column, row]
        }
      }
      let written = Self.writtenCells(differ.changes(from: before, to: after), next: after)
      for row in 0..<Self.size.rows {
        for column in 0..<Self.size.columns {
          let cell = after[column, row]
          guard cell.width > 0 else { continue }
          let changed =
            before[column, row] != cell
            || (cell.width == 2 && before[column + 1, row] != after[column + 1, row])
          let index = row * Self.size.columns + column
          #expect(
            written[index] == (changed ? cell.grapheme : nil),
            "seed \(seed): column \(column), row \(row)")
        }
      }
    }
  }
}
