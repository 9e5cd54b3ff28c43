import Foundation
import ListUI
import Testing

extension Color {
  /// An app's colour, declared as UIKit apps declare theirs.
  class var brand: Color { Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) }
}

/// `Color`, ListUI's `UIColor`: UIKit's constructors and colours, and what a renderer draws.
@Suite struct ColorTests {
  func components(_ color: Color) -> [CGFloat]? {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
    return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
  }

  @Test func constructorsGiveUIKitsComponents_clampedToTheirRange() {
    #expect(components(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
    #expect(components(Color(white: 0.25, alpha: 1)) == [0.25, 0.25, 0.25, 1])
    #expect(components(Color(red: 1.5, green: -1, blue: 0, alpha: 2)) == [1, 0, 0, 1])
    #expect(components(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
    #expect(
      components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 1, 0, 1])
    #expect(
      components(Color(hue: 2.0 / 3, saturation: 0.5, brightness: 0.8, alpha: 1))
        == [0.4, 0.4, 0.8, 1])
    #expect(
      components(Color(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1)) == [0.5, 0.5, 0.5, 1])
  }

  @Test func anExtensionDeclaresClassColours_asUIKitAppsDo() {
    #expect(Color.brand == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    #expect(Set([Color.brand, Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)]).count == 1)
  }

  @Test func namedAndSystemColoursAreUIKits() {
    #expect(components(.clear) == [0, 0, 0, 0])
    #expect(components(.orange) == [1, 0.5, 0, 1])
    #expect(Color.systemBlue.drawingColor == .rgb(red: 0, green: 122, blue: 255))
    #expect(Color.systemRed.drawingColor == .rgb(red: 255, green: 59, blue: 48))
    #expect(Color.link == .systemBlue)
  }

  @Test func withAlphaComponentKeepsTheColour_andLowAlphaDimsOrClears() {
    let faint = Color.systemGreen.withAlphaComponent(0.3)
    #expect(faint.alpha == 0.3)
    #expect(faint.drawingColor == Color.systemGreen.drawingColor)
    #expect(faint.dimsText)
    #expect(!Color.systemGreen.dimsText)
    #expect(Color.systemGreen.withAlphaComponent(0.005).drawingColor == nil)
    #expect(Color.clear.drawingColor == nil)
  }

  @Test func semanticColoursAreTheTerminalsOwn_andSecondaryTextIsDimmed() {
    #expect(Color.label.drawingColor == nil && !Color.label.dimsText)
    #expect(Color.secondaryLabel.drawingColor == nil && Color.secondaryLabel.dimsText)
    #expect(Color.systemBackground.drawingColor == nil)
    #expect(components(.label) == nil)
    #expect(Color.label.withAlphaComponent(0.2).dimsText)
  }
}

/// Colours as views draw them.
@MainActor
@Suite struct ColorDrawingTests {
  @Test func aLabelInASecondaryColourIsDim_andAClearBackgroundFillsNothing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    root.backgroundColor = .clear
    let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    label.text = "later"
    label.textColor = .secondaryLabel
    root.addSubview(label)
    let surface = TextRecordingSurface(width: 10, height: 2)
    root.drawHierarchy(on: surface)
    #expect(surface.fills.isEmpty)
    #expect(surface.styles == [TextStyle(isDim: true)])
  }
}
