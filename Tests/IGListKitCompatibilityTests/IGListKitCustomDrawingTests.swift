import IGListKit
import Testing

import struct ListUI.DrawingContext
import protocol ListUI.DrawingSurface
import class ListUI.GraphicsContext
import struct ListUI.TextStyle

// A meter a cell might draw, written as a UIKit app writes it: `draw(_:)` with
// `UIGraphicsGetCurrentContext()`, `UIBezierPath`, `UIRectFill` and string drawing.
private final class MeterView: UIView {
  var fraction: CGFloat = 0.5 {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setStrokeColor(UIColor.separator.cgColor)
    context.stroke(rect)
    UIColor.systemGreen.setFill()
    UIRectFill(CGRect(x: 1, y: 1, width: (rect.width - 2) * fraction, height: 1))
    UIColor.label.setStroke()
    let tick = UIBezierPath()
    tick.move(to: CGPoint(x: rect.midX, y: 2))
    tick.addLine(to: CGPoint(x: rect.midX, y: 4))
    tick.stroke()
    let text = "\(Int(fraction * 100))%" as NSString
    text.draw(at: CGPoint(x: 1, y: 2), withAttributes: [.foregroundColor: UIColor.label])
  }
}

/// A surface of characters, a cell each, that remembers the cells filled with a colour.
private final class CharacterSurface: DrawingSurface {
  var rows: [[Character]]
  var coloured: Set<[Int]> = []
  let drawableBounds: CGRect

  init(columns: Int, rows: Int) {
    self.rows = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    drawableBounds = CGRect(x: 0, y: 0, width: columns, height: rows)
  }

  func drawText(_ text: String, at origin: CGPoint, style: TextStyle, clip: CGRect) {
    for (offset, character) in text.enumerated() {
      let point = CGPoint(x: Int(origin.x) + offset, y: Int(origin.y))
      guard clip.contains(CGPoint(x: point.x + 0.5, y: point.y + 0.5)) else { continue }
      rows[Int(point.y)][Int(point.x)] = character
    }
  }

  func fill(_ rect: CGRect, style: TextStyle, clip: CGRect) {
    let area = rect.intersection(clip)
    guard !area.isNull, style.background != nil else { return }
    for y in Int(area.minY)..<Int(area.maxY) {
      for x in Int(area.minX)..<Int(area.maxX) { coloured.insert([x, y]) }
    }
  }
}

@MainActor @Suite struct IGListKitCustomDrawingTests {
  @Test func aViewPortedFromUIKitDrawsWithUIKitsCalls() {
    let meter = MeterView(frame: CGRect(x: 0, y: 0, width: 12, height: 4))
    meter.fraction = 0.6
    let surface = CharacterSurface(columns: 12, rows: 4)
    meter.drawHierarchy(in: DrawingContext(surface: surface))
    #expect(
      surface.rows.map { String($0) } == [
        "┌──────────┐",
        "│          │",
        "│60%  │    │",
        "└─────│────┘",
      ])
    #expect(surface.coloured == Set((1...6).map { [$0, 1] }))
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func colourComponentsAsCoreGraphicsGivesThem() {
    let colour = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).cgColor
    #expect(colour.numberOfComponents == 4)
    #expect(colour.components == [0.2, 0.4, 0.6, 1])
    #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5, alpha: 1))
  }
}
