import Foundation
import ListKitExamples
import ListUI
import Testing

@testable import ListKitWeb

/// Sessions side by side, closing them, and the examples in a session.
@MainActor
@Suite struct SessionTests {
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
    var options = ExamplesOptions()
    options.demo = "feed"
    let clock = ManualScheduler()
    let session = ExamplesWeb.makeSession(options: options, clock: clock)
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

  @Test func demoKeysReachTheScreen() throws {
    var options = ExamplesOptions()
    options.demo = "empty"
    let session = ExamplesWeb.makeSession(options: options, clock: ManualScheduler())
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
