import Foundation
import ListKitTestSupport
import ListUI
import Testing

@testable import ListKitWeb

/// The page's pointer drives gesture recognizers: a click is a tap, and the pointer held for a
/// long press's duration on the session's clock and moved is a long press.
@MainActor @Suite struct WebGestureTests {
  @Test func aPointerDownAndUpOnAViewWithATap_recognizesIt_andTheClickIsDropped() throws {
    let screen = LongPressReorderScreen(count: 4)
    let recorder = Recorder(root: screen)
    recorder.hello(columns: 40, rows: 12)
    let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    var taps: [CGPoint] = []
    cell.addGestureRecognizer(TapGestureRecognizer { taps.append($0.location(in: $0.view)) })
    let row = recorder.session.keys.key(for: cell)
    recorder.session.receive(.pointer(.down, id: row, x: 5, y: 0))
    recorder.session.receive(.pointer(.up, id: row, x: 5, y: 0))
    recorder.session.receive(.click(id: row, x: 5, y: 0))
    #expect(taps == [CGPoint(x: 5, y: 0)])
    // The tap took the click: the row was not selected; the first row, selected as the
    // screen opened, still is.
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(recorder.logLines.contains { $0.contains("taken by a gesture") })
  }

  @Test func aPointerHeldAndMoved_reordersAListWithALongPress() throws {
    let screen = LongPressReorderScreen(count: 6)
    let recorder = Recorder(root: screen)
    recorder.hello(columns: 40, rows: 12)
    let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let row = recorder.session.keys.key(for: cell)
    recorder.session.receive(.pointer(.down, id: row, x: 3, y: 0))
    recorder.session.advance(by: 0.5)
    #expect(screen.states == [.began])
    recorder.session.receive(.pointer(.move, id: row, x: 3, y: 1))
    recorder.session.receive(.pointer(.move, id: row, x: 3, y: 3))
    recorder.session.receive(.pointer(.up, id: row, x: 3, y: 3))
    recorder.session.receive(.click(id: row, x: 3, y: 3))
    #expect(screen.states == [.began, .changed, .changed, .ended])
    #expect(screen.rows == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func aPointerLetGoEarly_clicksTheRow_andACancelCancelsTheLongPress() throws {
    let screen = LongPressReorderScreen(count: 6)
    let recorder = Recorder(root: screen)
    recorder.hello(columns: 40, rows: 12)
    let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    let row = recorder.session.keys.key(for: cell)
    recorder.session.receive(.pointer(.down, id: row, x: 3, y: 0))
    recorder.session.advance(by: 0.2)
    recorder.session.receive(.pointer(.up, id: row, x: 3, y: 0))
    recorder.session.receive(.click(id: row, x: 3, y: 0))
    #expect(screen.states.isEmpty)
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    recorder.session.receive(.pointer(.down, id: row, x: 3, y: 0))
    recorder.session.advance(by: 0.5)
    recorder.session.receive(.pointer(.move, id: row, x: 3, y: 2))
    recorder.session.receive(.pointer(.cancel, id: row, x: 0, y: 0))
    #expect(screen.states == [.began, .changed, .cancelled])
    #expect(screen.moves.isEmpty)
  }

  @Test func aPointerMessage_isReadBackAsWritten_andABadPhaseIsRefused() {
    let message = PageMessage.pointer(.move, id: "v3", x: -2, y: 4)
    #expect(PageMessage.parse(message.jsonText) == .success(message))
    #expect(
      PageMessage.parse(#"{"type":"pointer","phase":"hover","id":"v3","x":0,"y":0}"#)
        == .failure(.field("phase")))
  }

  @Test func aPinchMessage_isAPinchStep_forThePinchRecognizerUnderIt() throws {
    let screen = LongPressReorderScreen(count: 4)
    let recorder = Recorder(root: screen)
    recorder.hello(columns: 40, rows: 12)
    let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    var scales: [String] = []
    cell.addGestureRecognizer(
      PinchGestureRecognizer { scales.append("\($0.state) \($0.scale)") })
    let row = recorder.session.keys.key(for: cell)
    let message = PageMessage.pinch(id: row, x: 2, y: 0, scale: 1.5)
    #expect(PageMessage.parse(message.jsonText) == .success(message))
    recorder.session.receive(message)
    recorder.session.receive(.pinch(id: row, x: 2, y: 0, scale: 2))
    recorder.session.advance(by: 0.5)
    #expect(scales == ["began 1.5", "changed 3.0", "ended 3.0"])
    #expect(
      PageMessage.parse(#"{"type":"pinch","id":"v3","x":0,"y":0,"scale":0}"#)
        == .failure(.field("scale")))
  }
}
