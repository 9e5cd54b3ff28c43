import Foundation

/// Where a view draws: a surface seen through a translation, a clip and an inherited style.
///
/// A context is a value; ``translated(by:)``, ``clipped(to:)`` and ``styled(_:)`` return a new one
/// for a subview or a part of a view, and leave this one as it was. Points and rects are in the
/// context's coordinates, which the translation maps to the surface's.
public struct DrawingContext {
  /// The surface the context draws on.
  public let surface: any DrawingSurface

  /// Where the context's origin is on the surface.
  public private(set) var origin: CGPoint

  /// The part of the surface drawing may touch, in the surface's coordinates.
  public private(set) var surfaceClip: CGRect

  /// The style under everything drawn: what is drawn applies its own style on top of it.
  public private(set) var style: TextStyle

  /// The moment drawn: views in an animation are drawn as they are presented then. `nil`, the
  /// default, draws every view in its end state.
  public private(set) var time: TimeInterval?

  /// Creates a context for the whole of `surface`, at its origin, in the plain style, drawing
  /// the views as they are presented at `time` (their end state when `nil`).
  public init(surface: any DrawingSurface, time: TimeInterval? = nil) {
    self.time = time
    self.surface = surface
    origin = .zero
    surfaceClip = surface.drawableBounds
    style = .plain
  }

  /// The part of the context's coordinates drawing may touch; empty when nothing can be drawn.
  public var clipBounds: CGRect {
    surfaceClip.isNull ? .zero : surfaceClip.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// Whether anything drawn would be clipped away entirely.
  public var isClippedAway: Bool {
    surfaceClip.isNull || surfaceClip.isEmpty
  }

  /// This context with its origin moved to `offset` in its current coordinates.
  public func translated(by offset: CGPoint) -> DrawingContext {
    var copy = self
    copy.origin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
    return copy
  }

  /// This context clipped further to `rect`, in its current coordinates.
  public func clipped(to rect: CGRect) -> DrawingContext {
    var copy = self
    copy.surfaceClip = surfaceClip.intersection(rect.offsetBy(dx: origin.x, dy: origin.y))
    return copy
  }

  /// This context with `style` applied on top of its style.
  public func styled(_ style: TextStyle) -> DrawingContext {
    var copy = self
    copy.style = self.style.applying(style)
    return copy
  }

  /// Draws one line of `text` starting at `point`, in `style` on top of the context's style.
  public func drawText(_ text: String, at point: CGPoint, style: TextStyle = .plain) {
    guard !isClippedAway, !text.isEmpty else { return }
    surface.drawText(
      text, at: CGPoint(x: point.x + origin.x, y: point.y + origin.y),
      style: self.style.applying(style), clip: surfaceClip)
  }

  /// Fills `rect` with blanks in `style` on top of the context's style.
  public func fill(_ rect: CGRect, style: TextStyle = .plain) {
    guard !isClippedAway, !rect.isEmpty else { return }
    surface.fill(
      rect.offsetBy(dx: origin.x, dy: origin.y), style: self.style.applying(style),
      clip: surfaceClip)
  }
}
