import Foundation

/// How a label aligns its lines.
public enum TextAlignment: Sendable, Hashable {
  /// Against the left edge.
  case left
  /// In the middle.
  case center
  /// Against the right edge.
  case right
}
