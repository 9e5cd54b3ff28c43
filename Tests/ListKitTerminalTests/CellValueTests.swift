import Foundation
import ListKitTerminal
import ListKitTestSupport
import ListUI
import Testing

/// A cell holds its grapheme cluster by value: short clusters inline, long ones by number. Either
/// way it reads back as its bytes, compares by them, and reaches the terminal as them.
@Suite struct CellValueTests {
  /// Scalars of every UTF-8 length, combining marks, joiners and variation selectors, strung into
  /// clusters from 1 to 40 bytes long.
  @Test func aCellsGraphemeReadsBackAsItsBytes() {
    let scalars: [Unicode.Scalar] = [
      "a", " ", "~", "é", "e", "\u{301}", "·", "…", "日", "\u{200D}", "\u{FE0F}", "👨", "👩", "👧",
      "🏽", "🇫", "🇷",
    ]
    var longClusters = 0
    for seed in UInt64(0)..<500 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      var text = ""
      for _ in 0..<Int.random(in: 1...10, using: &random) {
        text.unicodeScalars.append(scalars.randomElement(using: &random) ?? "a")
      }
      if text.utf8.count > 15 { longClusters += 1 }
      let cell = Cell(grapheme: text, width: 1)
      #expect(Array(cell.grapheme.utf8) == Array(text.utf8), "seed \(seed)")
      #expect(cell == Cell(grapheme: text, width: 1), "seed \(seed)")
      var changed = cell
      changed.grapheme = text + "x"
      #expect(changed != cell && changed.grapheme == text + "x", "seed \(seed)")
    }
    #expect(longClusters > 50)
  }

  @Test func cellsCompareByTheirBytes_notByCanonicalEquivalence() {
    let composed = Cell(grapheme: "é", width: 1)
    let decomposed = Cell(grapheme: "e\u{301}", width: 1)
    // `String` finds the two equal; a terminal is sent different bytes, and each cell keeps its own.
    #expect(Array(decomposed.grapheme.utf8) == Array("e\u{301}".utf8))
    #expect(composed != decomposed)
    #expect(Cell(grapheme: " ", width: 1) == .blank)
  }

  /// A family emoji is 25 bytes, past what a cell holds inline.
  @Test func aLongClusterIsDrawnAndSentWhole() {
    let family = "👨‍👩‍👧‍👦"
    #expect(family.utf8.count > 15)
    let grid = CellGrid(size: TerminalSize(columns: 6, rows: 1))
    grid.write("a\(family)b", column: 0, row: 0)
    #expect(grid.frame[1, 0].grapheme == family)
    #expect(grid.frame[1, 0] == Cell(grapheme: family, width: 2))
    #expect(grid.frame.line(0) == "a\(family)b")
    let output = FrameDiffer(capability: .none).changes(
      from: TerminalFrame(size: grid.size), to: grid.frame)
    #expect(output == "\u{1B}[1;1H\u{1B}[0ma\(family)b")
  }
}
