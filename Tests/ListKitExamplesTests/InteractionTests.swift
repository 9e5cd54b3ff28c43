import Foundation
import ListKitApp
import ListKitExamples
import ListKitTerminal
import Testing

/// Motion, Tab focus, bracketed paste and mouse clicks, driven on the in-memory backend.
@MainActor @Suite struct ExamplesInteractionTests {
  /// An app of `options` on an 80x24 in-memory backend that shows animations if `animated`.
  private func makeApp(_ options: ExamplesOptions, animated: Bool = false)
    -> (InMemoryBackend, TerminalApplication)
  {
    let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24))
    backend.showsAnimations = animated
    let app = ExamplesApp.make(backend: backend, options: options)
    try? app.start()
    app.clock.advance(by: 0.1)
    return (backend, app)
  }

  private func options(demo: String?, reducesMotion: Bool = false, usesMouse: Bool = true)
    -> ExamplesOptions
  {
    var options = ExamplesOptions()
    options.demo = demo
    options.app.reducesMotion = reducesMotion
    options.app.usesMouse = usesMouse
    return options
  }

  /// The frames shown from the one where the search had narrowed the list on.
  private func framesAfterNarrowing(reducesMotion: Bool)
    -> (frames: [TerminalFrame], final: TerminalFrame?)
  {
    let (backend, app) = makeApp(
      options(demo: "search", reducesMotion: reducesMotion), animated: true)
    app.type("/dol")
    app.clock.runUntilIdle()
    let frames = backend.frames
    let first = frames.firstIndex { $0.text.contains("2 of 63 words") } ?? frames.endIndex
    return (Array(frames[first...]), backend.lastFrame)
  }

  // MARK: Motion

  @Test func test_search_animatesTheNarrowing_andEndsOnTheSameFrame() {
    let animated = framesAfterNarrowing(reducesMotion: false)
    let reduced = framesAfterNarrowing(reducesMotion: true)
    #expect(Set(animated.frames).count >= 3)
    #expect(animated.frames.first != animated.final)
    #expect(animated.frames.first?.text.contains("consectetur") == true)  // leaving, dimmed
    #expect(animated.final?.text.contains("consectetur") == false)
    #expect(animated.final == reduced.final)
  }

  @Test func test_reduceMotion_showsTheEndStateAtOnce() {
    let reduced = framesAfterNarrowing(reducesMotion: true)
    #expect(reduced.frames == [reduced.final])
    #expect(reduced.final?.text.contains("consectetur") == false)
  }

  @Test func test_motion_isOnForATerminal_offWithReduceMotion_plainText_andTests() {
    let environment = ["TERM": "xterm-256color"]
    func animates(_ options: ExamplesOptions, isTerminal: Bool) -> Bool {
      let backend = AppRunner.makeBackend(
        options: options.app, environment: environment, isTerminal: isTerminal)
      return ExamplesApp.make(backend: backend, options: options).animatesUpdates
    }
    #expect(animates(options(demo: nil), isTerminal: true))
    #expect(!animates(options(demo: nil, reducesMotion: true), isTerminal: true))
    #expect(!animates(options(demo: nil), isTerminal: false))
    #expect(
      AppRunner.makeBackend(options: options(demo: nil).app, environment: [:], isTerminal: false)
        is PlainTextBackend)
    #expect(!makeApp(options(demo: nil)).1.animatesUpdates)
  }

  // MARK: Tab

  @Test func test_tab_focusesTheHearts_andEnterPressesTheFocusedOne() throws {
    let (backend, app) = makeApp(options(demo: "feed"))
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 0))
    app.press(.tab)
    app.clock.advance(by: 0.1)
    #expect(app.selectedIndexPath == IndexPath(item: 2, section: 0))
    let frame = try #require(backend.lastFrame)
    let row = try #require((0..<24).first { frame.line($0).contains("♥ 384 likes") })
    let column = try #require(frame.line(row).firstIndex(of: "♥"))
    let heart = frame[frame.line(row).distance(from: frame.line(row).startIndex, to: column), row]
    #expect(heart.style.isUnderlined)
    #expect(heart.style.isBold)

    app.press(.tab)
    app.clock.advance(by: 0.1)
    #expect(app.selectedIndexPath?.section == 1)
    app.press(.backTab)
    app.clock.advance(by: 0.1)
    #expect(app.selectedIndexPath == IndexPath(item: 2, section: 0))
    app.press(.enter)
    app.clock.runUntilIdle()
    #expect(backend.text.contains("♥ 385 likes"))
  }

  @Test func test_tab_withoutButtons_movesToTheNextRow_andShiftTabBack() {
    let (_, app) = makeApp(options(demo: "load-more"))
    app.press(.tab)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 1))
    app.press(.tab)
    app.press(.backTab)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 1))
  }

  @Test func test_keyHints_showTab() {
    let (_, app) = makeApp(options(demo: nil))
    #expect(app.keyHints.contains { $0.keys.contains("Tab") })
  }

  // MARK: Paste

  @Test func test_paste_goesToTheSearch_itsLineBreaksSpaces_withoutControls() {
    let (backend, app) = makeApp(options(demo: "search"))
    app.handle(bytes: Array("\u{1B}[200~do\nl\u{7}or\u{1B}[201~".utf8))
    app.clock.runUntilIdle()
    #expect(backend.text.contains("⌕ do lor"))
    #expect(!backend.text.contains("consectetur"))
    #expect(!app.hasQuit)
  }

  @Test func test_paste_withoutATextInput_isIgnoredAndLogged_neverTakenForKeys() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("listkit-paste-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = options(demo: nil)
    options.app.logPath = path
    let (backend, app) = makeApp(options)
    let before = backend.text
    let selected = app.selectedIndexPath
    app.handle(bytes: Array("\u{1B}[200~jjq\r\u{1B}[201~".utf8))
    app.clock.runUntilIdle()
    #expect(!app.hasQuit)
    #expect(app.selectedIndexPath == selected)
    #expect(backend.text == before)
    let log = try String(contentsOfFile: path, encoding: .utf8)
    #expect(log.contains("paste of 4 characters ignored"))  // "jjq ", the return a space
  }

  @Test func test_bracketedPaste_isTurnedOnAtStart_andOffOnRestore() throws {
    let backend = AppRunner.makeBackend(
      options: options(demo: nil).app, environment: [:], isTerminal: true)
    let live = try #require(backend as? LiveTerminalBackend)
    #expect(live.enterSequence.contains("\u{1B}[?2004h"))
    #expect(live.restoreSequence.contains("\u{1B}[?2004l"))
  }

  // MARK: Mouse

  /// Clicks the cell at `column` and `row`, counted from zero, as an SGR mouse press.
  private func click(_ app: TerminalApplication, column: Int, row: Int) {
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)M".utf8))
    app.handle(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
    app.clock.runUntilIdle()
  }

  /// Where the feed's first heart is: its column and row.
  private func heart(in backend: InMemoryBackend) throws -> (column: Int, row: Int) {
    let frame = try #require(backend.lastFrame)
    let row = try #require((0..<24).first { frame.line($0).contains("♥ 384 likes") })
    let line = frame.line(row)
    let index = try #require(line.firstIndex(of: "♥"))
    return (line.distance(from: line.startIndex, to: index), row)
  }

  @Test func test_clickOnTheHeart_raisesTheLikes() throws {
    let (backend, app) = makeApp(options(demo: "feed"))
    let heart = try heart(in: backend)
    click(app, column: heart.column, row: heart.row)
    #expect(backend.text.contains("♥ 385 likes"))
    #expect(app.selectedIndexPath == IndexPath(item: 2, section: 0))
  }

  @Test func test_clickOnARow_selectsIt_andOutsideTheRowsDoesNothing() throws {
    let (backend, app) = makeApp(options(demo: "load-more"))
    click(app, column: 10, row: 5)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 4))
    #expect(backend.lastFrame?.line(5).hasPrefix("▶") == true)
    let frames = backend.frames.count
    for row in [0, 23] { click(app, column: 10, row: row) }  // the title bar, the status line
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 4))
    #expect(backend.frames.count == frames)
    app.handle(bytes: Array("\u{1B}[<65;10;5M".utf8))  // the wheel: three rows down
    app.clock.runUntilIdle()
    click(app, column: 10, row: 5)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 7))
  }

  @Test func test_noMouse_doesNotTakeTheMouse_andClicksDoNothing() throws {
    let backend = AppRunner.makeBackend(
      options: options(demo: nil, usesMouse: false).app, environment: [:], isTerminal: true)
    let live = try #require(backend as? LiveTerminalBackend)
    #expect(!live.reportsMouse)
    #expect(!live.enterSequence.contains("\u{1B}[?1000h"))

    let (memory, app) = makeApp(options(demo: "feed", usesMouse: false))
    let heart = try heart(in: memory)
    let before = memory.text
    click(app, column: heart.column, row: heart.row)
    app.handle(bytes: Array("\u{1B}[<65;10;5M".utf8))  // the wheel too
    app.clock.runUntilIdle()
    #expect(memory.text == before)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 0))
  }
}
