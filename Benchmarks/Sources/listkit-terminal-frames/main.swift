// What a frame of the terminal runtime costs: a 100,000-item list, one section controller a
// row as IGListKit's demos build it, opened in a TerminalApplication on the in-memory backend at
// 80x24, then scrolled one screen, a row at a time and a page at a time, then changed: rows on
// screen deleted, inserted and moved, animated at 60 frames a second as a live terminal shows it.
// Each frame is the command, the layout, the drawing on a cell grid and the diff with the frame
// before; the bytes are those a terminal would be sent. The screen is FrameScenarios' RowsScreen,
// which listkit-web-frames shows in a web session.
//
//   swift run -c release listkit-terminal-frames
//   swift run -c release listkit-terminal-frames 1000000    # another size, two runs

import BenchmarkReporting
import FrameScenarios
import ListKit
import ListKitTerminal

MainActor.assumeIsolated {
  let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
  let runs = (0..<(count > 100_000 ? 2 : 5)).map { _ in measureTerminal(count: count) }
  let rowFrames = runs.flatMap(\.rowFrames)
  let pageFrames = runs.flatMap(\.pageFrames)
  let rowBytes = runs[0].rowBytes
  let pageBytes = runs[0].pageBytes
  print(
    "ListKitTerminal frames: \(count) one-row sections, 80x24, in-memory backend, "
      + "\(runs.count) runs")
  print("")
  print(
    "open (push, first data load, first frame): \(range(runs.map(\.open))) ms")
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
    "update of \(count) sections, rows on screen changed, call to first animation frame: "
      + "\(range(runs.map(\.update))) ms")
  print(
    "its animation at 60 fps (\(runs[0].animationFrames.count) frames a run): median "
      + "\(format(median(animationFrames), 3)) ms, max \(format(animationFrames.max() ?? 0, 3)) ms, "
      + "bytes a frame \(animationBytes.min() ?? 0)–\(animationBytes.max() ?? 0)")
  let last = runs.compactMap(\.animationFrames.last)
  print(
    "  the last of them, where the update completes and the previous section map is freed: "
      + "median \(format(median(last), 3)) ms")
  let holds = runs.map(\.longestHold)
  print(
    "longest main-actor hold per update (a turn or a frame, call to the animation's end): "
      + "median \(format(median(holds), 1)) ms, max \(format(holds.max() ?? 0, 1)) ms; "
      + "\(runs[0].turnsToFirstFrame) turns before the first animation frame")
  let worst = max(rowFrames.max() ?? 0, pageFrames.max() ?? 0)
  print("")
  print("slowest scrolling frame: \(format(worst, 3)) ms (target: under 16 ms)")
}
