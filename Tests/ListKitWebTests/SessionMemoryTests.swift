import Foundation
import ListKit
import ListUI
import Testing

@testable import ListKitWeb

/// A session measures what its lists hold after a frame that changed the page, at most once a
/// second, logs it from 16 MB and each time it doubles, and past its bound says so once, for the
/// server to close it.
@MainActor
@Suite struct SessionMemoryTests {
  /// A session showing a list of `count` rows, after its first frame.
  static func session(rows count: Int, memoryLimit: Int? = nil) -> (Recorder, ListScreen) {
    let screen = ListScreen(items: (0..<count).map { "Row \($0)" })
    let recorder = Recorder(root: screen)
    recorder.session.memoryLimit = memoryLimit
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello(columns: 40, rows: 12)
    return (recorder, screen)
  }

  @Test func aSessionMeasuresItsListsAfterAFrameAtMostOnceASecond() {
    let (recorder, screen) = Self.session(rows: 1_000)
    let session = recorder.session
    #expect(session.lastMemoryCheck == 0)
    let first = session.largestMemoryFootprint
    #expect(first.bytes(of: "section controllers") > 0)
    #expect(first.bytes(of: "section map") > 0)
    #expect(first.bytes(of: "layout") > 0)
    #expect(first.bytes(of: "collection view") > 0)
    // More rows within the second: measured when the second is up, not before.
    screen.items += (1_000..<20_000).map { "Row \($0)" }
    screen.adapter.performUpdates(animated: false)
    session.advance(by: 0.5)
    #expect(session.lastMemoryCheck == 0)
    #expect(session.largestMemoryFootprint == first)
    session.advance(by: 0.5)
    #expect(session.lastMemoryCheck == 1)
    #expect(session.largestMemoryFootprint.total > 10 * first.total)
    // Nothing changed since: no frame, and no measurement.
    session.advance(by: 5)
    #expect(session.lastMemoryCheck == 1)
  }

  @Test func aSessionLogsWhatItsListsHoldFrom16MBAndWhenItCloses() {
    let (recorder, _) = Self.session(rows: 30_000)
    let line = recorder.logLines.first { $0.contains("its lists hold") }
    #expect(line?.contains("section map") == true)
    #expect(line?.contains("section controllers") == true)
    #expect(line?.contains(" MB") == true)
    #expect(recorder.session.nextMemoryReport >= 32_000_000)
    recorder.session.close()
    #expect(recorder.logLines.last?.contains("session closed; its lists held at most") == true)
  }

  @Test func aSessionPastItsBoundSaysSoOnce() {
    var exceeded: [MemoryFootprint] = []
    let screen = ListScreen(items: (0..<10_000).map { "Row \($0)" })
    let recorder = Recorder(root: screen)
    recorder.session.memoryLimit = 1_000_000
    recorder.session.memoryLimitExceeded = { exceeded.append($0) }
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello(columns: 40, rows: 12)
    #expect(exceeded.count == 1)
    #expect((exceeded.first?.total ?? 0) > 1_000_000)
    #expect(recorder.logLines.contains { $0.contains("more than the 1.0 MB a session may") })
    screen.items.append("more")
    screen.adapter.performUpdates(animated: false)
    recorder.session.advance(by: 2)
    #expect(exceeded.count == 1)
  }

  @Test func aSessionWithinItsBoundIsLeftAlone() {
    var exceeded = 0
    let screen = ListScreen(items: (0..<100).map { "Row \($0)" })
    let recorder = Recorder(root: screen)
    recorder.session.memoryLimit = 100_000_000
    recorder.session.memoryLimitExceeded = { _ in exceeded += 1 }
    screen.connect(scheduler: recorder.session.scheduler)
    recorder.hello(columns: 40, rows: 12)
    #expect(recorder.session.lastMemoryCheck != nil)
    #expect(exceeded == 0)
  }
}
