import Foundation
import ListKitTerminal
import ListUI
import Testing

/// Layers: a view's border, drawn with line-drawing characters over its content, and layers of
/// their own filled, ruled and ordered as UIKit stacks them.
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

  @Test func aSublayerFillsItsFrame_andOneThinnerThanALineIsARule() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
    let block = Layer()
    block.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
    block.backgroundColor = .systemRed
    let separator = Layer()
    separator.frame = CGRect(x: 2, y: 2.5, width: 6, height: 0.5)
    separator.backgroundColor = .systemGray
    let vertical = Layer()
    vertical.frame = CGRect(x: 0.25, y: 1, width: 0.5, height: 2)
    vertical.backgroundColor = .systemGray
    let systemSeparator = Layer()
    systemSeparator.frame = CGRect(x: 4, y: 0.5, width: 4, height: 0.5)
    systemSeparator.backgroundColor = .separator
    for layer in [block, separator, vertical, systemSeparator] { root.layer.addSublayer(layer) }
    let frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 8, rows: 3))
    #expect(frame.text == "    ────\n│\n│ ──────")
    #expect(frame[4, 0].style == .dim)
    #expect(frame[0, 0].style == TextStyle(background: .rgb(red: 255, green: 59, blue: 48)))
    #expect(frame[2, 2].style == TextStyle(foreground: .rgb(red: 142, green: 142, blue: 147)))
  }

  /// A one-point separator view, as nibs and hand-made cells draw one, is a rule as a layer is.
  @Test func aViewThinnerThanALineIsARule_inItsColourOrTheTerminals() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
    let separator = View(frame: CGRect(x: 2, y: 2.5, width: 6, height: 0.5))
    separator.backgroundColor = .systemGray
    let systemSeparator = View(frame: CGRect(x: 4, y: 0.5, width: 4, height: 0.5))
    systemSeparator.backgroundColor = .separator
    let block = View(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
    block.backgroundColor = .separator
    for view in [separator, systemSeparator, block] { root.addSubview(view) }
    let frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 8, rows: 3))
    #expect(frame.text == "    ────\n\n  ──────")
    #expect(frame[4, 0].style == .dim)
    #expect(frame[2, 2].style == TextStyle(foreground: .rgb(red: 142, green: 142, blue: 147)))
    // A view a line high in the terminal's own colour has nothing to fill with, as before.
    #expect(frame[0, 0].style == .plain)
  }

  /// In points, a 44-point cell that clips holds two lines and part of a third, which it shares
  /// with the next cell. Its one-point separator at the bottom falls in that shared line: it is
  /// drawn there when the cell covers most of the line, and otherwise in the cell's last line,
  /// clear of the next cell's text.
  @Test func aHairlineAtTheBottomOfAClippingCell_isDrawnInTheLineTheCellCoversMostly() {
    let root = View()
    for top: CGFloat in [0, 264] {
      let cell = View(frame: CGRect(x: 0, y: top, width: 80, height: 44))
      cell.clipsToBounds = true
      let separator = View(frame: CGRect(x: 16, y: 43, width: 64, height: 1))
      separator.backgroundColor = .separator
      cell.addSubview(separator)
      let next = View(frame: CGRect(x: 0, y: top + 44, width: 80, height: 44))
      next.clipsToBounds = true
      let title = Label(frame: CGRect(x: 0, y: 13.5, width: 80, height: 17))
      title.text = "next"
      next.addSubview(title)
      root.addSubview(cell)
      root.addSubview(next)
    }
    let frame = TerminalFrame.rendering(
      root, size: TerminalSize(columns: 10, rows: 20), units: .points)
    let lines = frame.text.components(separatedBy: "\n")
    // 0 to 44 points is lines 0 to 2.59: line 2 is mostly the first cell's.
    #expect(lines[2] == "  ────────")
    #expect(lines[3] == "next")
    // 264 to 308 points is lines 15.53 to 18.12: line 18 is mostly the next cell's.
    #expect(lines[17] == "  ────────")
    #expect(lines[18] == "next")
  }

  @Test func addedLayersAreOverTheSubviews_andOneInsertedFirstUnderThem() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    label.text = "abcdef"
    root.addSubview(label)
    let cover = Layer()
    cover.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
    cover.backgroundColor = .systemBlue
    root.layer.addSublayer(cover)
    #expect(TerminalFrame.rendering(root, size: TerminalSize(columns: 6, rows: 1)).text == "   def")
    root.layer.insertSublayer(cover, at: 0)
    let under = TerminalFrame.rendering(root, size: TerminalSize(columns: 6, rows: 1))
    #expect(under.text == "abcdef")
    #expect(under[0, 0].style.background == .rgb(red: 0, green: 122, blue: 255))
  }

  @Test func sublayersNestInTheirSuperlayersCoordinates_andHiddenOnesAreNotDrawn() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 6, height: 3))
    let outer = Layer()
    outer.frame = CGRect(x: 1, y: 1, width: 4, height: 2)
    let inner = Layer()
    inner.frame = CGRect(x: 2, y: 1, width: 1, height: 1)
    inner.backgroundColor = .systemGreen
    outer.addSublayer(inner)
    root.layer.addSublayer(outer)
    var frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 6, rows: 3))
    #expect(frame[3, 2].style.background == .rgb(red: 52, green: 199, blue: 89))
    #expect(frame[2, 2].style.background == nil)
    outer.isHidden = true
    frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 6, rows: 3))
    #expect(frame[3, 2].style.background == nil)
  }

  @Test func maskedCornersRoundOnlyTheCornersTheyName() {
    let root = View()
    let card = View(frame: CGRect(x: 0, y: 0, width: 4, height: 3))
    root.addSubview(card)
    card.layer.borderWidth = 1
    card.layer.cornerRadius = 12
    card.layer.cornerCurve = .continuous
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 4, rows: 3))
    #expect(frame.text == "╭──╮\n│  │\n└──┘")
  }

  @Test func sublayersMoveBetweenSuperlayers_andAreRemoved() {
    let first = Layer()
    let second = Layer()
    let child = Layer()
    #expect(first.sublayers == nil)
    first.addSublayer(child)
    #expect(child.superlayer === first)
    second.addSublayer(child)
    #expect(first.sublayers == nil)
    #expect(second.sublayers?.count == 1)
    let sibling = Layer()
    second.insertSublayer(sibling, below: child)
    #expect(second.sublayers?.first === sibling)
    let replacement = Layer()
    second.replaceSublayer(child, with: replacement)
    #expect(second.sublayers?.last === replacement)
    #expect(child.superlayer == nil)
    replacement.removeFromSuperlayer()
    #expect(second.sublayers?.count == 1)
    second.sublayers = nil
    #expect(sibling.superlayer == nil)
  }

  @Test func aViewsLayerHasTheViewsGeometryVisibilityAndBackground() {
    let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.layer.frame == view.frame)
    view.layer.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(view.layer.position == CGPoint(x: 2.5, y: 2.5))
    view.layer.isHidden = true
    #expect(view.isHidden)
    view.layer.backgroundColor = Color.systemRed.cgColor
    #expect(view.backgroundColor == .systemRed)
  }

  @Test func aHigherZPositionDrawsAViewOverItsLaterSiblings() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
    let first = Label(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
    first.text = "one"
    let second = Label(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
    second.text = "two"
    second.backgroundColor = .systemGray
    root.addSubview(first)
    root.addSubview(second)
    #expect(TerminalFrame.rendering(root, size: TerminalSize(columns: 3, rows: 1)).text == "two")
    first.layer.zPosition = 1
    first.backgroundColor = .systemGray
    #expect(TerminalFrame.rendering(root, size: TerminalSize(columns: 3, rows: 1)).text == "one")
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
