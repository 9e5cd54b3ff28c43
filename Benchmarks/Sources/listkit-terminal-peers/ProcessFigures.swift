import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the kernel says of a process: its CPU time and its resident memory.
enum ProcessFigures {
  /// The CPU time of this process so far, all its threads, in milliseconds.
  static func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  /// A field of `/proc/<pid>/status`, such as `VmRSS` or `VmHWM`, in megabytes; `nil` when the
  /// process is gone.
  static func megabytes(_ field: String, of process: String = "self") -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)
    else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
      return kilobytes.flatMap { Double($0) }.map { $0 / 1024 }
    }
    return nil
  }
}
