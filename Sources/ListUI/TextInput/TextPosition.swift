import Foundation

/// A place in a text input's text, between two characters: ListUI's `UITextPosition`.
///
/// Positions come from a text input, such as ``TextField/beginningOfDocument`` or
/// ``TextField/position(from:offset:)``, and are only meaningful to the input that made them.
public final class TextPosition: Hashable, Sendable {
  /// How many characters (grapheme clusters) come before the position.
  let offset: Int

  init(offset: Int) {
    self.offset = offset
  }

  /// Whether two positions are at the same place.
  public static func == (lhs: TextPosition, rhs: TextPosition) -> Bool {
    lhs.offset == rhs.offset
  }

  /// Hashes the position's place.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(offset)
  }
}
