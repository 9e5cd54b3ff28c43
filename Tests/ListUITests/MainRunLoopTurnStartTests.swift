import Foundation
import ListUI
import XCTest

/// The main run loop's turn start handlers, on the main thread's real run loop: XCTest runs its
/// tests on the main thread, where `MainRunLoop.run(until:)` turns the loop itself (Swift
/// Testing runs main-actor tests off it on Linux, where no run loop turns).
final class MainRunLoopTurnStartTests: XCTestCase {
  func testATurnStartHandler_runsWhenTheLoopWakes_beforeTheWorkThatWokeIt() {
    XCTAssertTrue(Thread.isMainThread)
    MainActor.assumeIsolated { Self.turnStartRunsBeforeTheWork() }
  }

  func testACancelledTurnStartHandler_runsNoMore() {
    XCTAssertTrue(Thread.isMainThread)
    MainActor.assumeIsolated { Self.cancelledHandlerRunsNoMore() }
  }

  @MainActor private static func turnStartRunsBeforeTheWork() {
    var events: [String] = []
    let start = MainRunLoop.shared.addTurnStartHandler { events.append("start") }
    let end = MainRunLoop.shared.addTurnHandler { events.append("end") }
    defer {
      start.cancel()
      end.cancel()
    }
    var done = false
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
      events.append("work")
      done = true
    }
    MainRunLoop.shared.run { done }
    let work = try? XCTUnwrap(events.firstIndex(of: "work"))
    XCTAssertNotNil(work)
    guard let work else { return }
    XCTAssertGreaterThan(work, 0)
    XCTAssertEqual(events[work - 1], "start", "\(events)")
    XCTAssertEqual(events.last, "end", "\(events)")
  }

  @MainActor private static func cancelledHandlerRunsNoMore() {
    var starts = 0
    let start = MainRunLoop.shared.addTurnStartHandler { starts += 1 }
    start.cancel()
    var done = false
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) { done = true }
    MainRunLoop.shared.run { done }
    XCTAssertEqual(starts, 0)
  }
}
