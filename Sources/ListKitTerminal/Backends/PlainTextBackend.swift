import Foundation

/// A backend for when the output is not a terminal: it writes the first frame shown as plain
/// text, with no escape sequences, and nothing after it. It has no input.
@MainActor
public final class PlainTextBackend: TerminalBackend {
  /// `false`: the one frame printed shows the end state of every change.
  public var showsAnimations: Bool { false }

  /// The size frames should have.
  public let size: TerminalSize

  /// Whether the frame was written; an app can exit once it has.
  public private(set) var hasWrittenFrame = false

  private let write: (String) -> Void

  /// Creates a backend that writes a frame of `size` with `write`, by default to standard
  /// output.
  public init(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    write: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
  ) {
    self.size = size
    self.write = write
  }

  /// The size for plain output: `COLUMNS` and `LINES` from `environment` when they are numbers,
  /// 80 by 24 otherwise.
  public static func size(environment: [String: String]) -> TerminalSize {
    let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    let rows = environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    return TerminalSize(columns: columns ?? 80, rows: rows ?? 24)
  }

  /// Does nothing: plain output needs no preparing.
  public func start() {}

  /// Writes `frame` as text, ending in a line break, if no frame was written yet.
  public func present(_ frame: TerminalFrame) {
    guard !hasWrittenFrame else { return }
    hasWrittenFrame = true
    write(frame.text + "\n")
  }

  /// No input: always empty.
  public func readInput(timeout: Duration?) -> [UInt8] { [] }

  /// Does nothing: plain output needs no restoring.
  public func stop() {}

  /// Does nothing: plain output is one frame, with no input to suspend it.
  public func suspend() {}
}
