import BenchmarkReporting
import Foundation
import ListKit
import ListKitTerminal

/// Measures ListKit's side: a ``PeerRowsScreen`` of `count` rows in a `TerminalApplication` on
/// the in-memory backend at 80x24, whose frames are drawn and diffed into the bytes a terminal
/// would be sent, as `listkit-terminal-frames` measures it. Keys come in as the bytes a terminal
/// sends, through the app's input decoder. Each figure is printed as a JSON line as soon as it
/// is measured, under the names the peers use.
@MainActor
func measureListKit(count: Int, rowSteps: Int, pageSteps: Int) {
  report(["framework": "ListKitTerminal", "items": count])
  let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24), keepsEveryFrame: false)
  let app = TerminalApplication(backend: backend, title: "ListKit")

  // The first frame: the rows made, the screen pushed, the first data load and the frame. A
  // large list opens in pieces: then, until it holds every row, each turn of the clock with the
  // frames among them.
  var step = Step(backend)
  let opened = step
  let screen = PeerRowsScreen(rows: PeerRow.rows(count), scheduler: app.scheduler)
  app.push(screen)
  try? app.start()
  report(step.end(backend, "first_frame"))
  while screen.adapter.isOpening && app.clock.pendingCount > 0 { app.clock.advance(by: 0) }
  precondition(!screen.adapter.isOpening, "the list did not open")
  report(opened.end(backend, "all_rows"))

  // The update comes first, while the top of the list, where its moves land, is on screen. It
  // runs from the call to the frame that shows it, with the diff on a background thread. The new
  // objects are built before it, as the adapter's objects (`[any ListDiffable]`), as each peer
  // builds its new items before its update is timed.
  let next: [any ListDiffable] = PeerRow.changed((0..<count).map { PeerRow(id: $0) })
  step = Step(backend)
  screen.objects = next
  var applied = false
  screen.adapter.performUpdates(animated: false) { _ in applied = true }
  while !applied && app.clock.pendingCount > 0 { app.clock.advance(by: 0) }
  precondition(applied, "the update did not complete")
  app.render()
  report(step.end(backend, "update"))

  for (name, key, steps) in [
    ("row_step", "\u{1B}[B", rowSteps), ("page_step", "\u{1B}[6~", pageSteps),
  ] {
    var figures: [[String: Double]] = []
    for _ in 0..<steps {
      step = Step(backend)
      app.handle(bytes: Array(key.utf8))
      app.render()
      figures.append(step.end(backend, name))
    }
    report(medians(figures))
  }
  report(["peak_mb": ProcessFigures.megabytes("VmHWM") ?? 0])
}

/// The start of a step: the clocks and the frames shown so far.
@MainActor
private struct Step {
  let wall = ContinuousClock.now
  let cpu = ProcessFigures.cpuMilliseconds()
  let frames: Int

  init(_ backend: InMemoryBackend) { frames = backend.bytesPerFrame.count }

  /// The step's wall and CPU time and the bytes of the frames it showed, named `name_ms`,
  /// `name_cpu_ms` and `name_bytes`.
  func end(_ backend: InMemoryBackend, _ name: String) -> [String: Double] {
    [
      "\(name)_ms": milliseconds(ContinuousClock.now - wall),
      "\(name)_cpu_ms": ProcessFigures.cpuMilliseconds() - cpu,
      "\(name)_bytes": Double(backend.bytesPerFrame.dropFirst(frames).reduce(0, +)),
    ]
  }
}

/// Each figure's median over `steps`.
private func medians(_ steps: [[String: Double]]) -> [String: Double] {
  var result: [String: Double] = [:]
  for key in steps.first?.keys ?? [:].keys { result[key] = median(steps.compactMap { $0[key] }) }
  return result
}

/// Prints `figures` as one JSON line.
private func report(_ figures: [String: Any]) {
  guard let data = try? JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
  else { return }
  FileHandle.standardOutput.write(data + Data("\n".utf8))
}
