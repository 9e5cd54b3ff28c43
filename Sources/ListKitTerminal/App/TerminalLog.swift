import Foundation

/// Where a ``TerminalApplication`` writes its log lines: a file, appended to, never the screen.
@MainActor
public final class TerminalLog {
  /// The file's path.
  public let path: String

  private let handle: FileHandle

  /// Opens the file at `path` for appending, creating it when it does not exist; `nil` when it
  /// cannot be opened.
  public init?(path: String) {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
    handle.seekToEndOfFile()
    self.path = path
    self.handle = handle
  }

  /// Appends `message` as one line.
  public func write(_ message: String) {
    handle.write(Data((message + "\n").utf8))
  }
}
