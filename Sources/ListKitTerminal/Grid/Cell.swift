import ListUI

/// One character cell of a terminal: the glyph shown there, how many columns it spans and its
/// style.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster shown, a space for a blank cell, or empty for the right half of a
  /// wide glyph.
  public var grapheme: String
  /// The columns the glyph spans: 1 or 2, or 0 for the right half of a wide glyph.
  public var width: Int
  /// How the cell looks.
  public var style: TextStyle

  /// Creates a cell.
  public init(grapheme: String, width: Int, style: TextStyle = .plain) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
  }

  /// A blank cell in the plain style.
  public static let blank = Cell(grapheme: " ", width: 1)

  /// A blank cell in `style`.
  public static func blank(_ style: TextStyle) -> Cell {
    Cell(grapheme: " ", width: 1, style: style)
  }

  /// Whether the cell is the right half of the wide glyph to its left.
  public var isContinuation: Bool { width == 0 }
}
