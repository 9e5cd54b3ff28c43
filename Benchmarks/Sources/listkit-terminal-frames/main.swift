// What a frame of the terminal runtime costs: a 100,000-item list, one section controller a
// row as IGListKit's demos build it, opened in a TerminalApplication on the in-memory backend at
// 80x24, then scrolled one screen, a row at a time and a page at a time, then changed: rows on
// screen deleted, inserted and moved, animated at 60 frames a second as a live terminal shows it.
// Each frame is the command, the layout, the drawing on a cell grid and the diff with the frame
// before; the bytes are those a terminal would be sent.
//
//   swift run -c release listkit-terminal-frames
//   swift run -c release listkit-terminal-frames 1000000    # another size, two runs

import BenchmarkReporting
import Foundation
import ListKit
import ListKitTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// One row: its number and some text.
@MainActor
final class RowCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 2, y: 0, width: max(0, bounds.width - 2), height: 1)
  }
}

/// A section of one row.
@MainActor
final class RowSectionController: ListSectionController {
  private var number = 0

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell = context.dequeueReusableCell(of: RowCell.self, for: self, at: index)
    (cell as? RowCell)?.label.text = "Row \(number)  ·  lorem ipsum dolor sit amet"
    return cell
  }

  override func didUpdate(to object: Any) {
    number = object as? Int ?? 0
  }
}

/// A screen with a list of `count` rows driven by a ListAdapter.
@MainActor
final class RowsScreen: TerminalViewController, ListAdapterDataSource {
  let count: Int
  var objects: [Int]
  let scheduler: any Scheduler
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  lazy var adapter = ListAdapter(
    updater: ListAdapterUpdater(), viewController: self, workingRangeSize: 0)

  // ListUI's `init()` is `required`, so that `controllerClass.init()` works.
  required convenience init() { self.init(count: 0, scheduler: ManualScheduler()) }

  init(count: Int, scheduler: any Scheduler) {
    self.count = count
    self.objects = Array(0..<count)
    self.scheduler = scheduler
    super.init()
    title = "\(count) rows"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.scheduler = scheduler
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  override var focusedCollectionView: CollectionView? { collectionView }

  override var statusText: String { "\(objects.count) items" }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    RowSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

struct Run {
  var open = 0.0
  var rowFrames: [Double] = []
  var rowBytes: [Int] = []
  var pageFrames: [Double] = []
  var pageBytes: [Int] = []
  var update = 0.0
  /// The longest the main actor was held at once from the update's call to its first animation
  /// frame: a turn of the clock, or a frame, as the run loop makes them.
  var longestHold = 0.0
  /// How many turns that took, the ones waiting for the background diff included.
  var turnsToFirstFrame = 0
  var animationFrames: [Double] = []
  var animationBytes: [Int] = []
}

@MainActor
func measure(count: Int) -> Run {
  var run = Run()
  let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24))
  backend.showsAnimations = true
  let app = TerminalApplication(backend: backend, title: "ListKit")
  let start = ContinuousClock.now
  let rows = RowsScreen(count: count, scheduler: app.scheduler)
  app.push(rows)
  try? app.start()
  run.open = milliseconds(ContinuousClock.now - start)
  let screen = 22
  // One screen, a row at a time: the wheel's scroll of one row, then a frame.
  for _ in 0..<screen {
    let frameStart = ContinuousClock.now
    app.perform(.scroll(rows: 1))
    app.render()
    run.rowFrames.append(milliseconds(ContinuousClock.now - frameStart))
    run.rowBytes.append(backend.bytesPerFrame.last ?? 0)
  }
  // Then pages: the selection moves a screen down and the list follows it.
  for _ in 0..<5 {
    let frameStart = ContinuousClock.now
    app.perform(.pageDown)
    app.render()
    run.pageFrames.append(milliseconds(ContinuousClock.now - frameStart))
    run.pageBytes.append(backend.bytesPerFrame.last ?? 0)
  }
  // Then a change on screen, animated: two rows deleted, two inserted, one moved to the top.
  let top = Int(rows.collectionView.contentOffset.y)
  var changed = rows.objects
  changed.removeSubrange(top + 3...top + 4)
  changed.insert(contentsOf: [-1, -2], at: top + 8)
  changed.insert(changed.remove(at: top + 15), at: top)
  rows.objects = changed
  // The clock turns as the run loop turns it: it does not wait for the background diff, and
  // each turn and each frame holds the main actor on its own.
  app.clock.waitsForBackgroundWork = false
  var applied = false
  let updateStart = ContinuousClock.now
  var holdStart = ContinuousClock.now
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

MainActor.assumeIsolated {
  let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
  let runs = (0..<(count > 100_000 ? 2 : 5)).map { _ in measure(count: count) }
  let rowFrames = runs.flatMap(\.rowFrames)
  let pageFrames = runs.flatMap(\.pageFrames)
  let rowBytes = runs[0].rowBytes
  let pageBytes = runs[0].pageBytes
  print(
    "ListKitTerminal frames: \(count) one-row sections, 80x24, in-memory backend, "
      + "\(runs.count) runs")
  print("")
  print(
    "open (push, first data load, first frame): best \(format(runs.map(\.open).min() ?? 0, 1)) ms")
  print(
    "scroll one row a frame (\(rowFrames.count) frames): median "
      + "\(format(median(rowFrames), 3)) ms, max \(format(rowFrames.max() ?? 0, 3)) ms, "
      + "bytes a frame \(rowBytes.min() ?? 0)–\(rowBytes.max() ?? 0) "
      + "(mean \(rowBytes.reduce(0, +) / max(1, rowBytes.count)))")
  print(
    "page down a frame (\(pageFrames.count) frames): median "
      + "\(format(median(pageFrames), 3)) ms, max \(format(pageFrames.max() ?? 0, 3)) ms, "
      + "bytes a frame \(pageBytes.min() ?? 0)–\(pageBytes.max() ?? 0)")
  let animationFrames = runs.flatMap(\.animationFrames)
  let animationBytes = runs[0].animationBytes
  print(
    "update of \(count) sections, rows on screen changed, call to first animation frame: best "
      + "\(format(runs.map(\.update).min() ?? 0, 1)) ms")
  print(
    "its animation at 60 fps (\(runs[0].animationFrames.count) frames a run): median "
      + "\(format(median(animationFrames), 3)) ms, max \(format(animationFrames.max() ?? 0, 3)) ms, "
      + "bytes a frame \(animationBytes.min() ?? 0)–\(animationBytes.max() ?? 0)")
  let holds = runs.map(\.longestHold)
  print(
    "longest main-actor hold per update (a turn or a frame, call to the animation's end): "
      + "median \(format(median(holds), 1)) ms, max \(format(holds.max() ?? 0, 1)) ms; "
      + "\(runs[0].turnsToFirstFrame) turns before the first animation frame")
  let last = runs.compactMap(\.animationFrames.last)
  print(
    "  the last of them, where the update completes and the previous section map is freed: "
      + "median \(format(median(last), 3)) ms")
  let worst = max(rowFrames.max() ?? 0, pageFrames.max() ?? 0)
  print("")
  print("slowest scrolling frame: \(format(worst, 3)) ms (target: under 16 ms)")
}
