import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of one framework at one size, in a child process of its own, so that its memory
/// peak is its own: the figures it printed, one JSON object a line, and how it ended.
struct PeerRun {
  var framework: String
  var figures: [String: Double] = [:]
  var version: String?
  var outcome = PeerOutcome.finished

  /// Runs `executable` with `arguments`, stopping it (SIGKILL) when it runs longer than
  /// `capSeconds` or its resident memory passes `capMegabytes`; keeps what it printed until then.
  init(
    framework: String, executable: String, arguments: [String],
    environment: [String: String] = [:], capSeconds: Int, capMegabytes: Int
  ) {
    self.framework = framework
    let outputURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminal-peers-\(getpid())-\(UUID().uuidString).jsonl")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = try? FileHandle(forWritingTo: outputURL)
    process.standardError = FileHandle.standardError
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      outcome = .failed(-1)
      return
    }
    let start = ContinuousClock.now
    let pid = String(process.processIdentifier)
    // The caps are checked ten times a second while the child runs.
    while process.isRunning {
      if ContinuousClock.now - start > .seconds(capSeconds) {
        kill(process.processIdentifier, SIGKILL)
        outcome = .timedOut(capSeconds)
        break
      }
      if let resident = ProcessFigures.megabytes("VmRSS", of: pid), resident > Double(capMegabytes)
      {
        kill(process.processIdentifier, SIGKILL)
        outcome = .overMemory(capMegabytes)
        break
      }
      usleep(100_000)
    }
    process.waitUntilExit()
    if outcome == .finished, process.terminationStatus != 0 {
      outcome = .failed(process.terminationStatus)
    }
    let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
    for line in output.split(separator: "\n") {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
        let values = object as? [String: Any]
      else { continue }
      for (key, value) in values {
        if key == "version" { version = value as? String }
        if let number = value as? NSNumber, key != "items" { figures[key] = number.doubleValue }
      }
    }
  }
}
