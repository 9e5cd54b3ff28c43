import Foundation

/// The compiled sources that the documentation's Swift samples are taken from.
///
/// A sample is found when its paragraphs (its lines between blank lines) appear in one of these
/// files, in order, each paragraph's lines one after the other, every line compared without its
/// leading and trailing spaces. A sample can so live indented inside a function, and a sample
/// that mixes declarations with top-level statements can keep its statements in a function after
/// the declarations.
struct SampleSources {
  /// The folders whose Swift files hold samples, relative to the package's root: this target's
  /// samples, and the guides' code as `GuideTests` compiles and runs it.
  static let folders = [
    "Tests/DocumentationTests/Samples",
    "Tests/GuideTests",
  ]

  /// Each Swift file's path and its lines, normalized.
  let files: [(path: String, text: String)]

  /// Reads every Swift file of ``folders``.
  init() throws {
    var files: [(path: String, text: String)] = []
    for folder in Self.folders {
      let root = PackageRoot.url.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: url, encoding: .utf8)
        files.append(
          (url.path, Self.normalized(text.split(separator: "\n", omittingEmptySubsequences: false)))
        )
      }
    }
    self.files = files.sorted { $0.path < $1.path }
  }

  /// The file that contains `block`, or `nil` when none does.
  func file(containing block: MarkdownCodeBlock) -> String? {
    let paragraphs = block.lines.split { $0.trimmingLeadingAndTrailingSpaces.isEmpty }
      .map { Self.normalized($0) }
    return files.first { file in
      var rest = file.text.startIndex..<file.text.endIndex
      for paragraph in paragraphs {
        guard let found = file.text.range(of: paragraph, range: rest) else { return false }
        // The paragraph's last line break can start the next one.
        rest = file.text.index(before: found.upperBound)..<file.text.endIndex
      }
      return true
    }?.path
  }

  /// The lines trimmed and joined, each followed by a line break and the whole preceded by one,
  /// so a match starts and ends at line boundaries.
  static func normalized<Lines: Sequence>(_ lines: Lines) -> String
  where Lines.Element: StringProtocol {
    "\n" + lines.map { $0.trimmingLeadingAndTrailingSpaces + "\n" }.joined()
  }
}
