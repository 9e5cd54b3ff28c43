import Foundation

/// How a label fits text that is too long for its lines.
public enum LineBreakMode: Sendable, Hashable {
  /// Wraps at word boundaries; the last line is cut with "…" if lines run out.
  case byWordWrapping
  /// Cuts the text at the end with "…".
  case byTruncatingTail
  /// Cuts the text at the end without a mark.
  case byClipping
}
