import Foundation

/// What the samples print while a test captures it.
///
/// The samples call this target's ``print(_:separator:terminator:)``, which writes here while
/// ``capture(_:)`` runs and to standard output otherwise; tests running at the same time each
/// capture their own.
final class PrintedOutput: @unchecked Sendable {
  /// The capture of the running task, if any.
  @TaskLocal static var current: PrintedOutput?

  private let lock = NSLock()
  private var text = ""

  /// Adds `printed` to the capture.
  func append(_ printed: String) {
    lock.withLock { text += printed }
  }

  /// Runs `body` and returns what it printed.
  @MainActor
  static func capture(_ body: @MainActor () async throws -> Void) async rethrows -> String {
    let output = PrintedOutput()
    try await $current.withValue(output) { try await body() }
    return output.lock.withLock { output.text }
  }
}

/// Writes the items as `Swift.print` does, into the running test's capture when there is one.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let printed = items.map { String(describing: $0) }.joined(separator: separator) + terminator
  if let output = PrintedOutput.current {
    output.append(printed)
  } else {
    Swift.print(printed, terminator: "")
  }
}
