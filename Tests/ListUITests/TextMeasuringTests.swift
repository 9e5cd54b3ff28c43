import Foundation
import Testing

@_spi(ListKit) @testable import ListUI

/// UIKit's text measuring (`size(withAttributes:)`, `boundingRect(with:options:attributes:context:)`,
/// `UIFont.lineHeight`) as ListUI draws text: a character is its cells and a line a cell, in the
/// key window's units.
@MainActor
@Suite struct TextMeasuringTests {
  /// Makes a key window in `units`.
  static func keyWindow(in units: LayoutUnits) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.hostLayoutUnits = units
    window.makeKey()
    return window
  }

  @Test func aStringIsItsCellsWideAndALineTall() {
    let window = Self.keyWindow(in: .points)
    let font = Font.systemFont(ofSize: 17)
    #expect("Hello".size(withAttributes: [.font: font]) == CGSize(width: 40, height: 17))
    #expect(("two\nlines" as NSString).size(withAttributes: nil) == CGSize(width: 40, height: 34))
    #expect(NSAttributedString(string: "日本").size() == CGSize(width: 32, height: 17))
    #expect(font.lineHeight == 17 && font.leading == 0)
    #expect(font.ascender - font.descender == font.lineHeight)
    let cells = Self.keyWindow(in: .cells)
    defer { _ = cells }
    #expect("Hello".size(withAttributes: nil) == CGSize(width: 5, height: 1))
    #expect(font.lineHeight == 1)
    _ = window
  }

  @Test func aBoundingRectWrapsAtTheWidthWithLineFragmentOrigin() {
    // The application holds its key window weakly.
    let window = Self.keyWindow(in: .points)
    defer { _ = window }
    let text = "a long line of text"
    let size = CGSize(width: 64, height: CGFloat.greatestFiniteMagnitude)
    let context = NSStringDrawingContext()
    let wrapped = text.boundingRect(
      with: size, options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: Font.systemFont(ofSize: 15)], context: context)
    // "a long", "line of", "text": 7 columns at most, three lines.
    #expect(wrapped == CGRect(x: 0, y: 0, width: 56, height: 51))
    #expect(context.totalBounds == wrapped)
    // Without it, the text is one line, as UIKit measures it.
    #expect(text.boundingRect(with: size, options: [], attributes: nil, context: nil).height == 17)
    // Cut at the height's lines.
    let cut = text.boundingRect(
      with: CGSize(width: 64, height: 34),
      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
      attributes: nil, context: nil)
    #expect(cut.height == 34)
    let attributed = NSAttributedString(string: text)
    #expect(
      attributed.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil) == wrapped
    )
  }
}
