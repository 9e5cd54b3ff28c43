import Foundation

/// What an app's coordinates measure: character cells, or points as UIKit's are.
///
/// ListUI lays views out in the app's own units; a renderer maps them to what it shows. An app
/// sized in cells (``cells``: a row of `height: 1` is one line of text) draws one unit per
/// terminal cell, and one monospace cell per unit in a browser. An app sized in points
/// (``points``, as every UIKit and IGListKit app is: rows of 44 points, 15-point margins) draws
/// one terminal cell per ``cellSize`` points, 8 by 17 by default, and one CSS pixel per point
/// in a browser.
///
/// Text is measured in cells whatever the units: a character is one cell wide (two for a wide
/// glyph) and a line one cell high, so a label's intrinsic size in points is its columns times
/// the cell's width by its lines times the cell's height. A renderer says the units of the
/// screens it shows (`TerminalApplication`'s and `WebSessionOptions`' `layoutUnits`); a view
/// finds them through its superviews (``View/layoutUnits``).
public struct LayoutUnits: Hashable, Sendable, CustomStringConvertible {
  /// The size of one character cell in the app's units: 1 by 1 in cells, 8 by 17 in points by
  /// default.
  public let cellSize: CGSize

  /// Units that are character cells: one unit is one cell.
  public static let cells = LayoutUnits(cellSize: CGSize(width: 1, height: 1))

  /// UIKit's points, with a cell of 8 by 17 points: a 17-point line of text is one line of a
  /// terminal, a 44-point row about two and a half.
  public static let points = LayoutUnits(cellSize: CGSize(width: 8, height: 17))

  /// Points, with a cell of `cellWidth` by `cellHeight` points.
  public static func points(cellWidth: CGFloat, cellHeight: CGFloat) -> LayoutUnits {
    LayoutUnits(cellSize: CGSize(width: cellWidth, height: cellHeight))
  }

  /// Units with a cell of `cellSize`. A width or height that is not a finite number of at least
  /// one is taken as one (a cell is never smaller than a unit), so that every cell has a place.
  public init(cellSize: CGSize) {
    func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 1 ? value : 1 }
    self.cellSize = CGSize(width: valid(cellSize.width), height: valid(cellSize.height))
  }

  /// Whether a unit is a cell: ``cells``.
  public var isCells: Bool { cellSize.width == 1 && cellSize.height == 1 }

  /// `columns` by `rows` cells in these units.
  public func size(columns: Int, rows: Int) -> CGSize {
    CGSize(width: CGFloat(columns) * cellSize.width, height: CGFloat(rows) * cellSize.height)
  }

  /// `rect`, given in cells, in these units.
  public func rect(fromCells rect: CGRect) -> CGRect {
    guard !isCells else { return rect }
    return CGRect(
      x: rect.minX * cellSize.width, y: rect.minY * cellSize.height,
      width: rect.width * cellSize.width, height: rect.height * cellSize.height)
  }

  /// `rect`, given in these units, in cells, fractions kept.
  public func cells(of rect: CGRect) -> CGRect {
    guard !isCells else { return rect }
    return CGRect(
      x: rect.minX / cellSize.width, y: rect.minY / cellSize.height,
      width: rect.width / cellSize.width, height: rect.height / cellSize.height)
  }

  /// The point a click on the cell at `column` and `row` falls on, in these units: the cell's
  /// origin in cells, its middle otherwise, so that it lands in the view drawn there.
  public func point(ofCellAtColumn column: Int, row: Int) -> CGPoint {
    guard !isCells else { return CGPoint(x: column, y: row) }
    return CGPoint(
      x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
  }

  /// How far down `height` the first of `lines` lines of text starts when they are centred, as
  /// UIKit centres a label's text: on a whole cell in cells, exactly halfway otherwise.
  func centredTop(ofLines lines: Int, inHeight height: CGFloat) -> CGFloat {
    isCells
      ? CGFloat((Int(height) - lines) / 2)
      : (height - CGFloat(lines) * cellSize.height) / 2
  }

  /// The whole cells `length` units across hold.
  public func columns(in length: CGFloat) -> Int {
    Self.wholeCells(length, cellSize.width)
  }

  /// The whole lines `length` units high hold.
  public func rows(in length: CGFloat) -> Int {
    Self.wholeCells(length, cellSize.height)
  }

  private static func wholeCells(_ length: CGFloat, _ cell: CGFloat) -> Int {
    guard length.isFinite else { return length > 0 ? Int.max / 2 : 0 }
    // A small tolerance keeps a length of exactly n cells, made by arithmetic, at n.
    let cells = (length / cell + 1e-9).rounded(.down)
    guard cells > 0 else { return 0 }
    return cells < CGFloat(Int.max / 2) ? Int(cells) : Int.max / 2
  }

  /// "cells", or "points (8x17 per cell)".
  public var description: String {
    isCells
      ? "cells"
      : "points (\(Self.number(cellSize.width))x\(Self.number(cellSize.height)) per cell)"
  }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
  }
}
