import Foundation
import ListKitTerminal
import ListUI
import Testing

/// Attributed and wrapped labels as a terminal draws them, cell by cell.
@MainActor @Suite struct AttributedLabelDrawingTests {
  @Test func runsKeepTheirStyles_acrossWideCharactersAndLines() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
    label.numberOfLines = 0
    let string = NSMutableAttributedString(
      string: "漢字 ", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
    string.append(
      NSAttributedString(
        string: "red text",
        attributes: [
          .foregroundColor: Color.red, .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
    label.attributedText = string
    let frame = TerminalFrame.rendering(label, size: TerminalSize(columns: 8, rows: 3))
    expectText(
      frame.text,
      """
      漢字 red
      text

      """)
    #expect(frame[0, 0].style == .bold)
    #expect(frame[2, 0].style == .bold)
    let red = TextStyle(
      foreground: .rgb(red: 255, green: 0, blue: 0), isBold: true, isUnderlined: true)
    #expect(frame[5, 0].style == red)
    #expect(frame[0, 1].style == red)
    #expect(label.sizeThatFits(CGSize(width: 8, height: 10)) == CGSize(width: 8, height: 2))
  }
}
