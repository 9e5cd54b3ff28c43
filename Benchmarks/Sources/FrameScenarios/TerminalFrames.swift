import BenchmarkReporting
import Foundation
import ListKit
import ListKitTerminal

/// Measures a ``RowsScreen`` of `count` rows in a `TerminalApplication` on the in-memory
/// backend at 80x24, animated as a live terminal is: one screen scrolled a row at a time, five
/// pages down, then an animated update of the rows on screen drawn at 60 frames a second.
@MainActor
public func measureTerminal(count: Int) -> FrameRun {
  var run = FrameRun()
  let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24), keepsEveryFrame: false)
  backend.showsAnimations = true
  let app = TerminalApplication(backend: backend, title: "ListKit")
  let start = ContinuousClock.now
  let rows = RowsScreen(count: count, scheduler: app.scheduler)
  app.push(rows)
  try? app.start()
  run.open = milliseconds(ContinuousClock.now - start)
  run.openBytes = backend.bytesPerFrame.last ?? 0
  // A large list opens in pieces, at the next turns of the clock: the frames are measured once
  // it holds every row.
  while rows.adapter.isOpening { app.clock.advance(by: 0) }
  app.render()
  // One screen, a row at a time: the wheel's scroll of one row, then a frame.
  for _ in 0..<22 {
    let frameStart = ContinuousClock.now
    app.perform(.scroll(rows: 1))
    app.render()
    run.rowFrames.append(milliseconds(ContinuousClock.now - frameStart))
    run.rowBytes.append(backend.bytesPerFrame.last ?? 0)
  }
  // Then pages: the selection moves a screen down and the list follows it.
  for _ in 0..<5 {
    let frameStart = ContinuousClock.now
    app.perform(.window(.pageDown))
    app.render()
    run.pageFrames.append(milliseconds(ContinuousClock.now - frameStart))
    run.pageBytes.append(backend.bytesPerFrame.last ?? 0)
  }
  // Then a change on screen, animated.
  rows.changeRowsOnScreen()
  // The clock turns as the run loop turns it: it does not wait for the background diff, and
  // each turn and each frame holds the main actor on its own.
  app.clock.waitsForBackgroundWork = false
  var applied = false
  let updateStart = ContinuousClock.now
  var holdStart = updateStart
  rows.adapter.performUpdates(animated: true) { _ in applied = true }
  run.longestHold = milliseconds(ContinuousClock.now - holdStart)
  while !app.isAnimating && !applied {
    holdStart = ContinuousClock.now
    app.clock.advance(by: 0)
    run.longestHold = max(run.longestHold, milliseconds(ContinuousClock.now - holdStart))
    holdStart = ContinuousClock.now
    app.render()
    run.longestHold = max(run.longestHold, milliseconds(ContinuousClock.now - holdStart))
    run.turnsToFirstFrame += 1
    // While the diff runs on another thread, a live run loop reads input and draws.
    if !app.isAnimating && app.clock.backgroundWorkCount > 0 { usleep(200) }
  }
  run.update = milliseconds(ContinuousClock.now - updateStart)
  run.updateBytes = backend.bytesPerFrame.last ?? 0
  while app.isAnimating {
    let frameStart = ContinuousClock.now
    app.clock.advance(by: 1.0 / 60)
    app.render()
    let frame = milliseconds(ContinuousClock.now - frameStart)
    run.longestHold = max(run.longestHold, frame)
    run.animationFrames.append(frame)
    run.animationBytes.append(backend.bytesPerFrame.last ?? 0)
  }
  return run
}
