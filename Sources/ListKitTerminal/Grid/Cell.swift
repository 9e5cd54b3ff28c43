import ListUI

/// One character cell of a terminal: the glyph shown there, how many columns it spans and its
/// style.
///
/// A cell is a plain value: its grapheme cluster is held without a reference (up to 15 UTF-8
/// bytes inline; a longer one by its number in a table of the long clusters the process has
/// drawn), so filling, copying and comparing grids of cells costs no reference counting. Two
/// cells are equal when their clusters have the same UTF-8 bytes, width and style.
public struct Cell: Hashable, Sendable {
  /// The cluster, as the bytes a terminal is sent.
  var glyph: Glyph
  /// The columns the glyph spans: 1 or 2, or 0 for the right half of a wide glyph.
  public var width: Int
  /// How the cell looks.
  public var style: TextStyle

  /// Creates a cell.
  public init(grapheme: String, width: Int, style: TextStyle = .plain) {
    self.init(glyph: Glyph(grapheme), width: width, style: style)
  }

  init(glyph: Glyph, width: Int, style: TextStyle) {
    self.glyph = glyph
    self.width = width
    self.style = style
  }

  /// The grapheme cluster shown, a space for a blank cell, or empty for the right half of a
  /// wide glyph.
  public var grapheme: String {
    get { glyph.string }
    set { glyph = Glyph(newValue) }
  }

  /// A blank cell in the plain style.
  public static let blank = Cell(glyph: .space, width: 1, style: .plain)

  /// A blank cell in `style`.
  public static func blank(_ style: TextStyle) -> Cell {
    Cell(glyph: .space, width: 1, style: style)
  }

  /// Whether the cell is the right half of the wide glyph to its left.
  public var isContinuation: Bool { width == 0 }
}
