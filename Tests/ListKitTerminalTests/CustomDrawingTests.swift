import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A view that draws with UIKit's drawing calls: whatever `body` draws.
@MainActor
private final class SketchView: View {
  var body: (CGRect) -> Void = { _ in }
  var drawCount = 0

  override func draw(_ rect: CGRect) {
    drawCount += 1
    body(rect)
  }
}

/// UIKit's custom drawing, `draw(_:)`, as character cells.
@MainActor @Suite struct CustomDrawingTests {
  /// The grid's text, its trailing blanks kept, a line a row.
  private static func rows(_ grid: CellGrid) -> [String] {
    let columns = grid.size.columns
    return (0..<grid.size.rows).map { row in
      grid.frame.cells[row * columns..<(row + 1) * columns].map(\.grapheme).joined()
    }
  }

  /// Draws `body` in a view of `columns` by `rows` cells on a grid of that size.
  private static func draw(
    columns: Int, rows: Int, units: LayoutUnits = .cells, _ body: @escaping (CGRect) -> Void
  ) -> CellGrid {
    let view = SketchView(
      frame: CGRect(
        origin: .zero, size: units.size(columns: columns, rows: rows)))
    view.body = body
    let grid = CellGrid(size: TerminalSize(columns: columns, rows: rows))
    view.drawHierarchy(in: DrawingContext(surface: grid, units: units))
    return grid
  }

  @Test func drawIsCalledWithTheBounds_andTheContextIsCurrentOnlyInside() {
    var seen: CGRect?
    var hadContext = false
    _ = Self.draw(columns: 6, rows: 2) { rect in
      seen = rect
      hadContext = GraphicsContext.current != nil
    }
    #expect(seen == CGRect(x: 0, y: 0, width: 6, height: 2))
    #expect(hadContext)
    #expect(GraphicsContext.current == nil)
    // Outside a view's drawing the calls draw nothing and do not fail.
    Color.red.setFill()
    BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
    "text".draw(at: .zero)
  }

  @Test func aFilledRectangleColoursTheCellsItCovers() {
    let grid = Self.draw(columns: 6, rows: 3) { _ in
      Color.red.setFill()
      GraphicsContext.current?.fill(CGRect(x: 1, y: 1, width: 3, height: 2))
    }
    let red = Color.red.drawingColor
    let coloured = grid.frame.cells.enumerated().filter { $0.element.style.background == red }
      .map { ($0.offset % 6, $0.offset / 6) }
    #expect(coloured.map(\.0) == [1, 2, 3, 1, 2, 3])
    #expect(coloured.map(\.1) == [1, 1, 1, 2, 2, 2])
  }

  @Test func strokedRectanglesAreBoxes_roundedOnesWithRoundCorners() {
    let grid = Self.draw(columns: 11, rows: 3) { _ in
      Color.label.setStroke()
      BezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 3)).stroke()
      BezierPath(roundedRect: CGRect(x: 6, y: 0, width: 5, height: 3), cornerRadius: 1).stroke()
    }
    #expect(
      Self.rows(grid) == [
        "┌───┐ ╭───╮",
        "│   │ │   │",
        "└───┘ ╰───╯",
      ])
  }

  @Test func linesAreRulesWhereStraight_andSlashesWhereSloped() {
    let grid = Self.draw(columns: 8, rows: 4) { _ in
      guard let context = GraphicsContext.current else { return }
      context.setStrokeColor(.label)
      context.move(to: CGPoint(x: 0, y: 0))
      context.addLine(to: CGPoint(x: 4, y: 0))
      context.move(to: CGPoint(x: 7, y: 0))
      context.addLine(to: CGPoint(x: 7, y: 4))
      context.move(to: CGPoint(x: 0, y: 1))
      context.addLine(to: CGPoint(x: 3, y: 4))
      context.strokePath()
      #expect(context.isPathEmpty)
    }
    #expect(
      Self.rows(grid) == [
        "────   │",
        "╲      │",
        " ╲     │",
        "  ╲    │",
      ])
  }

  @Test func aFilledEllipseColoursTheCellsWhoseCentresAreInside() {
    let grid = Self.draw(columns: 8, rows: 4) { rect in
      Color.blue.setFill()
      BezierPath(ovalIn: rect).fill()
    }
    let blue = Color.blue.drawingColor
    let shape = (0..<4).map { row in
      String(
        (0..<8).map { column in
          grid.frame[column, row].style.background == blue ? "#" : "."
        })
    }
    #expect(shape == [".######.", "########", "########", ".######."])
  }

  @Test func aFillThinnerThanACellIsARule() {
    let grid = Self.draw(columns: 6, rows: 2, units: .points) {
      rect in
      Color.red.setFill()
      GraphicsContext.current?.fill(CGRect(x: 0, y: rect.height - 1, width: rect.width, height: 1))
    }
    #expect(Self.rows(grid) == ["      ", "──────"])
  }

  @Test func textIsDrawnFromAPoint_andWrappedAndCutInARectangle() {
    let grid = Self.draw(columns: 10, rows: 4) { _ in
      "Hi".draw(at: CGPoint(x: 1, y: 0), withAttributes: [.foregroundColor: Color.red])
      NSAttributedString(string: "one two three four").draw(
        in: CGRect(x: 0, y: 1, width: 9, height: 2))
    }
    #expect(Self.rows(grid) == [" Hi       ", "one two   ", "three     ", "          "])
    #expect(grid.frame[1, 0].style.foreground == Color.red.drawingColor)
  }

  @Test func savedStateComesBack_andTranslationAndClipMoveAndLimitTheDrawing() {
    let grid = Self.draw(columns: 6, rows: 2) { _ in
      guard let context = GraphicsContext.current else { return }
      context.setStrokeColor(.label)
      context.saveGState()
      context.translateBy(x: 2, y: 1)
      context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1))
      context.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0)])
      context.restoreGState()
      context.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0)])
      context.setLineWidth(0)
      context.strokeLineSegments(between: [CGPoint(x: 4, y: 0), CGPoint(x: 6, y: 0)])
    }
    #expect(Self.rows(grid) == ["─     ", "  ──  "])
  }

  @Test func cgColorComponents_andAColourMadeFromThem() {
    #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 1).components == [1, 0.5, 0, 1])
    #expect(Color(gray: 0.25, alpha: 1).numberOfComponents == 4)
    #expect(Color.label.components == nil)
    #expect(Color(cgColor: Color.label.cgColor) == .label)
    #expect(Color(cgColor: Color.red.cgColor) == .red)
  }
}
