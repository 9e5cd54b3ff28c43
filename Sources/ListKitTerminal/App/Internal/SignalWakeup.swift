#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe that signal handlers write a byte to, so that the main run loop, which watches its
/// other end, wakes for a resize or a suspend request: `write(2)` is safe in a signal handler,
/// where waking a run loop is not.
enum SignalWakeup {
  /// The pipe's ends: read, write; -1 before ``prepare()``.
  nonisolated(unsafe) private static var descriptors: (read: Int32, write: Int32) = (-1, -1)

  /// Opens the pipe, once, both ends non-blocking and closed on exec.
  ///
  /// - Returns: The end to watch, or `nil` when no pipe could be opened.
  static func prepare() -> Int32? {
    if descriptors.read < 0 {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return nil }
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      descriptors = (ends[0], ends[1])
    }
    return descriptors.read
  }

  /// Wakes the watcher; safe in a signal handler. A full pipe already wakes it.
  static func notify() {
    guard descriptors.write >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(descriptors.write, &byte, 1)
  }

  /// Empties the pipe, on the watching side.
  static func drain() {
    guard descriptors.read >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(descriptors.read, $0.baseAddress, $0.count) }) > 0 {}
  }
}
