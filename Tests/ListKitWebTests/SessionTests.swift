import Foundation
import ListKit
import ListKitExamples
import ListUI
import Testing

@testable import ListKitWeb

/// Sessions side by side, closing them, and the examples in a session.
@MainActor
@Suite struct SessionTests {
  /// A session of the examples catalog opened at `demo`, on `clock`.
  static func demoSession(_ demo: String, clock: ManualScheduler = ManualScheduler()) -> WebSession
  {
    var options = ExamplesOptions()
    options.demo = demo
    return ExamplesWeb.makeSession(options: options, clock: clock)
  }

  @Test func twoSessionsDoNotInterfere() throws {
    let first = ListScreen(items: ["one", "two"])
    let second = ListScreen(items: ["one", "two"])
    let a = Recorder(root: first)
    let b = Recorder(root: second)
    first.connect(scheduler: a.session.scheduler)
    second.connect(scheduler: b.session.scheduler)
    a.hello(columns: 40, rows: 12)
    b.hello(columns: 30, rows: 10)
    let two = try #require(a.element(showing: "two"))
    a.session.receive(#"{"type":"click","id":"\#(two.id)"}"#)
    #expect(first.selected == ["two"])
    #expect(second.selected.isEmpty)
    first.items = ["three"]
    first.adapter.performUpdates(animated: true)
    let sent = b.messages.count
    a.session.advance(by: 1)
    b.session.advance(by: 1)
    #expect(b.messages.count == sent)
    #expect(a.element(showing: "three") != nil)
    #expect(b.element(showing: "three") == nil)
    #expect(b.session.shown["screen"]?.frame.width == 30)
  }

  @Test func closingFreesTheSession() {
    weak var root: ListScreen?
    weak var closed: WebSession?
    do {
      let screen = ListScreen(items: ["one"])
      let recorder = Recorder(root: screen)
      screen.connect(scheduler: recorder.session.scheduler)
      recorder.hello()
      screen.items = ["two"]
      screen.adapter.performUpdates(animated: true)
      recorder.session.advance(by: 1)
      View.animate(withDuration: 10) { screen.collectionView.alpha = 0.5 }
      root = screen
      closed = recorder.session
      recorder.session.close()
      #expect(recorder.session.isClosed)
      recorder.session.receive(#"{"type":"key","key":"End"}"#)
      #expect(recorder.session.renderFrame() == nil)
    }
    #expect(root == nil)
    #expect(closed == nil)
  }

  /// Where an animated update stands when the session closes: asked for, not yet run; run, its
  /// animation under way; or a block animation of the list under way.
  enum UpdateStage: CaseIterable, Sendable { case queued, animating, blockAnimation }

  @Test(arguments: UpdateStage.allCases)
  func closingWithAnUpdateUnderWayFreesTheScreen(stage: UpdateStage) {
    weak var root: ListScreen?
    weak var list: CollectionView?
    weak var closed: WebSession?
    do {
      let screen = ListScreen(items: ["one", "two"])
      let recorder = Recorder(root: screen)
      screen.connect(scheduler: recorder.session.scheduler)
      recorder.hello()
      screen.items = ["three", "two"]
      screen.adapter.performUpdates(animated: true)
      switch stage {
      case .queued: break
      case .animating: recorder.session.advance(by: 0)
      case .blockAnimation:
        recorder.session.advance(by: 1)
        View.animate(withDuration: 10) { screen.collectionView.alpha = 0.5 }
      }
      root = screen
      list = screen.collectionView
      closed = recorder.session
      recorder.session.close()
    }
    #expect(root == nil)
    #expect(list == nil)
    #expect(closed == nil)
  }

  /// An update of a list large enough to be diffed off the main actor reaches the page at the
  /// clock's turns: its completion comes back on the session's clock, which then draws.
  @Test func anUpdateDiffedOffTheMainActorReachesThePage() throws {
    let screen = ListScreen(items: (0..<20_000).map { "row \($0)" })
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello(columns: 80, rows: 24)
    #expect(recorder.element(showing: "row 0") != nil)
    screen.items.insert("a new first row", at: 0)
    screen.adapter.performUpdates(animated: false)
    recorder.session.advance(by: 0)
    #expect(recorder.element(showing: "a new first row") != nil)
    #expect(recorder.element(showing: "20001") != nil)
  }

  /// A session closed while a large list's diff runs off the main actor frees its screen once
  /// the clock turns after the diff: the diff's completion runs, so that the update ends and lets
  /// go of what it holds.
  @Test func closingWithADiffUnderWayFreesTheScreen() {
    weak var root: ListScreen?
    weak var list: CollectionView?
    weak var closedSession: WebSession?
    weak var adapter: ListAdapter?
    do {
      let screen = ListScreen(items: (0..<20_000).map { "row \($0)" })
      let recorder = Recorder(root: screen)
      screen.connect(scheduler: recorder.session.scheduler)
      recorder.hello()
      recorder.clock.waitsForBackgroundWork = false
      screen.items.removeFirst()
      screen.adapter.performUpdates(animated: false)
      recorder.session.advance(by: 0)
      root = screen
      list = screen.collectionView
      recorder.session.close()
      recorder.clock.waitsForBackgroundWork = true
      recorder.clock.advance(by: 0)
      closedSession = recorder.session
      adapter = screen.adapter
    }
    #expect(closedSession == nil)
    #expect(adapter == nil)
    #expect(root == nil)
    #expect(list == nil)
  }

  @Test func anAnimatedUpdateWalksTheViewsAtItsStartAndEndOnly() {
    let screen = ListScreen(items: (0..<1000).map { "row \($0)" })
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello(columns: 80, rows: 24)
    recorder.session.advance(by: 1)
    let walks = recorder.session.elementWalkCount
    let sent = recorder.messages.count
    screen.items.swapAt(0, 3)
    screen.items.remove(at: 5)
    screen.adapter.performUpdates(animated: true)
    // A second at 60 frames a second, as the session's run loop moves the clock: the page's
    // transitions animate the moves, so only the update and the end of its animation are walked.
    for _ in 0..<60 { recorder.session.advance(by: 1.0 / 60) }
    #expect(recorder.session.elementWalkCount - walks == 2)
    // One message: the moves, the insert and the removal with their durations.
    #expect(recorder.messages.count - sent == 1)
  }

  @Test func runReturnsAfterClose() async {
    let recorder = Recorder(root: ViewController())
    let session = recorder.session
    let task = Task { await session.run() }
    session.receive(#"{"type":"hello","cols":30,"rows":8}"#)
    session.close()
    await task.value
    #expect(recorder.logLines.contains { $0.hasSuffix("session closed") })
  }

  @Test func theFeedDemoLikesAPost() throws {
    let clock = ManualScheduler()
    let session = Self.demoSession("feed", clock: clock)
    var messages: [String] = []
    session.send = { messages.append($0) }
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 1)
    let page = messages.joined()
    #expect(page.contains("384 likes"))
    #expect(page.contains(#""t":"ListKit Examples › Modeling and Binding""#))
    let likes = try #require(session.shown.values.first { $0.runs.text.contains("384 likes") })
    let heart = try #require(
      session.shown.values.first {
        $0.kind == "button" && $0.attributes["aria-label"] == "♥" && $0.parent == likes.parent
      })
    session.receive(#"{"type":"click","id":"\#(heart.id)","x":0,"y":0}"#)
    session.advance(by: 1)
    let after = messages.dropFirst().joined()
    #expect(after.contains("385 likes"))
    #expect(!after.contains(#""op":"create""#) || !after.contains("385 likes\"}],\"op\":\"create"))
  }

  /// A session of `demo` on an 80 by 24 page, past its first frame.
  static func openDemo(_ demo: String) -> WebSession {
    let session = demoSession(demo)
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 1)
    return session
  }

  /// Presses `key` `times` times in `session`, then lets a frame go by.
  static func press(_ key: String, times: Int = 1, in session: WebSession) {
    for _ in 0..<times { session.receive(#"{"type":"key","key":"\#(key)"}"#) }
    session.advance(by: 1)
  }

  /// The arrows move the selection along the compositional demo's row of cards, which scrolls
  /// sideways to show the selected card, as in the terminal.
  @Test func theCompositionalDemosRowScrollsToShowTheSelectedCard() {
    let session = Self.openDemo("compositional")
    // From the first row, selected as the demo shows: the list's other two rows and the grid's
    // five tiles, then the first card.
    Self.press("ArrowDown", times: 8, in: session)
    #expect(session.shows("9/30"))
    #expect(session.shows("Card 1 of 8") && !session.shows("Card 5 of 8"))
    Self.press("ArrowRight", times: 4, in: session)
    #expect(session.shows("13/30"))
    #expect(session.shows("Card 5 of 8") && !session.shows("Card 1 of 8"))
  }

  /// Collapsing the outline demo's part with Enter reloads its row: the selection stays on it,
  /// as in the terminal, where it went and the next arrow started again from the top.
  @Test func theOutlineDemosSelectionStaysOnARowThatCollapses() {
    let session = Self.openDemo("outline")
    // Section Controllers, the second part, after Getting Started's two topics: three rows down
    // from the first, selected as the demo shows.
    Self.press("ArrowDown", times: 3, in: session)
    #expect(session.shows("4/13"))
    Self.press("Enter", in: session)
    #expect(session.shows("4/"))
    Self.press("ArrowDown", in: session)
    #expect(session.shows("5/"))
  }

  @Test func demoKeysReachTheScreen() throws {
    let session = Self.demoSession("empty")
    var messages: [String] = []
    session.send = { messages.append($0) }
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 1)
    let before = session.shown.values.filter { $0.kind == "cell" }.count
    session.receive(#"{"type":"key","key":"a"}"#)
    session.advance(by: 1)
    #expect(session.shown.values.filter { $0.kind == "cell" }.count == before + 1)
    #expect(session.shown["status"]?.runs.text.contains("item") == true)
  }

  @Test func theStatusLineShowsTheScreensKeys() throws {
    let session = Self.demoSession("empty")
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 1)
    #expect(session.shown["status"]?.runs.text.contains("a add a row • Enter remove") == true)
    // Too narrow for the keys beside the count: the count stays, the keys go.
    session.receive(#"{"type":"resize","cols":30,"rows":24}"#)
    session.advance(by: 1)
    let narrow = try #require(session.shown["status"]?.runs.text)
    #expect(narrow.contains("item"))
    #expect(!narrow.contains("add a row"))
  }

  @Test func theChatOpensAtItsNewestMessage() throws {
    let session = Self.demoSession("chat")
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 0)
    let list = try #require(session.window.focusedCollectionView)
    let last = IndexPath(item: 0, section: list.numberOfSections - 1)
    #expect(list.indexPathsForSelectedItems == [last])
    #expect(list.cellForItem(at: last) != nil)
    #expect(session.shown["status"]?.runs.text.contains("\(list.numberOfSections)/") == true)
    // Older messages load above, and the newest stays selected and on screen.
    session.advance(by: 5)
    let newest = IndexPath(item: 0, section: list.numberOfSections - 1)
    #expect(list.indexPathsForSelectedItems == [newest])
    #expect(list.cellForItem(at: newest) != nil)
  }

  @Test func slashFiltersTheCatalog() throws {
    let session = ExamplesWeb.makeSession(options: ExamplesOptions(), clock: ManualScheduler())
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 1)
    func shows(_ text: String) -> Bool {
      session.shown.values.contains { $0.runs.text.contains(text) }
    }
    session.receive(#"{"type":"key","key":"/"}"#)
    session.advance(by: 0)
    let input = try #require(session.shown["filter"])
    #expect(input.kind == "input")
    #expect(input.parent == "status")
    #expect(input.attributes["autofocus"] != nil)
    session.receive(#"{"type":"text","id":"filter","value":"chat"}"#)
    session.advance(by: 1)
    #expect(shows("Newest at the bottom"))
    #expect(!shows("Modeling and Binding"))
    session.receive(#"{"type":"key","key":"Enter","id":"filter"}"#)
    session.advance(by: 1)
    #expect(session.shown["filter"] == nil)
    #expect(session.shown["status"]?.runs.text.contains("match /chat") == true)
    // Enter opens the best match; back on the catalog, Escape clears the filter.
    session.receive(#"{"type":"key","key":"Enter"}"#)
    session.advance(by: 1)
    #expect(session.shown["title"]?.runs.text.contains("Chat") == true)
    session.receive(#"{"type":"key","key":"Escape"}"#)
    session.advance(by: 1)
    #expect(!shows("Modeling and Binding"))
    session.receive(#"{"type":"key","key":"Escape"}"#)
    session.advance(by: 1)
    #expect(shows("Modeling and Binding"))
    #expect(session.shown["back"] == nil)
  }

  @Test func theFilterLineIsOnlyOnFilterableScreens() throws {
    let session = Self.demoSession("empty")
    var logLines: [String] = []
    session.log = { logLines.append($0) }
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 1)
    session.receive(#"{"type":"key","key":"/"}"#)
    session.receive(#"{"type":"text","id":"filter","value":"x"}"#)
    session.advance(by: 1)
    #expect(session.shown["filter"] == nil)
    #expect(logLines.contains { $0.hasSuffix("text dropped: the filter line is not open") })
  }

  @Test func theCatalogOpensADemoAndGoesBack() throws {
    let session = ExamplesWeb.makeSession(options: ExamplesOptions(), clock: ManualScheduler())
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 1)
    #expect(session.shown["back"] == nil)
    let row = try #require(
      session.shown.values.first { $0.runs.text.contains("Modeling and Binding") })
    session.receive(#"{"type":"click","id":"\#(row.id)"}"#)
    session.advance(by: 1)
    #expect(session.shown["back"] != nil)
    #expect(session.shown.values.contains { $0.runs.text.contains("384 likes") })
    session.receive(#"{"type":"key","key":"Escape"}"#)
    session.advance(by: 1)
    #expect(session.shown["back"] == nil)
  }
}

extension WebSession {
  /// Whether an element on the page shows `text`.
  func shows(_ text: String) -> Bool {
    shown.values.contains { $0.runs.text.contains(text) }
  }
}
