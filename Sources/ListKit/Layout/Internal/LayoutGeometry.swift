import Foundation

/// The rectangle arithmetic of ``ListCollectionViewLayout``.
enum LayoutGeometry {
  /// Frames are rounded to this many pixels per point.
  static let displayScale: CGFloat = 2

  /// The smallest rectangle around both; a rectangle without area still counts.
  static func union(_ lhs: CGRect, _ rhs: CGRect) -> CGRect {
    let minX = Swift.min(lhs.minX, rhs.minX)
    let minY = Swift.min(lhs.minY, rhs.minY)
    return CGRect(
      x: minX, y: minY, width: Swift.max(lhs.maxX, rhs.maxX) - minX,
      height: Swift.max(lhs.maxY, rhs.maxY) - minY)
  }

  /// `rect` with its origin rounded down and its size rounded up to whole pixels.
  static func integralScaled(_ rect: CGRect) -> CGRect {
    let scale = displayScale
    return CGRect(
      x: (rect.origin.x * scale).rounded(.down) / scale,
      y: (rect.origin.y * scale).rounded(.down) / scale,
      width: (rect.size.width * scale).rounded(.up) / scale,
      height: (rect.size.height * scale).rounded(.up) / scale)
  }
}
