import Foundation

/// Distances inward from the edges of a rectangle, by leading and trailing edge rather than left
/// and right: UIKit's `NSDirectionalEdgeInsets`. A terminal writes left to right, so leading is
/// left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge, the left one in a terminal.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge, the right one in a terminal.
  public var trailing: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
