// The cost of ListAdapter.performUpdates, from the call to its completion, against a bare
// ListDiff of the same arrays: 10,000, 100,000 and 1,000,000 one-row sections with 1% of the
// objects changed. Each size runs in a child process, which reports the longest turn of the main
// actor during an update and the resident memory per section, at rest and at its peak.
//
//   swift run -c release listkit-updates
//   swift run -c release listkit-updates 100000     # one size
//   swift run -c release listkit-updates --runs 3   # 3 runs of each size (5 unless given)
//   swift run -c release listkit-updates --huge-pages 1000000   # malloc on huge pages

import BenchmarkReporting
import Foundation
import ListKit

#if canImport(Glibc)
  import Glibc

  /// glibc's `malloc_trim`, which hands freed memory back to the kernel.
  @_silgen_name("malloc_trim")
  func malloc_trim(_ pad: Int) -> Int32
#endif

/// A model identified by `id` whose `value` can change.
struct Row: Identifiable, Equatable, ListDiffable {
  let id: Int
  var value: Int
}

final class RowCell: CollectionViewCell {}

final class RowSection: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 80, height: 1) }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell: RowCell = context.dequeueReusableCell(for: self, at: index)
    return cell
  }
}

@MainActor
final class Rows: ListAdapterDataSource {
  var rows: [any ListDiffable]

  init(_ rows: [any ListDiffable]) { self.rows = rows }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { rows }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  { RowSection() }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// The rows with 1% changed: a quarter deleted, a quarter inserted, a quarter updated and a
/// quarter moved to the front.
func changed(_ rows: [Row], step: Int) -> [Row] {
  var rows = rows
  let changes = max(4, rows.count / 100)
  for k in 0..<(changes / 4) {
    rows[(k * 97 + step) % rows.count].value += 1
  }
  for k in 0..<(changes / 4) {
    rows.remove(at: (k * 89 + step) % rows.count)
  }
  for k in 0..<(changes / 4) {
    rows.insert(Row(id: 10_000_000 + step * 100_000 + k, value: 0), at: (k * 83) % rows.count)
  }
  for k in 0..<(changes / 4) {
    let row = rows.remove(at: (k * 79 + step) % rows.count)
    rows.insert(row, at: 0)
  }
  return rows
}

/// A line of `/proc/self/status`, such as `VmRSS` or `VmHWM`, in bytes.
func processStatus(_ field: String) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
    let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
    return kilobytes.flatMap { Int($0) }.map { $0 * 1024 }
  }
  return nil
}

/// What one size measured.
struct Measurement {
  var update = Double.infinity
  var diff = Double.infinity
  /// The longest the main actor was held at once during an update: a turn of the scheduler.
  var longestTurn = 0.0
  /// The most CPU time the main thread spent in one turn during an update.
  var longestTurnCPU = 0.0
  /// The turns of the slowest update that did work (took over 50 us).
  var turns = 0
  /// Resident bytes per section of the list at rest: objects, section controllers, the section
  /// map, the collection view's counts and the layout.
  var restingPerSection = 0.0
  /// The resident peak during the updates, per section, the list's own memory included.
  var peakPerSection = 0.0
}

