// Opening a list of one-row sections (push, first data load, first frame) in a terminal at 80x24,
// against a bare ListDiff of the same objects, with the longest turn of the main actor while it
// opens: until its first frame, and until it holds every section (a large list opens in pieces).
// Each run is a child process, so that no run reuses another's memory.
//
//   swift run -c release listkit-open                  # 100,000 and 1,000,000 sections
//   swift run -c release listkit-open 100000           # one size
//   swift run -c release listkit-open --runs 3         # 3 runs of each size (5 unless given)
//   swift run -c release listkit-open --huge-pages     # malloc on transparent huge pages

import BenchmarkReporting
import Foundation
import FrameScenarios
import ListKit
import ListKitTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// What one run measured, in milliseconds.
struct OpenRun {
  /// A bare `ListDiff` of the objects with themselves, on the array the screen holds.
  var diff = 0.0
  /// The same diff's CPU time.
  var diffCPU = 0.0
  /// From the push to the first frame that shows the list, every turn of the main actor in
  /// between included.
  var open = 0.0
  /// The same on the main thread's CPU clock.
  var openCPU = 0.0
  /// From the push until the list holds every section and no work is left.
  var whole = 0.0
  /// The longest turn of the main actor from the push until no work is left: the push, each
  /// turn of the clock (the frames among them), and a last frame.
  var longestTurn = 0.0
  /// Its CPU time.
  var longestTurnCPU = 0.0
  /// How many turns the open took until no work was left.
  var turns = 0
}

@MainActor
func measure(count: Int) -> OpenRun {
  var run = OpenRun()
  let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24), keepsEveryFrame: false)
  let app = TerminalApplication(backend: backend, title: "ListKit")
  let rows = RowsScreen(count: count, scheduler: app.scheduler)
  // The diff the open is compared with: the objects with themselves, every one hashed twice and
  // compared once, as an update that changes nothing is.
  let objects = rows.objects
  var start = ContinuousClock.now
  var cpuStart = threadCPUMilliseconds()
  let diff = ListDiff(oldArray: objects, newArray: objects, option: .equality)
  run.diff = milliseconds(ContinuousClock.now - start)
  run.diffCPU = threadCPUMilliseconds() - cpuStart
  precondition(!diff.hasChanges, "the objects differ from themselves")

  // Each piece of main-actor work is timed on its own, as a run loop runs one at a time; the
  // open ends at the first frame that shows the list's first row.
  var shown = false
  func turn(_ body: () -> Void) {
    let turnStart = ContinuousClock.now
    let turnCPUStart = threadCPUMilliseconds()
    body()
    run.longestTurn = max(run.longestTurn, milliseconds(ContinuousClock.now - turnStart))
    run.longestTurnCPU = max(run.longestTurnCPU, threadCPUMilliseconds() - turnCPUStart)
    run.turns += 1
    if !shown, backend.lastFrame?.text.contains("Row 0") == true {
      shown = true
      run.open = milliseconds(ContinuousClock.now - start)
      run.openCPU = threadCPUMilliseconds() - cpuStart
    }
  }
  app.clock.waitsForBackgroundWork = false
  start = ContinuousClock.now
  cpuStart = threadCPUMilliseconds()
  turn { app.push(rows) }
  try? app.backend.start()
  // The work due now, and the work coming back from other threads; not the timers set for
  // later.
  func hasWorkNow() -> Bool {
    app.clock.backgroundWorkCount > 0
      || (app.clock.nextDueTime.map { $0 <= app.clock.now } ?? false)
  }
  while hasWorkNow() {
    var ran = 0
    turn { ran = app.clock.runUntilIdle(limit: 1) }
    if ran == 0 { usleep(100) }
  }
  turn { app.render() }
  run.whole = milliseconds(ContinuousClock.now - start)
  precondition(shown, "no frame showed the first row")
  precondition(!rows.adapter.isOpening, "the list is still opening")
  precondition(
    rows.collectionView.numberOfSections == count, "the list holds fewer sections than objects")
  return run
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--one", arguments.count == 2, let count = Int(arguments[1]) {
  let run = MainActor.assumeIsolated { measure(count: count) }
  print(
    run.diff, run.diffCPU, run.open, run.openCPU, run.whole, run.longestTurn, run.longestTurnCPU,
    run.turns)
  exit(0)
}

let (runs, counts) = runsAndCounts(arguments)
let hugePages = HugePages.areAsked(in: arguments)

print(
  "Opening a list of one-row sections at 80x24 (push, first data load, first frame) against a "
    + "bare ListDiff of the same objects, then until it holds every section; the range of \(runs) "
    + "runs, each a child process")
print(HugePages.summary(asked: hugePages))
print("")
print(
  "   sections      ListDiff ms    first frame ms    x ListDiff      its CPU ms  x ListDiff CPU  "
    + "  all sections ms  longest turn ms       its CPU ms        turns")
for count in counts.isEmpty ? [100_000, 1_000_000] : counts {
  let measured = (0..<runs).compactMap { _ in
    measureInChild(count: count, expecting: 8, hugePages: hugePages)
  }
  guard measured.count == runs else {
    print(pad(String(count), 11) + "  (a run failed)")
    continue
  }
  func column(_ index: Int) -> [Double] { measured.map { $0[index] } }
  print(
    pad(String(count), 11) + pad(range(column(0)), 17) + pad(range(column(2)), 18)
      + pad(range(measured.map { $0[2] / $0[0] }, 2) + "x", 14)
      + pad(range(column(3)), 16) + pad(range(measured.map { $0[3] / $0[1] }, 2) + "x", 16)
      + pad(range(column(4)), 19) + pad(range(column(5)), 17) + pad(range(column(6)), 17)
      + pad(range(column(7), 0), 13))
}
print("")
print(SameWorkSpread.measure().summary)
