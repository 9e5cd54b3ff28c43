import Foundation
import ListKitExamples
import ListKitTerminal
import Testing

/// The chat demo: it opens on the newest message at the bottom, and earlier messages load above
/// as the list scrolls up, without moving the messages on screen.
@MainActor @Suite struct ChatDemoTests {
  /// The lines between the title bar and the status line of a frame.
  func content(_ text: String) -> [String] {
    Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast())
      .map(String.init)
  }

  @Test func test_chat_opensAtTheBottom_onTheNewestMessage() {
    let driver = Driver(demo: "chat")
    #expect(driver.text.contains("40 of 160 messages"))
    #expect(!driver.text.contains("loading"))
    // 40 messages and the spinner above them: the last is selected, the list at its end.
    #expect(driver.app.positionText() == "41/41 Bot")
    #expect(content(driver.text).contains { $0.hasPrefix("▶") })
  }

  @Test func test_chat_scrollingUp_loadsEarlierMessagesAbove_withoutMovingTheOnesOnScreen() {
    let driver = Driver(demo: "chat")
    var pages = 0
    while !driver.text.contains("loading…") && pages < 20 {
      driver.press(.pageUp)
      pages += 1
    }
    // Two screens before the start of the list: the page before it loads.
    #expect(driver.text.contains("40 of 160 messages; loading…"))
    #expect(!driver.text.contains("Loading…"))
    let before = content(driver.text)
    let shown = driver.backend.frames.count
    driver.app.clock.advance(by: 1)
    driver.settle()
    #expect(driver.text.contains("60 of 160 messages"))
    let frames = driver.backend.frames.dropFirst(shown)
    #expect(!frames.isEmpty)
    for frame in frames {
      #expect(content(frame.text) == before)
    }
  }

  @Test func test_chat_animatedInALiveTerminal_noFrameMovesTheMessagesOnScreen() throws {
    let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24))
    backend.showsAnimations = true  // as a live terminal draws: every frame of each animation
    var options = ExamplesOptions()
    options.demo = "chat"
    let app = ExamplesApp.make(backend: backend, options: options)
    try app.start()
    let frame = 1 / TerminalApplication.maximumFrameRate
    for _ in 0..<20 where !backend.text.contains("loading…") {
      app.press(.pageUp)
      app.clock.advance(by: 0.5)  // the paging ends before the next key
    }
    #expect(backend.text.contains("40 of 160 messages; loading…"))
    let before = content(backend.text)
    let shown = backend.frames.count
    for _ in 0..<90 { app.clock.advance(by: frame) }
    #expect(backend.text.contains("60 of 160 messages"))
    #expect(backend.frames.count > shown)
    for frame in backend.frames.dropFirst(shown) {
      #expect(content(frame.text) == before)
    }
  }

  @Test func test_chat_atTheTop_thePageArrivesAbove_andTheSelectionStaysOnScreen() throws {
    let driver = Driver(demo: "chat")
    driver.press(.home)
    #expect(content(driver.text)[0].contains("Loading…"))
    #expect(content(driver.text)[0].hasPrefix("▶"))
    // Frame by frame up to the moment the page arrives: the spinner turns meanwhile.
    let start = driver.backend.frames.count
    for _ in 0..<120 where driver.text.contains("40 of 160 messages") {
      driver.app.clock.advance(by: 1 / TerminalApplication.maximumFrameRate)
    }
    driver.app.clock.advance(by: 0.3)  // the update's animation
    driver.settle()
    #expect(driver.text.contains("60 of 160 messages"))
    // The last frame before the page and the first with it.
    let frames = driver.backend.frames
    let shown = try #require(
      frames.indices.dropFirst(start).first { frames[$0].text.contains("60 of 160 messages") })
    let before = content(frames[shown - 1].text)
    #expect(before[0].contains("Loading…"))
    // The spinner went; the messages under it stayed, and the selection on the first of them.
    for frame in frames.dropFirst(shown) {
      let lines = content(frame.text)
      #expect(!lines[0].contains("Loading…"))
      #expect(
        Array(lines.dropFirst().map { $0.dropFirst(2) })
          == before.dropFirst().map { $0.dropFirst(2) })
    }
    #expect(content(driver.text)[1].hasPrefix("▶"))
  }

  @Test func test_chat_loadsPageByPage_toTheBeginning() {
    let driver = Driver(demo: "chat")
    for _ in 0..<10 {
      driver.press(.home)
      driver.app.clock.advance(by: 1)
      driver.settle()
    }
    #expect(driver.text.contains("All 160 messages"))
    driver.press(.home)
    #expect(content(driver.text)[0].contains("Beginning of the conversation"))
  }
}
