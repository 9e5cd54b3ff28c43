import Foundation
import ListKit
import ListKitTerminal
import XCTest

/// An app on the main thread's real run loop, as `TerminalApplication.run()` runs it: XCTest runs
/// its tests on the main thread, where the loop turns (Swift Testing runs main-actor tests off it
/// on Linux, where no run loop turns).
final class TerminalIdleUpdateAnimationTests: XCTestCase {
  func testTheFirstUpdateAfterTheAppSatIdle_isAnimated() throws {
    XCTAssertTrue(Thread.isMainThread)
    try MainActor.assumeIsolated { try Self.firstUpdateAfterIdleIsAnimated() }
  }

  @MainActor private static func firstUpdateAfterIdleIsAnimated() throws {
    let backend = InMemoryBackend(size: TerminalSize(columns: 40, rows: 10))
    backend.showsAnimations = true
    let app = TerminalApplication(backend: backend, title: "Idle")
    let screen = LiveScreen()
    // The app sits idle for longer than an update's animation takes; then, in the turn that
    // ends the wait, an app's load completes on the main queue and inserts a row, animated.
    screen.onLoad = { [weak screen] in
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { screen?.append("new") }
    }
    app.push(screen)
    let watcher = MainRunLoop.shared.addTurnHandler {
      if backend.frameTexts.last?.contains("new") == true { app.quit() }
    }
    defer { watcher.cancel() }
    DispatchQueue.main.asyncAfter(deadline: .now() + 30) { app.quit() }
    try app.run()
    let frame = try XCTUnwrap(backend.frames.first { $0.text.contains("new") })
    let row = try XCTUnwrap(frame.text.split(separator: "\n").firstIndex { $0.contains("new") })
    let column = try XCTUnwrap(
      frame.text.split(separator: "\n")[row].range(of: "new").map {
        frame.text.split(separator: "\n")[row].distance(
          from: frame.text.split(separator: "\n")[row].startIndex, to: $0.lowerBound)
      })
    // The new row first shows dimmed, fading in, as it does after any other key.
    XCTAssertEqual(frame[column, row].style.isDim, true, frame.text)
  }
}
