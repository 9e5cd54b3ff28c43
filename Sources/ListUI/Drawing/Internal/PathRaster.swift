import Foundation

/// Turns a ``BezierPath`` into character cells, as ``GraphicsContext``'s table says: fills as
/// cell backgrounds, strokes as box-drawing lines.
@MainActor
enum PathRaster {
  /// Fills `path` with `color` in `context`: a rectangle as a view's background is filled, any
  /// other shape as the cells whose centres lie inside it.
  ///
  /// - Complexity: O(*c* × *s*) for the *c* cells of the path's bounds and its *s* lines.
  static func fill(_ path: BezierPath, with color: Color, in context: DrawingContext) {
    switch path.shape {
    case .rect(let rect), .roundedRect(let rect):
      Layer.fill(rect, with: color, in: context)
      return
    case .oval, nil: break
    }
    let bounds = path.bounds
    guard color.alpha > 0, !bounds.isNull, !context.isClippedAway else { return }
    guard let drawingColor = color.drawingColor else { return }
    let cell = context.cellSize
    let columns =
      Int(
        (bounds.minX / cell.width).rounded(.down))..<Int(
        (bounds.maxX / cell.width).rounded(.up))
    let rows =
      Int(
        (bounds.minY / cell.height).rounded(.down))..<Int(
        (bounds.maxY / cell.height).rounded(.up))
    let edges = path.figures.flatMap { figure in
      PathFigure(points: figure.points, isClosed: true).segments
    }
    let style = TextStyle(background: drawingColor)
    var filledAny = false
    for row in rows {
      let y = (CGFloat(row) + 0.5) * cell.height
      var runStart: Int?
      for column in columns.lowerBound...columns.upperBound {
        let x = (CGFloat(column) + 0.5) * cell.width
        let inside =
          column < columns.upperBound
          && contains(CGPoint(x: x, y: y), edges: edges, evenOdd: path.usesEvenOddFillRule)
        if inside {
          if runStart == nil { runStart = column }
        } else if let start = runStart {
          context.fill(
            CGRect(
              x: CGFloat(start) * cell.width, y: CGFloat(row) * cell.height,
              width: CGFloat(column - start) * cell.width, height: cell.height),
            style: style)
          runStart = nil
          filledAny = true
        }
      }
    }
    if !filledAny, Layer.isRule(bounds, in: context) {
      // A shape thinner than a cell, which holds no cell's centre, is a rule.
      Layer.fill(bounds, with: color, in: context)
    }
  }

  /// Strokes `path` in `color` in `context`: a rectangle as a box, other lines as box-drawing
  /// characters through the cells they pass.
  ///
  /// - Complexity: O(*c*) for the *c* cells the lines pass.
  static func stroke(_ path: BezierPath, with color: Color, in context: DrawingContext) {
    guard color.alpha > 0, !context.isClippedAway else { return }
    let style = TextStyle(foreground: color.drawingColor, isDim: color.dimsText)
    switch path.shape {
    case .rect(let rect):
      if Layer.drawBox(rect, rounding: [], style: style, in: context) { return }
    case .roundedRect(let rect):
      if Layer.drawBox(rect, rounding: .allCorners, style: style, in: context) { return }
    case .oval, nil: break
    }
    for figure in path.figures {
      for segment in figure.segments {
        strokeLine(from: segment.start, to: segment.end, style: style, in: context)
      }
    }
  }

  /// Draws the line from `start` to `end`: a rule where it is straight across or down, else
  /// `╱` or `╲` (or `─` and `│` where it is nearer flat or upright) in each cell it passes.
  private static func strokeLine(
    from start: CGPoint, to end: CGPoint, style: TextStyle, in context: DrawingContext
  ) {
    let cell = context.cellSize
    let from = CGPoint(x: start.x / cell.width, y: start.y / cell.height)
    let to = CGPoint(x: end.x / cell.width, y: end.y / cell.height)
    let dx = to.x - from.x
    let dy = to.y - from.y
    let cells = context.measuredInCells()
    if abs(dy) < 1e-9 {
      let count = max(1, Int(abs(dx).rounded()))
      context.drawRule(
        String(repeating: "─", count: count), at: CGPoint(x: min(start.x, end.x), y: start.y),
        style: style)
      return
    }
    if abs(dx) < 1e-9 {
      let first = Int(min(from.y, to.y).rounded(.down))
      let last = max(first + 1, Int(max(from.y, to.y).rounded(.up)))
      for row in first..<last {
        cells.drawRule("│", at: CGPoint(x: from.x, y: CGFloat(row)), vertical: true, style: style)
      }
      return
    }
    let glyph: String
    if abs(dy) * 2 < abs(dx) {
      glyph = "─"
    } else if abs(dx) * 2 < abs(dy) {
      glyph = "│"
    } else {
      glyph = (dx > 0) == (dy > 0) ? "╲" : "╱"
    }
    let steps = max(1, Int(max(abs(dx), abs(dy)).rounded(.up)))
    var last: (Int, Int)?
    for step in 0...steps {
      let t = CGFloat(step) / CGFloat(steps)
      let column = Int((from.x + dx * t).rounded(.down))
      let row = Int((from.y + dy * t).rounded(.down))
      if let last, last == (column, row) { continue }
      last = (column, row)
      cells.drawText(glyph, at: CGPoint(x: column, y: row), style: style)
    }
  }

  /// Whether `point` is inside the closed `edges`, by the even-odd rule or the nonzero winding
  /// rule.
  static func contains(
    _ point: CGPoint, edges: [(start: CGPoint, end: CGPoint)], evenOdd: Bool
  ) -> Bool {
    var crossings = 0
    var winding = 0
    for (a, b) in edges where (a.y <= point.y) != (b.y <= point.y) {
      let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
      guard x > point.x else { continue }
      crossings += 1
      winding += b.y > a.y ? 1 : -1
    }
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }
}
