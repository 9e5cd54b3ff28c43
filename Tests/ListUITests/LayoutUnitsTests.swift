import Foundation
@_spi(ListKit) import ListUI
import Testing

/// A surface that records where text lands, in its cells.
private final class CellRecorder: DrawingSurface {
  var drawableBounds = CGRect(x: 0, y: 0, width: 40, height: 10)
  var texts: [String] = []

  func drawText(_ text: String, at origin: CGPoint, style: TextStyle, clip: CGRect) {
    texts.append(
      "\(text) at \(origin.x),\(origin.y) clip \(clip.minX),\(clip.minY) \(clip.width)x\(clip.height)"
    )
  }

  func fill(_ rect: CGRect, style: TextStyle, clip: CGRect) {
    texts.append("fill \(rect.minX),\(rect.minY) \(rect.width)x\(rect.height)")
  }
}

@MainActor @Suite struct LayoutUnitsTests {
  @Test func points_haveACellOf8By17_andCellsOf1By1() {
    #expect(LayoutUnits.points.cellSize == CGSize(width: 8, height: 17))
    #expect(LayoutUnits.cells.cellSize == CGSize(width: 1, height: 1))
    #expect(LayoutUnits.cells.isCells)
    #expect(!LayoutUnits.points.isCells)
    #expect(
      LayoutUnits.points(cellWidth: 10, cellHeight: 20).cellSize == CGSize(width: 10, height: 20))
    #expect(LayoutUnits.points.description == "points (8x17 per cell)")
    #expect(LayoutUnits.cells.description == "cells")
  }

  @Test func aCellSmallerThanAUnitOrNotANumber_isTakenAsOneUnit() {
    let units = LayoutUnits(cellSize: CGSize(width: 0, height: CGFloat.nan))
    #expect(units == .cells)
    #expect(
      LayoutUnits(cellSize: CGSize(width: -3, height: 17)).cellSize == CGSize(width: 1, height: 17))
  }

  @Test func wholeCells_areCountedDown_andALengthOfExactCellsKeepsThemAll() {
    let units = LayoutUnits.points
    #expect(units.columns(in: 79) == 9)
    #expect(units.columns(in: 80) == 10)
    #expect(units.rows(in: 44) == 2)
    #expect(units.rows(in: 0.1 + 0.2 + 16.7) == 1)
    #expect(units.rows(in: -5) == 0)
    #expect(units.columns(in: .greatestFiniteMagnitude) == Int.max / 2)
    #expect(units.columns(in: .infinity) == Int.max / 2)
    #expect(units.size(columns: 3, rows: 2) == CGSize(width: 24, height: 34))
  }

  @Test func rectsAndClicks_convertBetweenCellsAndUnits() {
    let points = LayoutUnits.points
    let inCells = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(points.rect(fromCells: inCells) == CGRect(x: 8, y: 34, width: 24, height: 68))
    #expect(points.cells(of: CGRect(x: 8, y: 34, width: 24, height: 68)) == inCells)
    #expect(LayoutUnits.cells.rect(fromCells: inCells) == inCells)
    // A click lands in the middle of its cell in points, on its origin in cells.
    #expect(points.point(ofCellAtColumn: 2, row: 1) == CGPoint(x: 20, y: 25.5))
    #expect(LayoutUnits.cells.point(ofCellAtColumn: 2, row: 1) == CGPoint(x: 2, y: 1))
  }

  @Test func aContextInPoints_placesTextInTheCellItsPointFallsIn() {
    let surface = CellRecorder()
    let context = DrawingContext(surface: surface, units: .points)
      .translated(by: CGPoint(x: 15, y: 44))
      .clipped(to: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(context.cellSize == CGSize(width: 8, height: 17))
    #expect(context.columns(in: 320) == 40)
    context.drawText("hi", at: CGPoint(x: 1, y: 13.5))
    let clip = context.clipBounds
    #expect(abs(clip.minY) < 1e-9 && abs(clip.height - 44) < 1e-9)
    // A context in the surface's cells keeps the origin: one cell right is 8 points right. Text
    // starts in the column nearest its point: 15 + 8 points is 2.875 cells, column 3.
    context.measuredInCells().drawText("x", at: CGPoint(x: 1, y: 0))
    #expect(
      surface.texts == [
        "hi at 2.0,3.3823529411764706 clip 1.875,2.588235294117647 38.125x2.588235294117647",
        "x at 3.0,2.588235294117647 clip 1.875,2.588235294117647 38.125x2.588235294117647",
      ])
  }

  @Test func aLabelInPoints_measuresItsTextInCellsOfPoints_andCentresItsLine() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 170))
    root.hostLayoutUnits = .points
    let label = Label(frame: CGRect(x: 15, y: 0, width: 100, height: 44))
    label.text = "Hello, world"
    root.addSubview(label)
    #expect(label.intrinsicContentSize == CGSize(width: 96, height: 17))
    #expect(label.sizeThatFits(CGSize(width: 48, height: 1000)) == CGSize(width: 48, height: 17))
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 48, height: 1000)) == CGSize(width: 48, height: 34))
    label.numberOfLines = 1
    let surface = CellRecorder()
    root.drawHierarchy(in: DrawingContext(surface: surface, units: .points))
    // (44 - 17) / 2 = 13.5 points down: in the first cell line, 13.5 / 17 of the way; 15 points
    // across is 1.875 cells, the nearest column the second.
    #expect(surface.texts.first?.hasPrefix("Hello, world at 2.0,0.7941176470588235") == true)
  }
}
