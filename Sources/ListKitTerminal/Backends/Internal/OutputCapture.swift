import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an app writes to standard output and standard error while a live backend draws on the
/// terminal they share, such as `print`'s lines, taken aside so that they do not break into the
/// frames, and written out once the terminal is given back, as a console shows them.
///
/// Each redirected descriptor is pointed at a pipe that a thread of the capture reads; the
/// terminal itself is reached through ``terminal``, a duplicate made first. Up to
/// ``maximumKeptBytes`` are kept: the oldest go first, and the replay says how many went.
final class OutputCapture: @unchecked Sendable {
  /// The most bytes kept, 1 MiB.
  static let maximumKeptBytes = 1 << 20

  /// A descriptor of the terminal as it was before the capture, where frames go.
  let terminal: Int32
  private let redirected: [(descriptor: Int32, saved: Int32)]
  private let readEnd: Int32
  private let lock = NSLock()
  private var kept = Data()
  private var droppedBytes = 0
  private let finished = DispatchSemaphore(value: 0)

  /// Takes `descriptors` (standard output and error by default) aside, unless the capture cannot
  /// be set up (no pipe, no duplicate), in which case nothing changes and `nil` is returned.
  init?(terminal output: Int32, redirecting descriptors: [Int32]) {
    var ends: [Int32] = [0, 0]
    guard !descriptors.isEmpty, pipe(&ends) == 0 else { return nil }
    let terminal = dup(output)
    guard terminal >= 0 else {
      close(ends[0])
      close(ends[1])
      return nil
    }
    fflush(nil)
    var redirected: [(Int32, Int32)] = []
    for descriptor in descriptors {
      let saved = dup(descriptor)
      guard saved >= 0, dup2(ends[1], descriptor) >= 0 else {
        if saved >= 0 { close(saved) }
        continue
      }
      redirected.append((descriptor, saved))
    }
    close(ends[1])
    guard !redirected.isEmpty else {
      close(ends[0])
      close(terminal)
      return nil
    }
    self.terminal = terminal
    self.redirected = redirected
    readEnd = ends[0]
    let thread = Thread { [self] in readUntilClosed() }
    thread.name = "ListKitTerminal output capture"
    thread.start()
  }

  private func readUntilClosed() {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      lock.withLock {
        kept.append(contentsOf: buffer[..<count])
        if kept.count > Self.maximumKeptBytes {
          let excess = kept.count - Self.maximumKeptBytes
          kept.removeFirst(excess)
          droppedBytes += excess
        }
      }
    }
    finished.signal()
  }

  /// Gives the descriptors back and writes what was captured to the first of them, after a line
  /// saying how many bytes were not kept, if any.
  func end() {
    fflush(nil)
    for (descriptor, saved) in redirected {
      dup2(saved, descriptor)
      close(saved)
    }
    // The pipe's last writer is gone, unless a child process holds it: then the reader is left.
    if finished.wait(timeout: .now() + 1) == .success { close(readEnd) }
    close(terminal)
    let (output, dropped) = lock.withLock { (kept, droppedBytes) }
    var replay = Data()
    if dropped > 0 {
      replay.append(contentsOf: "[\(dropped) earlier bytes of output not kept]\n".utf8)
    }
    replay.append(output)
    guard let target = redirected.first?.descriptor else { return }
    replay.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var written = 0
      while written < bytes.count {
        let result = write(target, base + written, bytes.count - written)
        if result > 0 {
          written += result
        } else if result < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}
