/// A sample whose output a markdown file shows: the ```` ```text ```` block after the
/// ```` ```swift ```` block that starts with ``firstLine``.
struct OutputSample: Sendable {
  /// The markdown file's name, such as `GettingStarted.md`.
  let file: String
  /// The first line of the sample's Swift block, trimmed.
  let firstLine: String
  /// Runs the sample; what it prints is compared with the text block.
  let run: @MainActor @Sendable () async throws -> Void
}
