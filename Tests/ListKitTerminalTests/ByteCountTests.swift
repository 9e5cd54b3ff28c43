import Foundation
import ListKitTerminal
import ListUI
import Testing

@MainActor @Suite struct ByteCountTests {
  /// A screen of rows of text, and the label for the like count.
  private func feedScreen() -> (root: View, likes: Label) {
    let root = View()
    var likes = Label()
    for row in 0..<24 {
      let label = Label(frame: CGRect(x: 0, y: row, width: 80, height: 1))
      label.text =
        row == 2 ? "♥ 384 likes" : "Post \(row): a line of text that fills part of the row"
      root.addSubview(label)
      if row == 2 { likes = label }
    }
    return (root, likes)
  }

  @Test func test_changingOneLabel_writesAFewBytes_notAScreen() {
    let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24))
    let (root, likes) = feedScreen()
    backend.present(root)
    likes.text = "♥ 385 likes"
    backend.present(root)

    let first = backend.bytesPerFrame[0]
    let second = backend.bytesPerFrame[1]
    #expect(first > 1000)
    #expect(second < 40)
    let differ = FrameDiffer(capability: .trueColor)
    #expect(
      differ.changes(from: backend.frames[0], to: backend.frames[1]) == "\u{1B}[3;5H\u{1B}[0m5")
    #expect(
      backend.output.hasSuffix("\u{1B}[?2026h\u{1B}[3;5H\u{1B}[0m5\u{1B}[?2026l"))
  }

  @Test func test_nothingChanged_writesNothing() {
    let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24))
    let (root, _) = feedScreen()
    backend.present(root)
    let written = backend.output
    backend.present(root)
    #expect(backend.bytesPerFrame[1] == 0)
    #expect(backend.output == written)
    #expect(backend.frames.count == 2)
  }

  @Test func test_firstFrame_clearsAndWritesOnlyWhatIsNotBlank() {
    let backend = InMemoryBackend(size: TerminalSize(columns: 10, rows: 3))
    let root = View()
    let label = Label(frame: CGRect(x: 2, y: 1, width: 5, height: 1))
    label.text = "hi"
    label.isBold = true
    root.addSubview(label)
    backend.present(root)
    #expect(
      backend.output
        == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[2;3H\u{1B}[0;1mhi\u{1B}[?2026l")
  }

  @Test func test_resize_redrawsTheWholeScreen() {
    let backend = InMemoryBackend(size: TerminalSize(columns: 10, rows: 3))
    let root = View()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    label.text = "hi"
    root.addSubview(label)
    backend.present(root)
    backend.size = TerminalSize(columns: 12, rows: 3)
    backend.present(root)
    let differ = FrameDiffer(capability: .trueColor)
    #expect(
      differ.changes(from: backend.frames[0], to: backend.frames[1])
        == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hhi")
  }

  @Test func test_wideGlyphReplacedByNarrowOnes_writesBothCells() {
    var before = TerminalFrame(size: TerminalSize(columns: 4, rows: 1))
    before[0, 0] = Cell(grapheme: "日", width: 2)
    before[1, 0] = Cell(grapheme: "", width: 0)
    var after = TerminalFrame(size: TerminalSize(columns: 4, rows: 1))
    after[0, 0] = Cell(grapheme: "a", width: 1)
    after[1, 0] = Cell(grapheme: "b", width: 1)
    let differ = FrameDiffer(capability: .none)
    #expect(differ.changes(from: before, to: after) == "\u{1B}[1;1H\u{1B}[0mab")
    #expect(differ.changes(from: after, to: before) == "\u{1B}[1;1H\u{1B}[0m日")
  }
}
