// What a frame of ListKitWeb costs, beside the terminal's: the 100,000-item list of
// listkit-terminal-frames, one section controller a row, shown by a WebSession at 80x24 cells
// with no browser, then scrolled one screen a row at a time (the page's wheel message), paged
// down five times (its PageDown key), and changed: rows on screen deleted, inserted and moved,
// animated. A web frame is the message, the layout, the walk of the views into elements and the
// diff with the page's elements into a patch; its bytes are the patch's, one WebSocket text
// frame. The page animates a move itself, with a CSS transition the patch names, so the frames
// after an update's first have little or nothing to send. The same screen in the terminal, on
// the in-memory backend, is measured in the same run.
//
//   swift run -c release listkit-web-frames

import BenchmarkReporting
import Foundation
import FrameScenarios
import ListKit
import ListKitTerminal
import ListKitWeb

/// Measures a ``RowsScreen`` of `count` rows in a web session as the examples show a screen: in
/// a navigation controller, with the title bar and the status line.
@MainActor
func measureWeb(count: Int) -> FrameRun {
  var run = FrameRun()
  let navigation = NavigationController()
  let session = WebSession(
    rootViewController: navigation,
    options: WebSessionOptions(title: "ListKit", columns: 80, rows: 24),
    clock: ManualScheduler())
  func frame() -> Int { session.renderFrame()?.utf8.count ?? 0 }
  let start = ContinuousClock.now
  let rows = RowsScreen(count: count, scheduler: session.scheduler)
  navigation.pushViewController(rows, animated: false)
  session.clock.advance(by: 0)
  run.openBytes = frame()
  run.open = milliseconds(ContinuousClock.now - start)
  // One screen, a row at a time: the page's wheel message of one row, then a frame.
  for _ in 0..<22 {
    let frameStart = ContinuousClock.now
    session.receive(#"{"type":"wheel","dy":1}"#)
    let bytes = frame()
    run.rowFrames.append(milliseconds(ContinuousClock.now - frameStart))
    run.rowBytes.append(bytes)
  }
  // Then pages: the selection moves a screen down and the list follows it.
  for _ in 0..<5 {
    let frameStart = ContinuousClock.now
    session.receive(#"{"type":"key","key":"PageDown"}"#)
    let bytes = frame()
    run.pageFrames.append(milliseconds(ContinuousClock.now - frameStart))
    run.pageBytes.append(bytes)
  }
  // Then a change on screen, animated, and the frames until its animations end.
  rows.changeRowsOnScreen()
  // The clock turns as a live session's does: it does not wait for the background diff, and
  // each turn and each frame holds the main actor on its own.
  session.clock.waitsForBackgroundWork = false
  var applied = false
  let updateStart = ContinuousClock.now
  var holdStart = updateStart
  rows.adapter.performUpdates(animated: true) { _ in applied = true }
  run.longestHold = milliseconds(ContinuousClock.now - holdStart)
  while !rows.view.hasRunningAnimations(at: session.clock.now) && !applied {
    holdStart = ContinuousClock.now
    session.clock.advance(by: 0)
    run.longestHold = max(run.longestHold, milliseconds(ContinuousClock.now - holdStart))
    holdStart = ContinuousClock.now
    run.updateBytes = frame()
    run.longestHold = max(run.longestHold, milliseconds(ContinuousClock.now - holdStart))
    run.turnsToFirstFrame += 1
    // While the diff runs on another thread, a live session reads messages and draws.
    if !applied && session.clock.backgroundWorkCount > 0 { usleep(200) }
  }
  run.update = milliseconds(ContinuousClock.now - updateStart)
  var ticks = 0
  while session.clock.pendingCount > 0 && ticks < 120 {
    ticks += 1
    let frameStart = ContinuousClock.now
    session.clock.advance(by: 1.0 / 60)
    let bytes = frame()
    let elapsed = milliseconds(ContinuousClock.now - frameStart)
    run.longestHold = max(run.longestHold, elapsed)
    run.animationFrames.append(elapsed)
    run.animationBytes.append(bytes)
  }
  session.close()
  return run
}

MainActor.assumeIsolated {
  let count = 100_000
  let web = (0..<5).map { _ in measureWeb(count: count) }
  let terminal = (0..<5).map { _ in measureTerminal(count: count) }
  print("\(count) one-row sections at 80x24, 5 runs each")
  print("")
  print("ListKitWeb (WebSession, no browser; bytes of the patch, one WebSocket message):")
  report(web)
  print("")
  print("ListKitTerminal (in-memory backend; bytes sent to the terminal):")
  report(terminal)
  let worst = max(
    web.flatMap(\.rowFrames).max() ?? 0, web.flatMap(\.pageFrames).max() ?? 0)
  print("")
  print("slowest web scrolling frame: \(format(worst, 3)) ms (target: under 16 ms)")
}
