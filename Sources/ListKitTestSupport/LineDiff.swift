/// The lines that differ between `expected` and `actual`, as a unified diff: a `--- expected` and
/// a `+++ actual` line, then each run of changes in a hunk headed `@@ -line,count +line,count @@`,
/// its lines prefixed `-` when only `expected` has them, `+` when only `actual` has them, and a
/// space for the lines of context around them. Equal texts give an empty string.
///
/// A text snapshot that does not match can show what changed rather than the whole text:
///
/// ```swift
/// #expect(text == snapshot, "snapshot differs:\n\(lineDiff(expected: snapshot, actual: text))")
/// ```
///
/// ```
/// --- expected
/// +++ actual
/// @@ -1,3 +1,3 @@
///  Demos
/// -> Diff
/// +> Display
///    Feed
/// ```
///
/// - Parameters:
///   - expected: The text the test expects.
///   - actual: The text the test got.
///   - context: How many unchanged lines to show before and after each change; 3 by default.
/// - Returns: The diff, or `""` when the texts are equal.
/// - Complexity: O((*n* + *m*) × *d*) for texts of *n* and *m* lines that differ in *d* lines.
public func lineDiff(expected: String, actual: String, context: Int = 3) -> String {
  guard expected != actual else { return "" }
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let script = editScript(from: old, to: new)
  var lines = ["--- expected", "+++ actual"]
  let changed = script.indices.filter { script[$0].mark != " " }
  var start = 0
  while start < changed.count {
    // A hunk runs from the first change of a group, whose gaps are at most twice the context,
    // to its last change, widened by the context on each side.
    var end = start
    while end + 1 < changed.count, changed[end + 1] - changed[end] <= 2 * context + 1 {
      end += 1
    }
    let first = max(0, changed[start] - context)
    let last = min(script.count - 1, changed[end] + context)
    let hunk = script[first...last]
    let oldCount = hunk.filter { $0.mark != "+" }.count
    let newCount = hunk.filter { $0.mark != "-" }.count
    let oldStart = script[..<first].filter { $0.mark != "+" }.count + (oldCount == 0 ? 0 : 1)
    let newStart = script[..<first].filter { $0.mark != "-" }.count + (newCount == 0 ? 0 : 1)
    lines.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
    lines += hunk.map { "\($0.mark)\($0.line)" }
    start = end + 1
  }
  return lines.joined(separator: "\n")
}

/// The lines of `old` and `new` in order, each marked `" "` when both have it, `"-"` when only
/// `old` has it and `"+"` when only `new` has it; removals come before insertions at one place.
private func editScript(from old: [Substring], to new: [Substring]) -> [(
  mark: Character, line: Substring
)] {
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in new.difference(from: old) {
    switch change {
    case .remove(let offset, _, _): removed.insert(offset)
    case .insert(let offset, _, _): inserted.insert(offset)
    }
  }
  var script: [(mark: Character, line: Substring)] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, removed.contains(i) {
      script.append(("-", old[i]))
      i += 1
    } else if j < new.count, inserted.contains(j) {
      script.append(("+", new[j]))
      j += 1
    } else {
      script.append((" ", old[i]))
      i += 1
      j += 1
    }
  }
  return script
}
