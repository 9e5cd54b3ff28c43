import Foundation
import ListUI
import Testing

@testable import ListKitWeb

/// The page holds the visible cells only, and says where they are among all the items.
@MainActor
@Suite struct BoundedPageTests {
  private func shown(count: Int) -> Recorder {
    shown(CountingScreen(count: count))
  }

  private func shown(_ screen: CountingScreen) -> Recorder {
    let recorder = Recorder(root: screen)
    screen.collectionView.scheduler = recorder.session.scheduler
    recorder.hello(columns: 40, rows: 12)
    return recorder
  }

  @Test func aMillionItemsMakeNoMoreElementsThanTen() {
    let small = shown(count: 10)
    let large = shown(count: 1_000_000)
    let smallCells = small.session.shown.values.filter { $0.kind == "cell" }.count
    let largeCells = large.session.shown.values.filter { $0.kind == "cell" }.count
    #expect(smallCells == 10)
    // The screen is 12 rows less the title bar and the status line.
    #expect(largeCells == 10)
    #expect(large.session.shown.count == small.session.shown.count)
    #expect(large.messages.last!.utf8.count < 20_000)
  }

  @Test func cellsSayTheirPlaceAmongAllTheItems() throws {
    let screen = CountingScreen(count: 100_000)
    let recorder = shown(screen)
    let first = try #require(recorder.element(showing: "Item 0", kind: "cell"))
    #expect(first.attributes["aria-setsize"] == "100000")
    #expect(first.attributes["aria-posinset"] == "1")
    let list = try #require(recorder.session.shown.values.first { $0.kind == "list" })
    recorder.session.receive(#"{"type":"wheel","id":"\#(list.id)","dx":0,"dy":3}"#)
    recorder.session.advance(by: 0)
    let ops = Recorder.operations(in: recorder.messages.last)
    #expect(ops.contains(#"{"op":"scroll","id":"\#(list.id)","x":0,"y":3}"#), "\(ops)")
    #expect(recorder.element(showing: "Item 0", kind: "cell") == nil)
    screen.collectionView.setContentOffset(CGPoint(x: 0, y: 50_000), animated: false)
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 0)
    let middle = try #require(recorder.element(showing: "Item 50000", kind: "cell"))
    #expect(middle.attributes["aria-posinset"] == "50001")
    #expect(recorder.session.shown.values.filter { $0.kind == "cell" }.count <= 11)
  }

  @Test func theWheelScrollsByPixelsNotWholeRows() throws {
    let screen = CountingScreen(count: 1_000)
    let recorder = shown(screen)
    let list = try #require(recorder.session.shown.values.first { $0.kind == "list" })
    // 20 pixels of a 16-pixel row, then 12 more: the content moves 1.25, then 2 rows.
    recorder.session.receive(#"{"type":"wheel","id":"\#(list.id)","dx":0,"dy":1.25}"#)
    recorder.session.advance(by: 0)
    #expect(screen.collectionView.contentOffset.y == 1.25)
    let ops = Recorder.operations(in: recorder.messages.last)
    #expect(ops.contains(#"{"op":"scroll","id":"\#(list.id)","x":0,"y":1.25}"#), "\(ops)")
    // The row under the top edge, cut in part, is still shown.
    #expect(recorder.element(showing: "Item 1", kind: "cell") != nil)
    recorder.session.receive(#"{"type":"wheel","id":"\#(list.id)","dx":0,"dy":0.75}"#)
    recorder.session.advance(by: 0)
    #expect(screen.collectionView.contentOffset.y == 2)
  }

  @Test func endSelectsTheLastItemAndScrollsToIt() throws {
    let recorder = shown(count: 100_000)
    let list = try #require(recorder.session.shown.values.first { $0.kind == "list" })
    recorder.session.receive(#"{"type":"key","key":"End","id":"\#(list.id)"}"#)
    recorder.session.advance(by: 0)
    let last = try #require(recorder.element(showing: "Item 99999", kind: "cell"))
    #expect(last.attributes["aria-current"] == "true")
    #expect(recorder.element(showing: "100000/100000") != nil)
  }
}
