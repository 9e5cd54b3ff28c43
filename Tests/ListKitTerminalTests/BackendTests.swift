import Foundation
import ListKitTerminal
import ListUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor @Suite struct BackendTests {
  private func frame(_ text: String) -> TerminalFrame {
    let grid = CellGrid(size: TerminalSize(columns: 6, rows: 2))
    grid.write(text, column: 0, row: 0)
    return grid.frame
  }

  @Test func test_plainText_writesTheFirstFrameOnly() {
    var written: [String] = []
    let backend = PlainTextBackend(size: TerminalSize(columns: 6, rows: 2)) { written.append($0) }
    backend.present(frame("one"))
    backend.present(frame("two"))
    #expect(written == ["one\n\n"])
    #expect(backend.hasWrittenFrame)
    #expect(backend.readInput(timeout: .zero).isEmpty)
  }

  @Test func test_plainText_sizeFromTheEnvironment() {
    #expect(
      PlainTextBackend.size(environment: ["COLUMNS": "100", "LINES": "30"])
        == TerminalSize(columns: 100, rows: 30))
    #expect(
      PlainTextBackend.size(environment: ["COLUMNS": "wide"])
        == TerminalSize(columns: 80, rows: 24))
  }

  @Test func test_inMemory_handsOutQueuedInput() {
    let backend = InMemoryBackend(size: TerminalSize(columns: 4, rows: 1))
    backend.enqueueInput("j")
    backend.enqueueInput([0x1B, UInt8(ascii: "["), UInt8(ascii: "B")])
    #expect(backend.readInput(timeout: nil) == Array("j\u{1B}[B".utf8))
    #expect(backend.readInput(timeout: nil).isEmpty)
  }

  @Test func test_live_writesChangesToItsOutput_andReadsItsInput() throws {
    var output: [Int32] = [0, 0]
    var input: [Int32] = [0, 0]
    #expect(pipe(&output) == 0)
    #expect(pipe(&input) == 0)
    defer { for descriptor in output + input { close(descriptor) } }
    let backend = LiveTerminalBackend(input: input[0], output: output[1], capability: .none)
    #expect(!LiveTerminalBackend.isTerminal(input[0]))
    #expect(throws: TerminalError.self) { try backend.start() }

    backend.present(frame("ab"))
    backend.present(frame("ab"))
    backend.present(frame("ac"))
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(output[0], &buffer, buffer.count)
    #expect(
      String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab\u{1B}[?2026l"
        + "\u{1B}[?2026h\u{1B}[1;2H\u{1B}[0mc\u{1B}[?2026l")

    #expect(backend.readInput(timeout: .zero).isEmpty)
    _ = write(input[1], "q", 1)
    #expect(backend.readInput(timeout: .seconds(1)) == [UInt8(ascii: "q")])
  }

  @Test func test_live_restoreSequence_undoesTheEnterSequence() {
    let backend = LiveTerminalBackend(capability: .ansi256)
    #expect(backend.enterSequence.contains("\u{1B}[?1049h"))
    #expect(backend.enterSequence.contains("\u{1B}[?25l"))
    #expect(backend.enterSequence.contains("\u{1B}[?1006h"))
    #expect(backend.restoreSequence.contains("\u{1B}[?1049l"))
    #expect(backend.restoreSequence.contains("\u{1B}[?25h"))
    #expect(backend.restoreSequence.contains("\u{1B}[?1006l"))
    #expect(backend.restoreSequence.contains("\u{1B}[?2004l"))
    let withoutMouse = LiveTerminalBackend(capability: .none, reportsMouse: false)
    #expect(!withoutMouse.enterSequence.contains("\u{1B}[?1000h"))
  }
}
