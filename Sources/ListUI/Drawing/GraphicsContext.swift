import Foundation

/// What a view's custom drawing draws into: UIKit's Core Graphics context, `CGContext`, which
/// `UIGraphicsGetCurrentContext()` returns inside a view's ``View/draw(_:)``.
///
/// ListUI draws in character cells, in a terminal and in the browser alike, so custom drawing
/// becomes cells:
///
/// | Drawing | What it becomes |
/// | --- | --- |
/// | `fill(_:)` of a rectangle, `UIRectFill`, a rectangle path's ``BezierPath/fill()`` | The cells the rectangle covers get the fill colour as their background; a rectangle thinner than a cell is a rule, `─` or `│`, in that colour, as a one-point view is. |
/// | Filling any other path, an ellipse | The cells whose centres lie inside the path (``BezierPath/usesEvenOddFillRule`` decides which) get the fill colour. |
/// | `stroke(_:)` of a rectangle, stroking a rectangle or rounded-rectangle path | A box on the rectangle's outermost cells, `┌─┐` or `╭─╮`, in the stroke colour. |
/// | Stroking lines and curves | `─` and `│` through the cells a straight run passes, `╱` and `╲` along a slope, in the stroke colour; curves are followed as short lines. Where lines cross, the later one is drawn. |
/// | Text (`String.draw(at:withAttributes:)`, `draw(in:withAttributes:)`, `NSAttributedString`'s `draw(at:)` and `draw(in:)`) | The text in its attributes' colours and weight, wrapped within the rectangle; the lines past its bottom are left out. |
/// | Line width | Kept and read back; a line is one cell wide, and a width of `0` or less strokes nothing. |
/// | A colour the terminal cannot fill with, such as `.separator` | Lines and rules are drawn in it; fills of it draw nothing, as a view's background of it does. |
///
/// Points are in the view's coordinates, the app's units (see ``LayoutUnits``), as the view's
/// ``View/bounds`` are. The fill and stroke colours start black, and the line width 1, as in
/// Core Graphics.
@MainActor
public final class GraphicsContext {
  /// What ``saveGState()`` keeps.
  private struct State {
    var drawing: DrawingContext
    var fillColor: Color = .black
    var strokeColor: Color = .black
    var lineWidth: CGFloat = 1
  }

  private var state: State
  private var savedStates: [State] = []

  /// The path ``move(to:)`` and the other `add` calls build, which ``fillPath()`` and
  /// ``strokePath()`` draw and empty.
  private let path = BezierPath()

  /// A view's drawing context, and the graphics context made for it once custom drawing asks.
  private struct Frame {
    let drawing: DrawingContext
    var graphics: GraphicsContext?
  }

  /// The contexts of the views drawing now, innermost last.
  private static var frames: [Frame] = []

  private init(drawing: DrawingContext) {
    state = State(drawing: drawing)
  }

  /// The context the view drawing now draws into, inside its ``View/draw(_:)``; `nil` outside
  /// one. UIKit's `UIGraphicsGetCurrentContext()`.
  public static var current: GraphicsContext? {
    guard let last = frames.last else { return nil }
    if let graphics = last.graphics { return graphics }
    let graphics = GraphicsContext(drawing: last.drawing)
    frames[frames.count - 1].graphics = graphics
    return graphics
  }

  /// Runs `body` with a graphics context on `drawing` as ``current``. The context is made only
  /// when `body` asks for it.
  static func withCurrent(drawing: DrawingContext, _ body: () -> Void) {
    frames.append(Frame(drawing: drawing))
    defer { frames.removeLast() }
    body()
  }

  // MARK: Colours and line width

  /// Sets the colour fills draw in: Core Graphics' `setFillColor(_:)`.
  public func setFillColor(_ color: Color) {
    state.fillColor = color
  }

  /// Sets the colour lines draw in: Core Graphics' `setStrokeColor(_:)`.
  public func setStrokeColor(_ color: Color) {
    state.strokeColor = color
  }

  /// Sets the width of the lines ``strokePath()`` draws: Core Graphics' `setLineWidth(_:)`. A
  /// line is one cell wide; a width of `0` or less strokes nothing.
  public func setLineWidth(_ width: CGFloat) {
    state.lineWidth = width
  }

  /// The colour fills draw in.
  public var fillColor: Color { state.fillColor }

  /// The colour lines draw in.
  public var strokeColor: Color { state.strokeColor }

  /// The width of the lines ``strokePath()`` draws.
  public var lineWidth: CGFloat { state.lineWidth }

  // MARK: State

  /// Keeps the colours, line width, translation and clip, for ``restoreGState()``.
  public func saveGState() {
    savedStates.append(state)
  }

  /// Goes back to the state the last ``saveGState()`` kept; nothing when none is kept.
  public func restoreGState() {
    guard let saved = savedStates.popLast() else { return }
    state = saved
  }

  /// Moves the origin of what is drawn next by `x` and `y`: Core Graphics' `translateBy(x:y:)`.
  public func translateBy(x: CGFloat, y: CGFloat) {
    state.drawing = state.drawing.translated(by: CGPoint(x: x, y: y))
  }

  /// Limits what is drawn next to `rect` as well: Core Graphics' `clip(to:)`.
  public func clip(to rect: CGRect) {
    state.drawing = state.drawing.clipped(to: rect)
  }

  /// The area drawing may touch, in the current coordinates.
  public var boundingBoxOfClipPath: CGRect { state.drawing.clipBounds }

  // MARK: Rectangles and ellipses

