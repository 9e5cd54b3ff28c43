import Foundation
import ListKitTerminal
import Testing

@testable import ListUI

/// The terminal's frames and keys read the items' order the collection view keeps: moving the
/// selection and drawing frames, with the counts unchanged, makes it once, where each frame used
/// to pass over every section.
@MainActor @Suite struct ItemOrderFrameTests {
  @Test func framesAndSelectionMovesWithoutACountChange_makeTheItemsOrderOnce() throws {
    let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 8))
    let app = TerminalApplication(backend: backend, title: "Buttons")
    let screen = TwoButtonScreen()
    screen.collectionView.scheduler = app.scheduler
    app.push(screen)
    try app.start()
    app.clock.runUntilIdle()
    let built = screen.collectionView.itemOrderBuildCount
    #expect(built == 1)
    for _ in 0..<4 {
      app.handle(bytes: Array("\u{1B}[B".utf8))
      app.clock.runUntilIdle()
    }
    #expect(app.selectedIndexPath == IndexPath(item: 2, section: 0))
    #expect(app.positionText().hasPrefix("3/3"))
    #expect(screen.collectionView.itemOrderBuildCount == built)
  }
}
