import Foundation
import ListKitTerminal
import ListKitTestSupport
import ListUI
import Testing

/// The mouse drives gesture recognizers in a terminal: a click is a tap, a button held for a
/// long press's duration on the app's clock and dragged is a long press.
@MainActor @Suite struct TerminalGestureTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 10))
  let app: TerminalApplication

  init() {
    app = TerminalApplication(backend: backend, title: "Gestures")
  }

  /// Sends an SGR mouse report: `M` for a press or drag (`code` 32 for a drag), `m` for a
  /// release, at the cell at `column` and `row`, counted from zero.
  func mouse(_ code: Int, column: Int, row: Int, release: Bool = false) {
    app.handle(bytes: Array("\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")".utf8))
  }

  @Test func aClickOnAViewWithATap_recognizesItAtTheClickInTheViewsCoordinates() throws {
    let screen = TwoButtonScreen()
    screen.collectionView.scheduler = app.scheduler
    app.push(screen)
    try app.start()
    let cell = try #require(screen.cell(at: 1))
    var taps: [CGPoint] = []
    cell.label.addGestureRecognizer(
      TapGestureRecognizer { taps.append($0.location(in: $0.view)) })
    // Row 1 is line 2; the label is at columns 2 to 6.
    mouse(0, column: 4, row: 2)
    #expect(taps.isEmpty)
    mouse(0, column: 4, row: 2, release: true)
    #expect(taps == [CGPoint(x: 2, y: 0)])
    // The tap took the click: the cell was not tapped.
    #expect(screen.tapped.isEmpty)
    // A click elsewhere is a click, as before.
    mouse(0, column: 9, row: 2)
    mouse(0, column: 9, row: 2, release: true)
    #expect(cell.pressed == ["a"])
  }

  @Test func aButtonHeldAndDragged_reordersAListWithALongPress() throws {
    let screen = LongPressReorderScreen(count: 6, scheduler: app.scheduler)
    app.push(screen)
    try app.start()
    // Row 1 is on line 2. Hold it for the press duration, drag it to line 5, let go.
    mouse(0, column: 3, row: 2)
    app.clock.advance(by: 0.5)
    #expect(screen.states == [.began])
    mouse(32, column: 3, row: 3)
    mouse(32, column: 3, row: 5)
    mouse(0, column: 3, row: 5, release: true)
    #expect(screen.states == [.began, .changed, .changed, .ended])
    #expect(screen.moves.map { [$0.from, $0.to] } == [[[0, 1], [0, 4]]])
    #expect(screen.rows == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
    app.clock.runUntilIdle()
    #expect(app.lastFrame?.line(5).contains("Row 1") == true)
  }

  @Test func theKeyboardMovesAHeldRowSeveralPlaces_andTheSelectionEndsOnIt() throws {
    let screen = LongPressReorderScreen(count: 6, scheduler: app.scheduler)
    app.push(screen)
    try app.start()
    app.press(.down)
    app.press(.character("m"))
    app.press(.down)
    app.press(.down)
    app.press(.down)
    app.press(.up)
    app.press(.enter)
    app.flushInput()
    #expect(screen.rows == ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4", "Row 5"])
    #expect(screen.states.first == .began && screen.states.last == .ended)
    #expect(app.window.selectedIndexPath == IndexPath(item: 3, section: 0))
  }

  @Test func aQuickClick_selectsTheRow_andTheKeyboardReordersWithM() throws {
    let screen = LongPressReorderScreen(count: 6, scheduler: app.scheduler)
    app.push(screen)
    try app.start()
    mouse(0, column: 3, row: 3)
    mouse(0, column: 3, row: 3, release: true)
    #expect(screen.states.isEmpty)
    #expect(app.window.selectedIndexPath == IndexPath(item: 2, section: 0))
    app.press(.character("m"))
    app.press(.down)
    app.press(.enter)
    #expect(screen.states == [.began, .changed, .ended])
    #expect(screen.rows == ["Row 0", "Row 1", "Row 3", "Row 2", "Row 4", "Row 5"])
    app.press(.character("m"))
    app.press(.up)
    app.press(.escape)
    app.flushInput()
    #expect(screen.states.suffix(3) == [.began, .changed, .cancelled])
    #expect(screen.moves.count == 1)
  }
}