@MainActor
func measure(count: Int) -> Measurement {
  var result = Measurement()
  #if canImport(Glibc)
    _ = malloc_trim(0)
  #endif
  let baseline = processStatus("VmRSS") ?? 0
  var rows = (0..<count).map { Row(id: $0, value: 0) }
  let scheduler = ManualScheduler()
  // The benchmark turns the scheduler as a run loop does, one piece of work at a time, picking
  // up the background diff when it is back, so that each turn of the main actor is timed on its
  // own.
  scheduler.waitsForBackgroundWork = false
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 80, height: 40),
    collectionViewLayout: CollectionViewFlowLayout())
  collectionView.scheduler = scheduler
  // The updater's defaults: from 10,000 objects an update of more than 100 changes is applied
  // as a batch update, not a reload.
  let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
  let dataSource = Rows(rows)
  adapter.collectionView = collectionView
  adapter.dataSource = dataSource
  collectionView.layoutIfNeeded()
  // A large list opens in pieces: the updates start once it holds every row.
  while adapter.isOpening { _ = scheduler.runUntilIdle(limit: 1) }
  collectionView.layoutIfNeeded()
  result.restingPerSection = Double((processStatus("VmRSS") ?? 0) - baseline) / Double(count)
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)

  for step in 1...5 {
    let next = changed(rows, step: step)
    // The bare diff is timed on arrays already built, as the adapter's objects are: converting
    // them to `[any ListDiffable]` is not the diff's work.
    let oldObjects = rows as [any ListDiffable]
    let newObjects = next as [any ListDiffable]
    let start = ContinuousClock.now
    _ = ListDiff(oldArray: oldObjects, newArray: newObjects, option: .equality)
    result.diff = min(result.diff, milliseconds(ContinuousClock.now - start))

    dataSource.rows = newObjects
    var finished = false
    var longest = 0.0
    var turns = 0
    let updateStart = ContinuousClock.now
    View.performWithoutAnimation {
      adapter.performUpdates(animated: false) { _ in finished = true }
    }
    var updateEnd: ContinuousClock.Instant?
    // The turns go on after the update's completion while the update's data is let go of, a
    // piece a turn: those turns are the update's too.
    while updateEnd == nil || scheduler.pendingCount > 0 {
      // A turn of the run loop: one piece of main-actor work, as the main queue runs one block
      // at a time, with drawing and input between them. While the diff runs on another thread,
      // there is nothing to run.
      let turnStart = ContinuousClock.now
      let cpuStart = threadCPUMilliseconds()
      let ran = scheduler.runUntilIdle(limit: 1)
      let turn = milliseconds(ContinuousClock.now - turnStart)
      result.longestTurnCPU = max(result.longestTurnCPU, threadCPUMilliseconds() - cpuStart)
      longest = max(longest, turn)
      if turn > 0.05 { turns += 1 }
      if finished && updateEnd == nil { updateEnd = ContinuousClock.now }
      if !finished && scheduler.pendingCount == 0 { break }
      if ran == 0 { usleep(100) }
    }
    result.update = min(
      result.update, milliseconds((updateEnd ?? ContinuousClock.now) - updateStart))
    if longest > result.longestTurn {
      result.longestTurn = longest
      result.turns = turns
    }
    precondition(finished, "the update did not finish")
    rows = next
  }
  result.peakPerSection = Double((processStatus("VmHWM") ?? 0) - baseline) / Double(count)
  return result
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--one", arguments.count == 2, let count = Int(arguments[1]) {
  // One size in its own process, so that its memory peak is its own.
  let measured = MainActor.assumeIsolated { measure(count: count) }
  print(
    "\(measured.update) \(measured.diff) \(measured.longestTurn) \(measured.turns) "
      + "\(measured.restingPerSection) \(measured.peakPerSection) \(measured.longestTurnCPU)")
  exit(0)
}

let (runs, counts) = runsAndCounts(arguments)
let hugePages = HugePages.areAsked(in: arguments)

print(
  "ListAdapter.performUpdates with 1% of the objects changed, call to completion; each run a "
    + "child process, best of 5 updates; the range of \(runs) runs")
print(HugePages.summary(asked: hugePages))
print("")
print(
  "   sections            update ms          ListDiff ms   x ListDiff   longest turn ms  "
    + "  its CPU ms   resting B/section  peak B/section")
for count in counts.isEmpty ? [10_000, 100_000, 1_000_000] : counts {
  let measured = (0..<runs).compactMap { _ in
    measureInChild(count: count, expecting: 7, hugePages: hugePages)
  }
  guard measured.count == runs else {
    print(String(count).leftPadded(11) + "  (a run failed)")
    continue
  }
  func column(_ index: Int) -> [Double] { measured.map { $0[index] } }
  let ratios = measured.map { $0[0] / $0[1] }
  print(
    String(count).leftPadded(11) + range(column(0), 1).leftPadded(21)
      + range(column(1), 1).leftPadded(21)
      + (range(ratios, 2) + "x").leftPadded(13)
      + range(column(2), 1).leftPadded(18)
      + range(column(6), 1).leftPadded(13)
      + range(column(4), 0).leftPadded(20)
      + range(column(5), 0).leftPadded(16))
}
print("")
print(SameWorkSpread.measure().summary)

extension String {
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
