import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A view's layer border, drawn with line-drawing characters over its content.
@MainActor
@Suite struct LayerDrawingTests {
  @Test func aBorderIsABoxOverTheContent_roundedWithACornerRadius() {
    let root = View()
    let card = View(frame: CGRect(x: 1, y: 0, width: 6, height: 3))
    let label = Label(frame: CGRect(x: 0, y: 1, width: 6, height: 1))
    label.text = "abcdef"
    card.addSubview(label)
    root.addSubview(card)
    card.layer.borderWidth = 1
    card.layer.borderColor = Color.systemGray.cgColor
    var frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 8, rows: 3))
    #expect(frame.text == " ┌────┐\n │bcde│\n └────┘")
    #expect(frame[1, 0].style == TextStyle(foreground: .rgb(red: 142, green: 142, blue: 147)))
    #expect(frame[2, 1].style == .plain)
    card.layer.cornerRadius = 8
    frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 8, rows: 3))
    #expect(frame.text == " ╭────╮\n │bcde│\n ╰────╯")
  }

  @Test func noBorderWithoutAWidthOrWithoutRoom() {
    let root = View()
    let line = View(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    line.layer.borderWidth = 2
    let plain = View(frame: CGRect(x: 0, y: 1, width: 5, height: 2))
    plain.layer.cornerRadius = 4
    root.addSubview(line)
    root.addSubview(plain)
    let frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 5, rows: 3))
    #expect(frame.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
  }

  @Test func masksToBoundsAndOpacityAreTheViewsClippingAndAlpha() {
    let view = View(frame: .zero)
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
  }
}

/// The activity indicator's styles and colour.
@MainActor
@Suite struct ActivityIndicatorStyleTests {
  @Test func theStyleGivesTheColour_unlessOneIsSet_andTheSpinnerIsDrawnInIt() {
    let spinner = ActivityIndicatorView(style: .large)
    #expect(spinner.style == .large)
    #expect(spinner.color == .label)
    spinner.style = .white
    #expect(spinner.color == .white)
    spinner.color = .systemRed
    #expect(spinner.color == .systemRed)
    spinner.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    spinner.startAnimating()
    let frame = TerminalFrame.rendering(spinner, size: TerminalSize(columns: 1, rows: 1))
    #expect(frame[0, 0].style == TextStyle(foreground: .rgb(red: 255, green: 59, blue: 48)))
    spinner.color = nil
    spinner.style = .medium
    spinner.stopAnimating()
    spinner.isHidden = false
    let stopped = TerminalFrame.rendering(spinner, size: TerminalSize(columns: 1, rows: 1))
    #expect(stopped[0, 0].style == .dim)
  }
}
