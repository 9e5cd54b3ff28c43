import BenchmarkReporting

/// Prints the figures of `runs` of one screen: the medians of the frames' times over all runs
/// and the bytes of the first run.
public func report(_ runs: [FrameRun]) {
  let rowFrames = runs.flatMap(\.rowFrames)
  let pageFrames = runs.flatMap(\.pageFrames)
  let animationFrames = runs.flatMap(\.animationFrames)
  let first = runs.first ?? FrameRun()
  func bytes(_ values: [Int]) -> String {
    values.isEmpty
      ? "none"
      : "\(values.min() ?? 0)–\(values.max() ?? 0) (mean \(values.reduce(0, +) / values.count))"
  }
  print(
    "open (push, first data load, first frame): \(range(runs.map(\.open))) ms, "
      + "\(first.openBytes) bytes")
  print(
    "scroll one row a frame (\(rowFrames.count) frames): median "
      + "\(format(median(rowFrames), 3)) ms, max \(format(rowFrames.max() ?? 0, 3)) ms, "
      + "bytes a frame \(bytes(first.rowBytes))")
  print(
    "page down a frame (\(pageFrames.count) frames): median "
      + "\(format(median(pageFrames), 3)) ms, max \(format(pageFrames.max() ?? 0, 3)) ms, "
      + "bytes a frame \(bytes(first.pageBytes))")
  print(
    "animated update of the rows on screen (diff, batch update, first frame): "
      + "\(range(runs.map(\.update))) ms, \(first.updateBytes) bytes")
  print(
    "  its later frames (\(first.animationFrames.count) a run): median "
      + "\(format(median(animationFrames), 3)) ms, max "
      + "\(format(animationFrames.max() ?? 0, 3)) ms, bytes a frame \(bytes(first.animationBytes))"
      + ", all the update's frames \(first.updateBytes + first.animationBytes.reduce(0, +)) bytes")
  let holds = runs.map(\.longestHold)
  print(
    "longest main-actor hold per update (a turn or a frame, call to the animation's end): "
      + "\(range(holds)) ms; \(first.turnsToFirstFrame) turns before the first animation frame")
}
