import Foundation

/// A stretch of a text input's text between two positions: ListUI's `UITextRange`. An empty
/// range is the caret.
public final class TextRange: Hashable, Sendable {
  /// Where the range starts.
  public let start: TextPosition

  /// Where the range ends; never before ``start``.
  public let end: TextPosition

  init(start: TextPosition, end: TextPosition) {
    if end.offset < start.offset {
      self.start = end
      self.end = start
    } else {
      self.start = start
      self.end = end
    }
  }

  /// Whether the range holds no characters: it is a caret.
  public var isEmpty: Bool { start.offset == end.offset }

  /// Whether two ranges cover the same characters.
  public static func == (lhs: TextRange, rhs: TextRange) -> Bool {
    lhs.start == rhs.start && lhs.end == rhs.end
  }

  /// Hashes the range's ends.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(start)
    hasher.combine(end)
  }

  /// The range as character offsets.
  var offsets: Range<Int> { start.offset..<end.offset }
}
