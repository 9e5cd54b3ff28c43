import Foundation

/// Where a view draws: a surface seen through a translation, a clip and an inherited style.
///
/// A context is a value; ``translated(by:)``, ``clipped(to:)`` and ``styled(_:)`` return a new one
/// for a subview or a part of a view, and leave this one as it was. Points and rects are in the
/// context's coordinates, the app's units (see ``LayoutUnits``), which the context maps to the
/// surface's character cells: it divides them by ``cellSize`` and adds its origin.
public struct DrawingContext {
  /// The surface the context draws on.
  public let surface: any DrawingSurface

  /// Where the context's origin is on the surface, in the surface's cells.
  public private(set) var origin: CGPoint

  /// The part of the surface drawing may touch, in the surface's cells.
  public private(set) var surfaceClip: CGRect

  /// The style under everything drawn: what is drawn applies its own style on top of it.
  public private(set) var style: TextStyle

  /// The moment drawn: views in an animation are drawn as they are presented then. `nil`, the
  /// default, draws every view in its end state.
  public private(set) var time: TimeInterval?

  /// The context's coordinates: the app's units, or the surface's cells
  /// (``measuredInCells()``).
  public private(set) var units: LayoutUnits

  /// The size of one of the surface's cells in the context's coordinates: one line of text's
  /// height and one column's width. 1 by 1 where the context's units are cells.
  public var cellSize: CGSize { units.cellSize }

  /// Creates a context for the whole of `surface`, at its origin, in the plain style, drawing
  /// the views as they are presented at `time` (their end state when `nil`), in `units`.
  public init(surface: any DrawingSurface, time: TimeInterval? = nil, units: LayoutUnits = .cells) {
    self.time = time
    self.surface = surface
    origin = .zero
    surfaceClip = surface.drawableBounds
    style = .plain
    self.units = units
  }

  /// Whether the context's coordinates are the surface's cells.
  public var isMeasuredInCells: Bool { units.isCells }

  /// The part of the context's coordinates drawing may touch; empty when nothing can be drawn.
  public var clipBounds: CGRect {
    guard !surfaceClip.isNull else { return .zero }
    return units.rect(fromCells: surfaceClip.offsetBy(dx: -origin.x, dy: -origin.y))
  }

  /// Whether anything drawn would be clipped away entirely.
  public var isClippedAway: Bool {
    surfaceClip.isNull || surfaceClip.isEmpty
  }

  /// This context with its origin moved to `offset` in its current coordinates.
  public func translated(by offset: CGPoint) -> DrawingContext {
    var copy = self
    copy.origin = surfacePoint(offset)
    return copy
  }

  /// This context clipped further to `rect`, in its current coordinates.
  public func clipped(to rect: CGRect) -> DrawingContext {
    var copy = self
    copy.surfaceClip = surfaceClip.intersection(surfaceRect(rect))
    return copy
  }

  /// This context with `style` applied on top of its style.
  public func styled(_ style: TextStyle) -> DrawingContext {
    var copy = self
    copy.style = self.style.applying(style)
    return copy
  }

  /// This context with its style reversed or not, whatever it inherited: a caret, which is
  /// shown reversed, is shown plain in a reversed row, so that it stands out there too.
  func withReverseVideo(_ isReversed: Bool) -> DrawingContext {
    var copy = self
    copy.style.isReversed = isReversed
    return copy
  }

  /// This context with its coordinates in the surface's cells, its origin where it is: a view
  /// that draws text a cell at a time draws on it with whole columns and lines, and
  /// ``columns(in:)`` and ``rows(in:)`` say how many of them its bounds hold.
  public func measuredInCells() -> DrawingContext {
    var copy = self
    copy.units = .cells
    return copy
  }

  /// The whole columns `width` in the context's coordinates holds.
  public func columns(in width: CGFloat) -> Int {
    units.columns(in: width)
  }

  /// The whole lines `height` in the context's coordinates holds.
  public func rows(in height: CGFloat) -> Int {
    units.rows(in: height)
  }

  /// Draws one line of `text` starting at `point`, in `style` on top of the context's style.
  ///
  /// Text starts in the column nearest its point (half a column goes left), so that two runs
  /// a few points apart, such as two labels of a stack view, keep a column between them; its
  /// line is the one its point falls in, as a fill's edges are.
  public func drawText(_ text: String, at point: CGPoint, style: TextStyle = .plain) {
    guard !isClippedAway, !text.isEmpty else { return }
    var start = surfacePoint(point)
    start.x = (start.x + 0.5 - 1e-9).rounded(.down)
    surface.drawText(text, at: start, style: self.style.applying(style), clip: surfaceClip)
  }

  /// Draws one line of `text`, a rule such as `─`, as ``drawText(_:at:style:)`` does, except that
  /// a line (for a `vertical` rule, a column) belongs to the view that covers most of it: in
  /// points, a hairline at the bottom edge of a view that clips, such as a cell's separator,
  /// falls in a line the view shares with the next one. When the view covers at least half of
  /// that line the rule is drawn there; otherwise in the view's last line, as far as it is the
  /// view's.
  public func drawRule(
    _ text: String, at point: CGPoint, vertical: Bool = false, style: TextStyle = .plain
  ) {
    guard !text.isEmpty, !surfaceClip.isNull, !surfaceClip.isEmpty else { return }
    var start = surfacePoint(point)
    start.x = (start.x + 0.5 - 1e-9).rounded(.down)
    var clip = surfaceClip
    var position = vertical ? start.x : start.y
    let lower = vertical ? clip.minX : clip.minY
    let upper = vertical ? clip.maxX : clip.maxY
    var line = position.rounded(.down)
    if line < lower.rounded(.down) || line > upper.rounded(.up) - 1 { return }
    if line + 1 > upper {
      // The clip's last line, covered in part.
      if upper - line < 0.5 { line -= 1 }
    } else if line < lower {
      // Its first line, covered in part.
      if line + 1 - lower < 0.5 { line += 1 }
    }
    guard line >= lower.rounded(.down), line + 1 <= upper.rounded(.up) else { return }
    position = line
    let expandedLower = lower.rounded(.down)
    let expandedLength = upper.rounded(.up) - expandedLower
    if vertical {
      start.x = position
      clip.origin.x = expandedLower
      clip.size.width = expandedLength
    } else {
      start.y = position
      clip.origin.y = expandedLower
      clip.size.height = expandedLength
    }
    surface.drawText(text, at: start, style: self.style.applying(style), clip: clip)
  }

  /// Fills `rect` with blanks in `style` on top of the context's style.
  public func fill(_ rect: CGRect, style: TextStyle = .plain) {
    guard !isClippedAway, !rect.isEmpty else { return }
    surface.fill(surfaceRect(rect), style: self.style.applying(style), clip: surfaceClip)
  }

  private func surfacePoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: origin.x + point.x / cellSize.width, y: origin.y + point.y / cellSize.height)
  }

  private func surfaceRect(_ rect: CGRect) -> CGRect {
    guard !rect.isNull else { return rect }
    return units.cells(of: rect).offsetBy(dx: origin.x, dy: origin.y)
  }
}
