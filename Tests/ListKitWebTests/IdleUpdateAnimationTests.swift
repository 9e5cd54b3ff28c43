import Foundation
import ListKit
import ListUI
import XCTest

@testable import ListKitWeb

/// A session on the main thread's real run loop, as `WebServer.serve()` runs it: XCTest runs its
/// tests on the main thread, where `MainRunLoop.run(until:)` turns the loop (Swift Testing runs
/// main-actor tests off it on Linux, where no run loop turns).
final class IdleUpdateAnimationTests: XCTestCase {
  func testTheFirstUpdateAfterTheSessionSatIdle_isAnimated() {
    XCTAssertTrue(Thread.isMainThread)
    MainActor.assumeIsolated { Self.firstUpdateAfterIdleIsAnimated() }
  }

  @MainActor private static func firstUpdateAfterIdleIsAnimated() {
    let screen = ListScreen(items: ["one", "two"])
    let session = WebSession(rootViewController: screen, clock: ManualScheduler())
    screen.connect(scheduler: session.scheduler)
    var messages: [String] = []
    session.send = {
      messages.append($0)
      MainRunLoop.shared.stop()  // checks the condition of the loop's run now
    }
    Task { @MainActor in await session.run() }
    session.receive(#"{"type":"hello","cols":40,"rows":12}"#)
    var shown = false
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { shown = true }
    MainRunLoop.shared.run { shown }
    XCTAssertTrue(messages.contains { $0.contains("two") })
    let before = messages.count
    // The session sits idle for longer than an update's animation takes; then, in the turn that
    // ends the wait, an app's load completes on the main queue and inserts a row, animated.
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
      screen.items = ["one", "new", "two"]
      screen.adapter.performUpdates(animated: true)
    }
    var timedOut = false
    DispatchQueue.main.asyncAfter(deadline: .now() + 30) { timedOut = true }
    MainRunLoop.shared.run {
      timedOut || messages.dropFirst(before).contains { $0.contains(#""new""#) }
    }
    let frame = messages.dropFirst(before).first { $0.contains(#""new""#) }
    XCTAssertNotNil(frame)
    // The new row fades in, as it does after any other key.
    XCTAssertTrue(frame?.contains(#""fade""#) == true, frame ?? "no frame")
    session.close()
  }
}
