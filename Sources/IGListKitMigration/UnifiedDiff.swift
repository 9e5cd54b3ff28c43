/// A unified diff of two texts, as `diff -u` prints one: what `listkit-migrate --dry-run` shows.
public enum UnifiedDiff {
  /// The diff from `old` to `new`, line by line, with `context` unchanged lines around each
  /// change, headed `--- path` and `+++ path`; empty when the texts are the same.
  ///
  /// - Complexity: O(*n* × *m*) for texts of *n* and *m* lines: a longest common subsequence.
  public static func between(_ old: String, _ new: String, path: String, context: Int = 3)
    -> String
  {
    guard old != new else { return "" }
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    // The script: each line kept (" "), removed ("-") or added ("+"), with its line numbers.
    var script: [(mark: Character, text: String, old: Int, new: Int)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        script.append((" ", a[i], i, j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        // Removed lines come before the lines added in their place, as `diff -u` prints them.
        script.append(("-", a[i], i, j))
        i += 1
      } else {
        script.append(("+", b[j], i, j))
        j += 1
      }
    }
    var lines = ["--- \(path)", "+++ \(path)"]
    var index = 0
    while index < script.count {
      guard script[index].mark != " " else {
        index += 1
        continue
      }
      // A hunk: the changes from here, joined while fewer than twice the context lie between.
      let start = max(0, index - context)
      var end = index
      var lastChange = index
      while end < script.count, end - lastChange <= 2 * context {
        if script[end].mark != " " { lastChange = end }
        end += 1
      }
      end = min(script.count, lastChange + context + 1)
      let hunk = script[start..<end]
      let oldCount = hunk.filter { $0.mark != "+" }.count
      let newCount = hunk.filter { $0.mark != "-" }.count
      let oldStart = hunk.first.map { $0.old + (oldCount == 0 ? 0 : 1) } ?? 0
      let newStart = hunk.first.map { $0.new + (newCount == 0 ? 0 : 1) } ?? 0
      lines.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      lines += hunk.map { String($0.mark) + $0.text }
      index = end
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
