import Foundation
import ListKitTerminal
import ListKitTestSupport
import ListUI
import Testing

/// Text of one-column scalars is measured and drawn a scalar at a time, and a label whose plain
/// text fits on one line is drawn without splitting it into lines; both must draw what the
/// general paths draw.
@MainActor @Suite struct PlainTextDrawingTests {
  /// One-column characters beyond ASCII: Latin letters, punctuation, arrows, box drawing.
  private static let simpleCharacters: [Character] = ["·", "é", "Ø", "—", "…", "→", "─", "│", "€"]

  /// Random text of one-column characters, ASCII and beyond, spaces more often than others,
  /// sometimes empty.
  private static func oneColumnText(using random: inout RepeatableRandomNumberGenerator) -> String {
    let length = Int.random(in: 0...14, using: &random)
    return String(
      (0..<length).map { _ in
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1: " "
        case 2: simpleCharacters[Int.random(in: simpleCharacters.indices, using: &random)]
        default: Character(Unicode.Scalar(UInt8.random(in: 0x21..<0x7F, using: &random)))
        }
      })
  }

  @Test func scalarsCountedAsColumns_areTheTextsCharactersAndWidth() {
    let alphabet: [Character] =
      Self.simpleCharacters + [
        "a", " ", "日", "e\u{301}", "👍", "\u{200D}", "\t", "\n", "\u{FE0F}", "\u{00AD}", "✂",
        "\u{20DD}", "가",
      ]
    for seed in UInt64(1)...500 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let text = String(
        (0..<Int.random(in: 0...6, using: &random)).map { _ in
          alphabet[Int.random(in: alphabet.indices, using: &random)]
        })
      let general = text.reduce(0) { $0 + TextMetrics.width(of: $1) }
      #expect(TextMetrics.width(of: text) == general, "seed \(seed): \(text.debugDescription)")
      if let count = TextMetrics.singleColumnScalarCount(text) {
        #expect(count == text.count && count == general, "seed \(seed): \(text.debugDescription)")
      }
    }
    #expect(TextMetrics.singleColumnScalarCount("Row 7  ·  lorem") == 15)
    #expect(TextMetrics.singleColumnScalarCount("e\u{301}") == nil)
    #expect(TextMetrics.singleColumnScalarCount("日本") == nil)
  }

  @Test func latin1ScalarsCountAsTheyMeasure_oneColumnEachButTheSoftHyphen() {
    for value in UInt32(0xA0)..<0x100 {
      let scalar = Unicode.Scalar(value).unsafelyUnwrapped
      let expected = TextMetrics.width(of: scalar) == 1 ? 1 : nil
      #expect(
        TextMetrics.singleColumnScalarCount(String(scalar)) == expected,
        "U+\(String(value, radix: 16, uppercase: true))")
    }
    #expect(TextMetrics.singleColumnScalarCount("\u{00AD}") == nil)
  }

  /// The row `row` of `grid`, a grapheme a cell.
  private static func row(_ row: Int, of grid: CellGrid) -> String {
    let columns = grid.size.columns
    return grid.frame.cells[row * columns..<(row + 1) * columns].map(\.grapheme).joined()
  }

  @Test func oneColumnTextLandsInTheCellsItCovers_insideTheClip() {
    for seed in UInt64(1)...300 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let text = Self.oneColumnText(using: &random)
      let grid = CellGrid(size: TerminalSize(columns: 12, rows: 1))
      let origin = Int.random(in: -6...14, using: &random)
      let clipStart = Int.random(in: -2...12, using: &random)
      let clip = CGRect(
        x: clipStart, y: 0, width: Int.random(in: 0...14, using: &random), height: 1)
      grid.drawText(text, at: CGPoint(x: origin, y: 0), style: .bold, clip: clip)

      let characters = Array(text)
      let expected = (0..<12).map { column -> String in
        let inClip = CGFloat(column) >= clip.minX && CGFloat(column) < clip.maxX
        let offset = column - origin
        guard inClip, offset >= 0, offset < characters.count else { return " " }
        return String(characters[offset])
      }.joined()
      #expect(Self.row(0, of: grid) == expected, "seed \(seed): \(text.debugDescription)")
      let boldCells = grid.frame.cells.filter { $0.style.isBold }.count
      let covered = expected.indices.filter { index in
        let column = expected.distance(from: expected.startIndex, to: index)
        return CGFloat(column) >= clip.minX && CGFloat(column) < clip.maxX
          && column - origin >= 0 && column - origin < characters.count
      }.count
      #expect(boldCells == covered, "seed \(seed)")
    }
  }

  @Test func aLabelDrawsTheLinesItMeasures_forEveryAlignmentAndBreakMode() {
    let alignments: [TextAlignment] = [.left, .center, .right]
    let modes: [LineBreakMode] = [
      .byTruncatingTail, .byWordWrapping, .byClipping,
    ]
    for seed in UInt64(1)...400 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let text = Self.oneColumnText(using: &random)
      let width = Int.random(in: 1...16, using: &random)
      let label = Label()
      label.text = text
      label.textAlignment = alignments[Int.random(in: alignments.indices, using: &random)]
      label.lineBreakMode = modes[Int.random(in: modes.indices, using: &random)]
      label.numberOfLines = Int.random(in: 0...2, using: &random)
      let lines = label.displayedLines(fittingWidth: width)
      // Room for every line, which the label centres in its height.
      let height = 20
      label.frame = CGRect(x: 0, y: 0, width: width, height: height)
      let grid = CellGrid(size: TerminalSize(columns: width, rows: height))
      label.drawHierarchy(in: DrawingContext(surface: grid))

      let blank = String(repeating: " ", count: width)
      var expected = Array(repeating: blank, count: height)
      for (index, line) in lines.enumerated() {
        let free = width - TextMetrics.width(of: line)
        let start =
          switch label.textAlignment {
          case .left: 0
          case .center: free / 2
          case .right: free
          }
        expected[(height - lines.count) / 2 + index] =
          String(repeating: " ", count: start) + line
          + String(repeating: " ", count: free - start)
      }
      #expect(
        (0..<height).map { Self.row($0, of: grid) } == expected,
        "seed \(seed): \(text.debugDescription) in \(width)")
      #expect(
        label.sizeThatFits(CGSize(width: width, height: 1000))
          == CGSize(
            width: lines.map { TextMetrics.width(of: $0) }.max() ?? 0,
            height: text.isEmpty ? 0 : lines.count),
        "seed \(seed): \(text.debugDescription) in \(width)")
    }
  }
}
