import Foundation
import ListUI
import Testing

/// `Label.attributedText`, UIKit's attribute keys and `AttributedString` scope, and wrapping by
/// display width.
@MainActor
@Suite struct AttributedTextTests {
  private let red = DrawingColor.rgb(red: 255, green: 0, blue: 0)
  private let blue = DrawingColor.rgb(red: 0, green: 0, blue: 255)

  /// A text a label drew, with its column, line and style.
  private struct Drawn {
    let text: String
    let x: Int
    let y: Int
    let style: TextStyle
  }

  /// What `label` draws in a `width` by `height` area.
  private func drawn(_ label: Label, width: CGFloat, height: CGFloat = 1) -> [Drawn] {
    label.frame = CGRect(x: 0, y: 0, width: width, height: height)
    let surface = TextRecordingSurface(width: width, height: height)
    label.drawHierarchy(on: surface)
    return surface.texts.map {
      Drawn(text: $0.text, x: Int($0.origin.x), y: Int($0.origin.y), style: $0.style)
    }
  }

  @Test func theKeysAreUIKits() {
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
    #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
    #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.byWord.rawValue == 0x8000)
  }

  @Test func eachRunIsDrawnInItsFont() {
    // IGListKit's example PersonCell: a bold first name and a regular last name.
    let string = NSMutableAttributedString(string: "")
    string.append(
      NSAttributedString(
        string: "Ada", attributes: [.font: Font.boldSystemFont(ofSize: 15)]))
    string.append(
      NSAttributedString(string: " ", attributes: [.font: Font.boldSystemFont(ofSize: 15)]))
    string.append(
      NSAttributedString(string: "Lovelace", attributes: [.font: Font.systemFont(ofSize: 15)]))
    let label = Label()
    label.attributedText = string
    #expect(label.text == "Ada Lovelace")
    #expect(label.font == Font.boldSystemFont(ofSize: 15))
    let texts = drawn(label, width: 20)
    #expect(texts.map(\.text) == ["Ada ", "Lovelace"])
    #expect(texts.map(\.x) == [0, 4])
    #expect(texts.map(\.style) == [.bold, .plain])
  }

