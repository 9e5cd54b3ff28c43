import Foundation

/// What a renderer implements so that ListUI's views can draw on it: a terminal's cell grid, a
/// web page, a window.
///
/// Coordinates are the surface's own, in ListUI's units (character cells); ``DrawingContext``
/// turns a view's coordinates into these and works out the clip, so a surface only places text
/// and fills and keeps them inside the clip it is given.
public protocol DrawingSurface: AnyObject {
  /// The area that can be drawn on, with its origin at the top-left corner.
  var drawableBounds: CGRect { get }

  /// Draws one line of `text` whose first glyph's top-left corner is at `origin`, showing only
  /// the part inside `clip`. A glyph that would be cut by the clip is not drawn.
  func drawText(_ text: String, at origin: CGPoint, style: TextStyle, clip: CGRect)

  /// Fills the part of `rect` inside `clip` with blanks in `style`.
  func fill(_ rect: CGRect, style: TextStyle, clip: CGRect)
}
