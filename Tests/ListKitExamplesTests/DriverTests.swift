import Foundation
import ListKitExamples
import ListKitTerminal
import ListUI
import Testing

/// Drives the examples app on the in-memory backend: keys in, frames out, time advanced.
@MainActor
struct Driver {
  let backend: InMemoryBackend
  let app: TerminalApplication

  init(demo: String? = nil, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    backend = InMemoryBackend(size: size)
    var options = ExamplesOptions()
    options.demo = demo
    app = ExamplesApp.make(backend: backend, options: options)
    try? app.start()
    settle()
  }

  /// Runs everything due now, including the frame it asks for.
  func settle() {
    app.clock.advance(by: 0)
    app.clock.advance(by: 1 / TerminalApplication.maximumFrameRate)
  }

  func press(_ key: Key, times: Int = 1) {
    for _ in 0..<times {
      app.press(key)
      settle()
    }
  }

  func send(_ bytes: String) {
    app.handle(bytes: Array(bytes.utf8))
    app.flushInput()
    settle()
  }

  var text: String { backend.text }
}

@MainActor @Suite struct ExamplesDriverTests {
  @Test func test_feed_enterOnTheHeart_raisesTheLikes() {
    let driver = Driver()
    driver.press(.enter)  // the catalog's first row: the feed
    #expect(driver.text.contains("Modeling and Binding"))
    #expect(driver.text.contains("♥ 384 likes"))
    #expect(driver.text.contains("4 posts · 0 reconfigured"))
    driver.press(.down, times: 2)  // user, image, then the action row
    #expect(driver.app.selectedIndexPath == IndexPath(item: 2, section: 0))
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("♥ 385 likes"))
    #expect(!driver.text.contains("♥ 384 likes"))
    // The likes' cell was kept and configured again, not replaced.
    #expect(driver.text.contains("4 posts · 1 reconfigured"))
  }

  @Test func test_feed_photosComeFromTheDemosResources() throws {
    let driver = Driver(demo: "feed")
    let window = try #require(driver.app.window)
    var photos: [ImageReference] = []
    func collect(_ view: View) {
      if let image = (view as? ImageView)?.image { photos.append(image) }
      view.subviews.forEach(collect)
    }
    collect(window)
    #expect(
      photos.map(\.name).starts(with: ["kitten.png", "photo-1.png"]), "\(photos.map(\.name))")
    for photo in photos {
      guard case .file(let url)? = photo.source else {
        Issue.record("\(photo.name) has no pixels")
        continue
      }
      #expect(FileManager.default.fileExists(atPath: url.path))
    }
    // The terminal draws the photo's placeholder, its name in a box.
    #expect(driver.text.contains("kitten.png"))
  }

  @Test func test_keysFromBytes_openAndLeaveADemo() {
    let driver = Driver()
    driver.send("j\r")  // down to Getting Started, open it
    #expect(driver.text.contains("Foo"))
    #expect(driver.text.contains("42"))
    driver.send("\u{1B}")  // a lone Escape goes back
    #expect(driver.text.contains("\(DemoCatalog.all.count) demos"))
    driver.send("q")
    #expect(driver.app.hasQuit)
  }

  @Test func test_search_narrowsTheListAndHighlights() {
    let driver = Driver(demo: "search")
    #expect(driver.text.contains("64 Top"))
    driver.app.type("/dol")
    driver.settle()
    #expect(driver.text.contains("⌕ dol"))
    driver.app.clock.runUntilIdle()
    #expect(!driver.text.contains("consectetur"))
    #expect(driver.text.contains("dolor"))
    #expect(driver.text.contains("dolore"))
    #expect(driver.text.contains("2 of 63 words"))
    let frame = driver.backend.lastFrame
    let row = (0..<24).first { frame?.line($0).hasSuffix("dolor") == true }
    let style = row.flatMap { frame?[2, $0].style }
    #expect(style?.isUnderlined == true)
  }

  @Test func test_loadMore_loadsTwoScreensAhead_andAppendsWithoutTheViewJumping() {
    let driver = Driver(demo: "load-more")
    // 30 rows, 22 on screen: the end is within two screens, so the next page loads at once, and
    // the one after it, until more than two screens are left past the screen.
    #expect(driver.text.contains("30 items; loading more…"))
    driver.app.clock.advance(by: 3)
    driver.settle()
    #expect(driver.text.contains("70 items"))
    #expect(!driver.text.contains("loading"))
    driver.press(.end)
    #expect(driver.text.contains("loading more…"))
    driver.app.clock.advance(by: 0.5)  // the spinner row is inserted and scrolled into view
    #expect(driver.text.contains("Loading…"))
    let before = driver.backend.lastFrame?.text.split(separator: "\n").dropFirst().dropLast()
    driver.app.clock.advance(by: 1)
    driver.settle()
    #expect(driver.text.contains("90 items"))
    #expect(!driver.text.contains("Loading…"))
    let after = driver.text.split(separator: "\n").dropFirst().dropLast()
    // The rows above the spinner stay where they were.
    #expect(Array(after.dropLast(1)) == Array((before ?? []).dropLast(1)))
    #expect(driver.app.selectedIndexPath == IndexPath(item: 0, section: 69))
  }

  @Test func test_emptyView_showsWhenTheLastRowIsRemoved() {
    let driver = Driver(demo: "empty")
    for _ in 0..<3 {
      driver.press(.enter)
      driver.app.clock.runUntilIdle()
    }
    #expect(driver.text.contains("No more data!"))
    #expect(driver.text.contains("No items"))
  }

  @Test func test_resize_keepsTheSelectionVisible_andTinySizesDoNotCrash() {
    let driver = Driver(demo: "load-more")
    driver.press(.down, times: 20)
    driver.backend.size = TerminalSize(columns: 40, rows: 8)
    driver.app.setNeedsDisplay()
    driver.settle()
    #expect(driver.text.contains("▶ 21"))
    for size in [(1, 1), (2, 1), (19, 4), (0, 0), (5, 30)] {
      driver.backend.size = TerminalSize(columns: size.0, rows: size.1)
      driver.app.setNeedsDisplay()
      driver.settle()
    }
    driver.backend.size = TerminalSize(columns: 30, rows: 3)
    driver.app.setNeedsDisplay()
    driver.settle()
    #expect(driver.text.contains("Terminal too"))
    driver.backend.size = TerminalSize(columns: 80, rows: 24)
    driver.app.setNeedsDisplay()
    driver.settle()
    #expect(driver.text.contains("▶ 21"))
  }

  @Test func test_frames_areDrawnOnlyWhenSomethingChanged_atMost60ASecond() {
    let driver = Driver()
    let shown = driver.backend.frames.count
    driver.app.setNeedsDisplay()
    driver.settle()
    #expect(driver.backend.frames.count == shown)  // nothing changed: nothing shown
    let renders = driver.app.renderCount
    for _ in 0..<10 { driver.app.press(.down) }
    driver.app.clock.advance(by: 0)
    #expect(driver.app.renderCount <= renders + 1)
    driver.app.clock.advance(by: 1)
    #expect(driver.app.renderCount <= renders + 2)
  }

  @Test func test_start_drawsAFrameAfterTheBackendStarts_evenIfOneWasDrawnBefore() throws {
    let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24))
    let app = ExamplesApp.make(backend: backend, options: ExamplesOptions())
    app.clock.advance(by: 0)
    let before = backend.frames.count
    try app.start()
    #expect(backend.frames.count == before + 1)
    #expect(backend.text.contains("\(DemoCatalog.all.count) demos"))
  }

  @Test func test_keyHints_toggleWithQuestionMark() {
    let driver = Driver()
    driver.send("?")
    #expect(driver.text.contains("Keys"))
    #expect(driver.text.contains("page"))
    driver.send("?")
    #expect(!driver.text.contains("page"))
  }

  @Test func test_mouseWheel_scrolls() {
    let driver = Driver(demo: "load-more")
    driver.send("\u{1B}[<65;10;5M")
    #expect(!driver.text.contains("  1\n"))
    #expect(driver.app.positionText().hasSuffix("%"))
  }

  @Test func test_demoList() throws {
    let lines = ExamplesOptions.demoList.split(separator: "\n")
    #expect(lines.count == DemoCatalog.all.count)
    #expect(lines.first?.hasPrefix("feed ") == true)
  }
}
