import Foundation

/// One figure of a ``BezierPath``: points joined by straight lines, and whether a line closes it
/// back to its first point.
struct PathFigure: Equatable {
  var points: [CGPoint]
  var isClosed: Bool

  /// The figure's lines, the closing one included when it is closed.
  var segments: [(start: CGPoint, end: CGPoint)] {
    guard points.count > 1 else { return points.map { ($0, $0) } }
    var result = zip(points, points.dropFirst()).map { (start: $0, end: $1) }
    if isClosed, let first = points.first, let last = points.last, first != last {
      result.append((last, first))
    }
    return result
  }
}
