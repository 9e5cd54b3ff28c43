import Foundation

/// A shape of lines and curves that custom drawing fills or strokes: UIKit's `UIBezierPath`.
///
/// ListUI draws in character cells, so a path becomes cells (see ``GraphicsContext`` for the
/// whole table): ``fill()`` gives the cells whose centres lie inside the path the fill colour as
/// their background; ``stroke()`` draws box-drawing lines in the stroke colour through the cells
/// the path passes, `─` and `│` for straight runs and `╱` and `╲` for slopes. A path made as a
/// rectangle or a rounded rectangle is stroked as a box, `┌─┐` or `╭─╮`, and a rectangle thinner
/// than a cell is filled as a rule, as a one-point view is. Curves are followed as short straight
/// lines.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///   UIColor.systemBlue.setFill()
///   UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 4).fill()
/// }
/// ```
@MainActor
public final class BezierPath {
  /// The shape a path was made as, while nothing was added to it since: it is drawn as that
  /// shape rather than as its lines.
  enum Shape: Equatable {
    case rect(CGRect)
    case roundedRect(CGRect)
    case oval(CGRect)
  }

  /// The path's figures, each a run of points joined by straight lines, in order.
  private(set) var figures: [PathFigure] = []

  /// The shape the path was made as, or `nil` once it was changed.
  private(set) var shape: Shape?

  /// The width of the line ``stroke()`` draws, kept as UIKit keeps it: a terminal's line is
  /// one cell wide whatever the width, and a width of `0` or less strokes nothing.
  public var lineWidth: CGFloat = 1

  /// Whether ``fill()`` uses the even-odd rule instead of the nonzero winding rule, as UIKit's
  /// `usesEvenOddFillRule`; `false` by default.
  public var usesEvenOddFillRule = false

  /// How many straight lines follow a curve or a whole circle.
  static let segmentsPerCurve = 16

  /// Creates an empty path.
  public init() {}

  /// A closed path around `rect`: UIKit's `init(rect:)`.
  public convenience init(rect: CGRect) {
    self.init()
    addRectangle(rect)
    shape = .rect(rect.standardized)
  }

  /// A rectangle with rounded corners: UIKit's `init(roundedRect:cornerRadius:)`. It fills as a
  /// rectangle and strokes as a box with round corners, `╭─╮`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    addRectangle(rect)
    shape = cornerRadius > 0 ? .roundedRect(rect.standardized) : .rect(rect.standardized)
  }

  /// An ellipse inscribed in `rect`: UIKit's `init(ovalIn:)`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let rect = rect.standardized
    let centre = CGPoint(x: rect.midX, y: rect.midY)
    let steps = Self.segmentsPerCurve * 2
    var points: [CGPoint] = []
    for step in 0..<steps {
      let angle = CGFloat(step) / CGFloat(steps) * 2 * .pi
      points.append(
        CGPoint(
          x: centre.x + rect.width / 2 * cos(angle), y: centre.y + rect.height / 2 * sin(angle)))
    }
    figures = [PathFigure(points: points, isClosed: true)]
    shape = .oval(rect)
  }

  /// An arc of a circle: UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Whether the path has no points.
  public var isEmpty: Bool { figures.isEmpty }

  /// The last point of the path, or `.zero` when it is empty.
  public var currentPoint: CGPoint { figures.last?.points.last ?? .zero }

  /// The smallest rectangle that holds every point of the path, `.null` when it is empty.
  public var bounds: CGRect {
    var result = CGRect.null
    for point in figures.flatMap(\.points) {
      result = result.union(CGRect(origin: point, size: .zero))
    }
    return result
  }

  /// Starts a new figure at `point`.
  public func move(to point: CGPoint) {
    shape = nil
    figures.append(PathFigure(points: [point], isClosed: false))
  }

  /// Adds a straight line from the current point to `point`, starting a figure at `point` when
  /// there is none.
  public func addLine(to point: CGPoint) {
    shape = nil
    guard !figures.isEmpty, !figures[figures.count - 1].isClosed else {
      let start = figures.last?.points.first
      figures.append(PathFigure(points: (start.map { [$0] } ?? []) + [point], isClosed: false))
      return
    }
    figures[figures.count - 1].points.append(point)
  }

  /// Adds a quadratic curve to `point`, bent towards `controlPoint`.
  public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    let start = currentPoint
    for step in 1...Self.segmentsPerCurve {
      let t = CGFloat(step) / CGFloat(Self.segmentsPerCurve)
      let u = 1 - t
      addLine(
        to: CGPoint(
          x: u * u * start.x + 2 * u * t * controlPoint.x + t * t * point.x,
          y: u * u * start.y + 2 * u * t * controlPoint.y + t * t * point.y))
    }
  }

  /// Adds a cubic curve to `point`, bent towards the two control points.
  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    let start = currentPoint
    for step in 1...Self.segmentsPerCurve {
      let t = CGFloat(step) / CGFloat(Self.segmentsPerCurve)
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      addLine(
        to: CGPoint(
          x: a * start.x + b * controlPoint1.x + c * controlPoint2.x + d * point.x,
          y: a * start.y + b * controlPoint1.y + c * controlPoint2.y + d * point.y))
    }
  }

  /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle` in radians
  /// (0 points right; angles grow clockwise on screen, as UIKit's do), joined to the current
  /// point by a line.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    var sweep = endAngle - startAngle
    if clockwise {
      while sweep < 0 { sweep += 2 * .pi }
    } else {
      while sweep > 0 { sweep -= 2 * .pi }
    }
    let steps = max(
      1, Int((abs(sweep) / (2 * .pi) * CGFloat(Self.segmentsPerCurve * 2)).rounded(.up)))
    for step in 0...steps {
      let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if step == 0 && (figures.isEmpty || figures[figures.count - 1].isClosed) {
        move(to: point)
      } else {
        addLine(to: point)
      }
    }
  }

  /// Closes the current figure with a line back to its first point.
  public func close() {
    shape = nil
    guard !figures.isEmpty else { return }
    figures[figures.count - 1].isClosed = true
  }

  /// Adds the figures of `path`.
  public func append(_ path: BezierPath) {
    shape = nil
    figures += path.figures
  }

  /// Removes every point.
  public func removeAllPoints() {
    shape = nil
    figures = []
  }

  /// Fills the path with the current context's fill colour (``Color/setFill()``), as UIKit's
  /// `fill()` does; nothing outside a view's `draw(_:)`.
  public func fill() {
    GraphicsContext.current?.fill(self)
  }

  /// Strokes the path with the current context's stroke colour (``Color/setStroke()``), as
  /// UIKit's `stroke()` does; nothing outside a view's `draw(_:)` or when ``lineWidth`` is `0`
  /// or less.
  public func stroke() {
    guard lineWidth > 0 else { return }
    GraphicsContext.current?.stroke(self)
  }

  /// Adds a closed figure around `rect`.
  func addRectangle(_ rect: CGRect) {
    let rect = rect.standardized
    shape = nil
    figures.append(
      PathFigure(
        points: [
          CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
          CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ], isClosed: true))
  }
}
