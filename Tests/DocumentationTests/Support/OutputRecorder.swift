import Foundation

/// Rewrites output blocks with what their samples print, when `LISTKIT_RECORD_DOC_OUTPUT=1` is
/// set: the way to update the documentation after a deliberate change of behaviour.
enum OutputRecorder {
  /// Whether the outputs are recorded instead of compared.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["LISTKIT_RECORD_DOC_OUTPUT"] == "1"
  }

  /// Replaces the contents of each block with its new text in the file at `path`.
  static func record(_ outputs: [(block: MarkdownCodeBlock, text: String)], in path: String) throws
  {
    let url = PackageRoot.url.appendingPathComponent(path)
    var lines = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (block, text) in outputs.sorted(by: { $0.block.lineNumber > $1.block.lineNumber }) {
      let first = block.lineNumber  // the line after the fence, counted from 0
      lines.replaceSubrange(
        first..<(first + block.lines.count),
        with: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
  }
}
