import Foundation

/// Distances inward from the edges of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The left and right insets together.
  public var horizontal: CGFloat { left + right }

  /// The top and bottom insets together.
  public var vertical: CGFloat { top + bottom }

  /// These insets and `other` added edge by edge.
  func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as `UIEdgeInsetsInsetRect` does; never of negative size.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical)
    )
  }
}

extension CGRect {
  /// Whether the two rectangles share some area; rectangles that only touch do not, whatever
  /// `intersects(_:)` answers on the platform.
  public func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
