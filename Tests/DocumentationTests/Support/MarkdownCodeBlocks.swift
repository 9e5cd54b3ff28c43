/// A fenced code block of a markdown file.
struct MarkdownCodeBlock: Equatable {
  /// The language after the opening fence, such as `swift` or `text`; empty when there is none.
  let language: String
  /// The lines between the fences, with the fence's indentation removed.
  let lines: [String]
  /// The line of the opening fence, counted from 1.
  let lineNumber: Int

  /// The block's text.
  var text: String { lines.joined(separator: "\n") }

  /// The first line that is not blank, trimmed.
  var firstLine: String {
    lines.lazy.map { $0.trimmingLeadingAndTrailingSpaces }.first { !$0.isEmpty } ?? ""
  }
}

extension MarkdownCodeBlock {
  /// The fenced code blocks of `markdown`, in order. Fences are three or more backticks,
  /// indented or not.
  static func blocks(in markdown: String) -> [MarkdownCodeBlock] {
    var blocks: [MarkdownCodeBlock] = []
    var open: (fence: String, indent: Int, language: String, line: Int)?
    var lines: [String] = []
    for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      let indent = line.count - trimmed.count
      let fence = String(trimmed.prefix { $0 == "`" })
      if let current = open {
        if fence == current.fence, trimmed.dropFirst(fence.count).allSatisfy({ $0 == " " }) {
          blocks.append(
            MarkdownCodeBlock(language: current.language, lines: lines, lineNumber: current.line))
          open = nil
        } else {
          lines.append(String(line.dropFirst(min(current.indent, indent))))
        }
      } else if fence.count >= 3 {
        let language = trimmed.dropFirst(fence.count).split(separator: " ").first ?? ""
        open = (fence, indent, String(language), offset + 1)
        lines = []
      }
    }
    return blocks
  }
}

extension StringProtocol {
  /// The text without spaces and tabs at either end.
  var trimmingLeadingAndTrailingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