  @Test func coloursAndUnderlinesAreDrawnPerRun() {
    let string = NSMutableAttributedString(string: "")
    string.append(NSAttributedString(string: "red", attributes: [.foregroundColor: Color.red]))
    string.append(NSAttributedString(string: " on ", attributes: [:]))
    string.append(
      NSAttributedString(
        string: "blue",
        attributes: [
          .backgroundColor: Color.blue, .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
    string.append(
      NSAttributedString(
        string: " a b",
        attributes: [
          .underlineStyle: NSNumber(value: NSUnderlineStyle([.single, .byWord]).rawValue),
          .font: Font.italicSystemFont(ofSize: 17),
        ]))
    let label = Label()
    label.textColor = .blue
    label.attributedText = string
    // The first character's colour became the label's, as in UIKit, and is the colour of the
    // runs that have none.
    #expect(label.textColor == .red)
    let texts = drawn(label, width: 20)
    #expect(texts.map(\.text) == ["red on ", "blue", " ", "a", " ", "b"])
    #expect(texts.map(\.x) == [0, 7, 11, 12, 13, 14])
    #expect(texts[0].style == TextStyle(foreground: red))
    #expect(texts[1].style == TextStyle(foreground: red, background: blue, isUnderlined: true))
    // Underlined by word: not the spaces.
    #expect(texts[2].style == TextStyle(foreground: red, isItalic: true))
    #expect(texts[3].style == TextStyle(foreground: red, isUnderlined: true, isItalic: true))
  }

  @Test func textAndAttributedTextReplaceEachOther_asInUIKit() throws {
    let label = Label()
    label.text = "plain"
    label.textColor = .red
    let derived = try #require(label.attributedText)
    #expect(derived.string == "plain")
    #expect(derived.attributes(at: 0, effectiveRange: nil)[.font] as? Font == label.font)
    #expect(derived.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? Color == .red)

    label.attributedText = NSAttributedString(
      string: "styled",
      attributes: [.foregroundColor: Color.blue, .font: Font.boldSystemFont(ofSize: 12)])
    #expect(label.text == "styled")
    #expect(label.textColor == .blue)
    #expect(label.font == Font.boldSystemFont(ofSize: 12))

    // A font set afterwards applies to the whole text.
    label.font = .systemFont(ofSize: 17)
    #expect(drawn(label, width: 10).map(\.style) == [TextStyle(foreground: blue)])
    #expect(
      label.attributedText?.attributes(at: 3, effectiveRange: nil)[.font] as? Font
        == .systemFont(ofSize: 17))

    // Text drops the attributes.
    label.attributedText = NSAttributedString(
      string: "under", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
    label.text = "plain again"
    #expect(drawn(label, width: 20).map(\.style) == [TextStyle(foreground: blue)])
    #expect(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.underlineStyle] == nil)
    label.attributedText = nil
    #expect(label.text == nil && label.attributedText == nil)
  }

  @Test func anAttributedStringTakesUIKitsAttributeNames() throws {
    var string = AttributedString("red")
    string.foregroundColor = Color.red
    string.underlineStyle = .single
    var bold = AttributedString(" bold")
    bold.font = Font.boldSystemFont(ofSize: 14)
    string += bold
    var container = AttributeContainer()
    container.backgroundColor = .blue
    string += AttributedString("!", attributes: container)
    #expect(string.runs.count == 3)
    #expect(string.runs.first?.foregroundColor == .red)
    let converted = NSAttributedString(string)
    #expect(converted.string == "red bold!")
    let label = Label()
    label.attributedText = converted
    let texts = drawn(label, width: 20)
    #expect(texts.map(\.text) == ["red", " bold", "!"])
    #expect(
      texts.map(\.style) == [
        TextStyle(foreground: red, isUnderlined: true), TextStyle(foreground: red, isBold: true),
        TextStyle(foreground: red, background: blue),
      ])
  }

  @Test func multipleLinesWrapByDisplayWidth_atSpaces_withTheirRuns() {
    let label = Label()
    label.numberOfLines = 0
    // Wide characters take two columns: four fit in eight.
    label.text = "漢字かな交じり文 and more"
    #expect(label.displayedLines(fittingWidth: 8) == ["漢字かな", "交じり文", "and more"])
    #expect(label.sizeThatFits(CGSize(width: 8, height: 100)) == CGSize(width: 8, height: 3))

    let string = NSMutableAttributedString(string: "one two ")
    string.append(
      NSAttributedString(string: "three four", attributes: [.foregroundColor: Color.red]))
    label.attributedText = string
    #expect(label.displayedLines(fittingWidth: 9) == ["one two", "three", "four"])
    let texts = drawn(label, width: 9, height: 3)
    #expect(texts.map(\.text) == ["one two", "three", "four"])
    #expect(texts.map(\.y) == [0, 1, 2])
    #expect(texts.map(\.style) == [.plain, TextStyle(foreground: red), TextStyle(foreground: red)])
    #expect(label.sizeThatFits(CGSize(width: 9, height: 100)) == CGSize(width: 7, height: 3))
  }

  @Test func theLastLineIsCutWithTheStyleOfWhatItCuts() {
    let label = Label()
    label.numberOfLines = 2
    let string = NSMutableAttributedString(string: "first line ")
    string.append(
      NSAttributedString(
        string: "second line third", attributes: [.font: Font.boldSystemFont(ofSize: 17)]))
    label.attributedText = string
    #expect(label.displayedLines(fittingWidth: 11) == ["first line", "second lin…"])
    let texts = drawn(label, width: 11, height: 2)
    #expect(texts.map(\.text) == ["first line", "second lin…"])
    #expect(texts[1].style == .bold)
    #expect(label.sizeThatFits(CGSize(width: 11, height: 100)) == CGSize(width: 11, height: 2))
    label.lineBreakMode = .byClipping
    #expect(label.displayedLines(fittingWidth: 11) == ["first line", "second line"])
  }
}
