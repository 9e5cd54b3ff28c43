import ListKit
import ListKitTerminal
import Testing

/// WorkingInTheTerminal.md's samples do what the article says.
@MainActor
@Suite struct WorkingInTheTerminalTests {
  @Test func aTerminalGetsTheLiveBackendAndAnythingElsePlainText() {
    let environment = ["TERM": "xterm-256color", "COLUMNS": "30", "LINES": "8"]
    #expect(makeBackend(environment: environment, isTerminal: true) is LiveTerminalBackend)
    let plain = makeBackend(environment: environment, isTerminal: false)
    #expect((plain as? PlainTextBackend)?.size == TerminalSize(columns: 30, rows: 8))
  }

  @Test func aPlainBackendShowsOneFrameAndTheRunReturns() async throws {
    let printed = try await PrintedOutput.capture { try printOnePlainFrame() }
    #expect(
      printed.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false)
        .count == 6)
    #expect(printed.contains("Banana"))
  }

  @Test func arrowsMoveTheSelectionOneRowEach() async throws {
    var result: (TerminalApplication, InMemoryBackend)?
    _ = try await PrintedOutput.capture { result = try driveTheFruitsInMemory() }
    let (app, backend) = try #require(result)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 2))
    #expect(backend.frames.count >= 2)
    #expect(
      backend.text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.hasPrefix("▶")
      } == [
        false, false, false, true, false, false,
      ])
  }

  @Test func aRowIsOneLineHigh() {
    let controller = FruitsViewController()
    controller.loadViewIfNeeded()
    controller.collectionView.frame = CGRect(x: 0, y: 0, width: 24, height: 4)
    controller.collectionView.layoutIfNeeded()
    let heights = controller.collectionView.visibleCells.map(\.frame.height)
    #expect(heights == [1, 1, 1])
  }
}
