import Foundation

/// A direction on screen in which a text view's caret moves: UIKit's `UITextLayoutDirection`,
/// with its raw values, given to ``TextView/position(from:in:offset:)``.
public enum TextLayoutDirection: Int, Hashable, Sendable {
  /// To the right: a character on.
  case right = 2
  /// To the left: a character back.
  case left = 3
  /// A line up, at the same column or the nearest before it.
  case up = 4
  /// A line down, at the same column or the nearest before it.
  case down = 5
}
