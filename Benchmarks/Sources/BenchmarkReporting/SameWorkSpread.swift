import Foundation

/// How much the time of the same work spreads on this machine, in the calling thread's CPU time:
/// a fixed piece of work (reads spread over 8 MB, about a millisecond) timed many times.
///
/// A longest-turn figure is only as steady as the machine: on a shared virtual machine, a
/// thread's CPU time also counts time the host gave its core to others, so the same work
/// sometimes takes several times as long. The benchmarks that report a longest turn print this
/// beside it, so that a reader can tell the machine's spread from the code's.
public struct SameWorkSpread: Sendable {
  /// The median time of the work, in milliseconds of thread CPU time.
  public let median: Double
  /// The 99th percentile, as a multiple of the median.
  public let percentile99: Double
  /// The slowest time, as a multiple of the median.
  public let slowest: Double
  /// How many times the work was timed.
  public let repetitions: Int

  /// Times the work `repetitions` times on the calling thread.
  ///
  /// - Complexity: about `repetitions` milliseconds.
  public static func measure(repetitions: Int = 2_000) -> SameWorkSpread {
    let words = 1 << 20
    let values = (0..<words).map { $0 &* 2_654_435_761 }
    var times: [Double] = []
    times.reserveCapacity(repetitions)
    var sink = 0
    for _ in 0..<repetitions {
      let start = threadCPUMilliseconds()
      values.withUnsafeBufferPointer { buffer in
        // A stride of a prime number of words: every read is a new cache line.
        var index = 0
        for _ in 0..<(3 * words / 8) {
          sink &+= buffer[index]
          index = (index &+ 7_919) & (words - 1)
        }
      }
      times.append(threadCPUMilliseconds() - start)
    }
    precondition(sink != 1, "the work was not done")
    times.sort()
    let middle = max(times[times.count / 2], .leastNonzeroMagnitude)
    return SameWorkSpread(
      median: times[times.count / 2], percentile99: times[times.count * 99 / 100] / middle,
      slowest: times[times.count - 1] / middle, repetitions: repetitions)
  }

  /// The spread in one line, for a benchmark's report.
  public var summary: String {
    "This machine's spread: the same work, timed \(repetitions) times on one thread, took "
      + "\(format(median, 2)) ms of CPU time at the median, \(format(percentile99))x that at the "
      + "99th percentile and \(format(slowest))x at the slowest."
  }
}
