import Foundation

extension Font {
  /// The height of a line of text: UIKit's `lineHeight`. ListUI draws text a line to a cell, so
  /// it is a cell's height in the key window's units (1 in cells, 17 in points) whatever the
  /// font's size; the metrics below divide it as a font's do.
  @MainActor public var lineHeight: CGFloat { TextMeasuring.units.cellSize.height }

  /// How far the line's tallest letters rise above the baseline: four fifths of the line.
  @MainActor public var ascender: CGFloat { lineHeight * 0.8 }

  /// How far the line's letters fall below the baseline, as a negative number: a fifth of it.
  @MainActor public var descender: CGFloat { -lineHeight * 0.2 }

  /// The space added between lines: none, as lines are cells.
  public var leading: CGFloat { 0 }

  /// The height of capital letters: three fifths of the line.
  @MainActor public var capHeight: CGFloat { lineHeight * 0.6 }

  /// The height of lower-case letters: under half the line.
  @MainActor public var xHeight: CGFloat { lineHeight * 0.45 }
}
