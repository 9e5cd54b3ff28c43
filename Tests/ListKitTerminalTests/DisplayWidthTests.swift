import Foundation
import ListKitTerminal
import ListUI
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("日", 2), ("한", 2), ("Ａ", 2), ("ｱ", 1), ("👍", 2), ("❤", 1), ("❤️", 2),
    ("e\u{301}", 1), ("👨‍👩‍👧", 2), ("👍🏽", 2), ("🇫🇷", 2), ("1️⃣", 2), ("\u{200B}", 0),
    ("\t", 0), ("─", 1), ("…", 1), ("🫠", 2), ("⌚", 2),
  ])
  func test_graphemeWidth(text: String, columns: Int) throws {
    let character = try #require(text.first)
    #expect(text.count == 1)
    #expect(TextMetrics.width(of: character) == columns)
  }

  @Test func test_stringWidth_sumsItsGraphemes() {
    #expect(TextMetrics.width(of: "日本語 text") == 11)
    #expect(TextMetrics.width(of: "cafe\u{301} 👨‍👩‍👧!") == 8)
  }

  /// Printable ASCII is measured a byte at a time; every ASCII character, a control, a CR-LF
  /// pair and a string with any byte outside printable ASCII measure as their characters do.
  @Test func test_asciiWidths_agreeWithTheCharactersWidths() {
    for value in UInt8(0)..<0x80 {
      let character = Character(Unicode.Scalar(value))
      let expected = value >= 0x20 && value < 0x7F ? 1 : 0
      #expect(TextMetrics.width(of: character) == expected, "U+\(value)")
      #expect(TextMetrics.width(of: Unicode.Scalar(value)) == expected, "U+\(value)")
      #expect(TextMetrics.width(of: "ab\(character)c") == 3 + expected, "U+\(value)")
    }
    #expect(TextMetrics.width(of: Character("\r\n")) == 0)
    #expect(TextMetrics.width(of: "line\r\nnext") == 8)
    #expect(TextMetrics.width(of: "Row 100000") == 10)
    #expect(TextMetrics.width(of: "Row 1\u{301}") == 5)
    #expect(TextMetrics.width(of: "Row"[...]) == 3)
  }

  @Test func test_truncation_byDisplayWidth() {
    #expect(TextMetrics.truncate("hello world", toWidth: 8) == "hello w…")
    #expect(TextMetrics.truncate("日本語です", toWidth: 6) == "日本…")
    #expect(TextMetrics.truncate("日本語です", toWidth: 5) == "日本…")
    #expect(TextMetrics.truncate("👨‍👩‍👧👨‍👩‍👧", toWidth: 3) == "👨‍👩‍👧…")
    #expect(TextMetrics.truncate("cafe\u{301}s", toWidth: 4) == "caf…")
    #expect(TextMetrics.truncate("short", toWidth: 5) == "short")
    #expect(TextMetrics.truncate("ab", toWidth: 1) == "…")
  }

  @MainActor @Test func test_grid_placesWideGlyphsInTwoCells() {
    let grid = CellGrid(size: TerminalSize(columns: 8, rows: 1))
    grid.write("a日e\u{301}👨‍👩‍👧", column: 0, row: 0)
    let cells = grid.frame.cells
    #expect(cells.map(\.width) == [1, 2, 0, 1, 2, 0, 1, 1])
    #expect(cells[1].grapheme == "日")
    #expect(cells[3].grapheme == "e\u{301}")
    #expect(cells[4].grapheme == "👨‍👩‍👧")
    #expect(grid.frame.text == "a日e\u{301}👨‍👩‍👧")
  }

  @MainActor @Test func test_grid_neverSplitsAWideGlyphAtTheEdge() {
    let grid = CellGrid(size: TerminalSize(columns: 5, rows: 2))
    grid.write("ab日本", column: 0, row: 0)
    grid.write("日本", column: -1, row: 1)
    #expect(grid.frame.text == "ab日\n 本")
    #expect(grid.frame[4, 0] == .blank)
    #expect(grid.frame[0, 1] == .blank)
  }

  @MainActor @Test func test_grid_neverSplitsAWideGlyphAtTheClip() {
    let grid = CellGrid(size: TerminalSize(columns: 6, rows: 1))
    grid.drawText(
      "日本語", at: .zero, style: .reversed, clip: CGRect(x: 1, y: 0, width: 4, height: 1))
    #expect(grid.frame.text == "  本")
    #expect(grid.frame[1, 0] == .blank(.reversed))
    #expect(grid.frame[4, 0] == .blank(.reversed))
    #expect(grid.frame[0, 0] == .blank)
  }

  @MainActor @Test func test_grid_drawingOverHalfAWideGlyph_blanksTheOtherHalf() {
    let grid = CellGrid(size: TerminalSize(columns: 6, rows: 1))
    grid.write("日本語", column: 0, row: 0)
    grid.write("x", column: 1, row: 0)
    grid.write("y", column: 2, row: 0)
    #expect(grid.frame.text == " xy 語")
    #expect(grid.frame.cells.map(\.width) == [1, 1, 1, 1, 2, 0])
  }

  @MainActor @Test func test_grid_textKeepsTheBackgroundUnderneath() {
    let grid = CellGrid(size: TerminalSize(columns: 4, rows: 1))
    grid.fill(
      CGRect(x: 0, y: 0, width: 4, height: 1), style: TextStyle(background: .blue),
      clip: grid.drawableBounds)
    grid.write("ab", column: 1, row: 0, style: .bold)
    #expect(grid.frame[1, 0].style == TextStyle(background: .blue, isBold: true))
    #expect(grid.frame[3, 0].style == TextStyle(background: .blue))
  }
}
