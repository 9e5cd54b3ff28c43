import Foundation
import ListKit
import ListKitExamples
import ListUI
import Testing

@testable import ListKitWeb

/// A screen's list has its first item selected when it first shows, as in the terminal, and
/// keeps a selection through an update that replaces every row.
@MainActor @Suite struct FirstSelectionTests {
  @Test func theCatalogShowsWithItsFirstDemoSelected() {
    let session = ExamplesWeb.makeSession(options: ExamplesOptions(), clock: ManualScheduler())
    var messages: [String] = []
    session.send = { messages.append($0) }
    session.receive(#"{"type":"hello","cols":80,"rows":24}"#)
    session.advance(by: 1)
    let total = DemoCatalog.all.count
    #expect(messages.joined().contains(#""t":"1/\#(total) Top""#))
    #expect(!messages.joined().contains(#""t":"-/\#(total)"#))
  }

  @Test func anUpdateThatReplacesEveryRowKeepsASelection() {
    let screen = ListScreen(items: ["one", "two", "three"])
    let recorder = Recorder(root: screen)
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello(columns: 40, rows: 12)
    recorder.session.advance(by: 1)
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    screen.items = ["four", "five"]
    screen.adapter.performUpdates(animated: false)
    recorder.session.advance(by: 1)
    #expect(screen.collectionView.indexPathsForSelectedItems.count == 1)
    #expect(recorder.messages.joined().contains(#""t":"1/2 All""#))
  }
}