  /// Fills `rect` with the fill colour.
  ///
  /// - Complexity: O(*c*) for the *c* cells it covers.
  public func fill(_ rect: CGRect) {
    Layer.fill(rect.standardized, with: state.fillColor, in: state.drawing)
  }

  /// Fills each of `rects` with the fill colour.
  public func fill(_ rects: [CGRect]) {
    for rect in rects { fill(rect) }
  }

  /// Draws a box around `rect` in the stroke colour, with the context's line width.
  public func stroke(_ rect: CGRect) {
    stroke(rect, width: state.lineWidth)
  }

  /// Draws a box around `rect` in the stroke colour; nothing when `width` is `0` or less.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    guard width > 0 else { return }
    PathRaster.stroke(BezierPath(rect: rect), with: state.strokeColor, in: state.drawing)
  }

  /// Blanks `rect`, so that what the view's background and subviews drew there is gone.
  public func clear(_ rect: CGRect) {
    state.drawing.fill(rect)
  }

  /// Fills the ellipse inscribed in `rect` with the fill colour.
  public func fillEllipse(in rect: CGRect) {
    PathRaster.fill(BezierPath(ovalIn: rect), with: state.fillColor, in: state.drawing)
  }

  /// Strokes the ellipse inscribed in `rect` in the stroke colour.
  public func strokeEllipse(in rect: CGRect) {
    guard state.lineWidth > 0 else { return }
    PathRaster.stroke(BezierPath(ovalIn: rect), with: state.strokeColor, in: state.drawing)
  }

  /// Strokes a line between each pair of `points` (the first and second, the third and fourth,
  /// and so on): Core Graphics' `strokeLineSegments(between:)`.
  public func strokeLineSegments(between points: [CGPoint]) {
    guard state.lineWidth > 0 else { return }
    let lines = BezierPath()
    for index in stride(from: 0, to: points.count - 1, by: 2) {
      lines.move(to: points[index])
      lines.addLine(to: points[index + 1])
    }
    PathRaster.stroke(lines, with: state.strokeColor, in: state.drawing)
  }

  // MARK: The current path

  /// Empties the current path.
  public func beginPath() {
    path.removeAllPoints()
  }

  /// Whether the current path has no points.
  public var isPathEmpty: Bool { path.isEmpty }

  /// The current path's last point, `.zero` when it is empty.
  public var currentPointOfPath: CGPoint { path.currentPoint }

  /// Starts a new figure of the current path at `point`.
  public func move(to point: CGPoint) {
    path.move(to: point)
  }

  /// Adds a line to `point` to the current path.
  public func addLine(to point: CGPoint) {
    path.addLine(to: point)
  }

  /// Adds lines joining `points` in order, as a new figure, to the current path.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    path.move(to: first)
    for point in points.dropFirst() { path.addLine(to: point) }
  }

  /// Adds a closed rectangle to the current path.
  public func addRect(_ rect: CGRect) {
    path.addRectangle(rect)
  }

  /// Adds the ellipse inscribed in `rect` to the current path.
  public func addEllipse(in rect: CGRect) {
    path.append(BezierPath(ovalIn: rect))
  }

  /// Adds an arc to the current path, as ``BezierPath/addArc(withCenter:radius:startAngle:endAngle:clockwise:)``
  /// does.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Adds a quadratic curve to `end`, bent towards `control`, to the current path.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    path.addQuadCurve(to: end, controlPoint: control)
  }

  /// Adds a cubic curve to `end`, bent towards the two control points, to the current path.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    path.addCurve(to: end, controlPoint1: control1, controlPoint2: control2)
  }

  /// Closes the current figure of the current path.
  public func closePath() {
    path.close()
  }

  /// Fills the current path with the fill colour, then empties it.
  public func fillPath() {
    PathRaster.fill(path, with: state.fillColor, in: state.drawing)
    path.removeAllPoints()
  }

  /// Strokes the current path in the stroke colour, then empties it.
  public func strokePath() {
    if state.lineWidth > 0 {
      PathRaster.stroke(path, with: state.strokeColor, in: state.drawing)
    }
    path.removeAllPoints()
  }

  // MARK: Paths and text

  /// Fills `bezierPath` with the fill colour: ``BezierPath/fill()``.
  func fill(_ bezierPath: BezierPath) {
    PathRaster.fill(bezierPath, with: state.fillColor, in: state.drawing)
  }

  /// Strokes `bezierPath` in the stroke colour: ``BezierPath/stroke()``.
  func stroke(_ bezierPath: BezierPath) {
    PathRaster.stroke(bezierPath, with: state.strokeColor, in: state.drawing)
  }

  /// Draws `text` from `point`, a line a paragraph, or within `rect`, wrapped at its width, the
  /// lines past its bottom left out, each run in its attributes' style.
  func draw(_ text: NSAttributedString, at point: CGPoint, in rect: CGRect? = nil) {
    guard text.length > 0 else { return }
    // Lines past the rectangle's bottom are clipped away whole, as UIKit leaves them out.
    let drawing = rect.map { state.drawing.clipped(to: $0) } ?? state.drawing
    let label = Label()
    label.attributedText = text
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    let columns =
      rect.map { drawing.columns(in: $0.width) }
      ?? text.string.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TextMetrics.width(of: $0) }.max() ?? 0
    let rows = label.displayedLines(fittingWidth: columns).count
    guard columns > 0, rows > 0 else { return }
    let origin = rect?.origin ?? point
    label.frame = CGRect(
      origin: origin,
      size: CGSize(
        width: CGFloat(columns) * drawing.cellSize.width,
        height: CGFloat(rows) * drawing.cellSize.height))
    label.draw(in: drawing.translated(by: origin))
  }
}
