import Foundation
import ListKitTerminal
import ListUI
import Testing

@MainActor @Suite struct ViewDrawingTests {
  /// A label of one line at `y` in its superview.
  private func label(_ text: String, y: CGFloat, width: CGFloat = 20) -> Label {
    let label = Label(frame: CGRect(x: 0, y: y, width: width, height: 1))
    label.text = text
    return label
  }

  /// A screen with a title, a scroll view of ten rows scrolled down by three, and a footer.
  private func scrolledScreen() -> (root: View, scrollView: ScrollView) {
    let root = View()
    let title = label("Title", y: 0)
    title.textAlignment = .center
    root.addSubview(title)
    let scrollView = ScrollView(frame: CGRect(x: 2, y: 1, width: 12, height: 4))
    for row in 0..<10 {
      scrollView.addSubview(label("Row \(row) of the list", y: CGFloat(row), width: 30))
    }
    scrollView.contentSize = CGSize(width: 30, height: 10)
    scrollView.contentOffset = CGPoint(x: 0, y: 3)
    root.addSubview(scrollView)
    let footer = label("footer text that is long", y: 5)
    footer.textAlignment = .right
    root.addSubview(footer)
    let hidden = label("HIDDEN", y: 0)
    hidden.isHidden = true
    root.addSubview(hidden)
    return (root, scrollView)
  }

  @Test func test_scrolledLabels_drawAtTheirOffsetAndClipToTheScrollView() {
    let backend = InMemoryBackend(size: TerminalSize(columns: 20, rows: 6))
    let (root, scrollView) = scrolledScreen()
    backend.present(root)
    expectText(
      backend.text,
      """
             Title
        Row 3 of the
        Row 4 of the
        Row 5 of the
        Row 6 of the
      footer text that is…
      """)

    scrollView.contentOffset = CGPoint(x: 4, y: 8)
    backend.present(root)
    expectText(
      backend.text,
      """
             Title
        8 of the lis
        9 of the lis


      footer text that is…
      """)
    #expect(backend.frames.count == 2)
  }

  @Test func aSubviewBroughtToTheFrontIsDrawnOverTheOthers() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let back = label("back", y: 0, width: 10)
    let front = label("FRONT", y: 0, width: 10)
    root.addSubview(back)
    root.addSubview(front)
    let size = TerminalSize(columns: 10, rows: 1)
    expectText(TerminalFrame.rendering(root, size: size).text, "FRONT")
    root.bringSubviewToFront(back)
    expectText(TerminalFrame.rendering(root, size: size).text, "backT")
  }

  @Test func test_label_wrapsCentresAndCutsItsLastLine() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    label.numberOfLines = 0
    label.textAlignment = .center
    label.text = "one two three four five"
    expectText(
      TerminalFrame.rendering(label, size: TerminalSize(columns: 10, rows: 2)).text,
      """
       one two
      three fou…
      """)
  }

  @Test func test_label_isBoldAndColoured() {
    let label = Label()
    label.text = "Hi"
    label.isBold = true
    label.textColor = .red
    let frame = TerminalFrame.rendering(label, size: TerminalSize(columns: 4, rows: 1))
    #expect(
      frame[0, 0].style == TextStyle(foreground: .rgb(red: 255, green: 0, blue: 0), isBold: true))
    #expect(frame[2, 0].style == .plain)
  }

  @Test func test_selectedCell_isReversedAcrossItsWholeRow() {
    let root = View()
    for row in 0..<2 {
      let cell = CollectionViewCell(frame: CGRect(x: 0, y: row, width: 8, height: 1))
      let text = Label(frame: CGRect(x: 1, y: 0, width: 7, height: 1))
      text.text = "Item \(row)"
      cell.contentView.addSubview(text)
      cell.isSelected = row == 1
      root.addSubview(cell)
    }
    let frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 10, rows: 2))
    #expect(frame.text == " Item 0\n Item 1")
    #expect((0..<8).allSatisfy { frame[$0, 1].style == .reversed })
    #expect((0..<8).allSatisfy { frame[$0, 0].style == .plain })
    #expect(frame[9, 1].style == .plain)
  }

  @Test func test_background_fillsTheViewAndShowsUnderItsText() {
    let root = View()
    let panel = View(frame: CGRect(x: 1, y: 0, width: 3, height: 2))
    panel.backgroundColor = .blue
    let text = Label(frame: CGRect(x: 0, y: 1, width: 3, height: 1))
    text.text = "ok"
    panel.addSubview(text)
    root.addSubview(panel)
    let frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 5, rows: 2))
    #expect(frame.text == "\n ok")
    let blue = TextStyle(background: .rgb(red: 0, green: 0, blue: 255))
    #expect(frame[3, 0].style == blue)
    #expect(frame[1, 1].style == blue)
    #expect(frame[4, 1].style == .plain)
  }

  @Test func test_controls_drawThemselves() {
    let root = View()
    let image = ImageView(
      image: ImageReference(name: "cat.png", size: CGSize(width: 10, height: 3)))
    root.addSubview(image)
    let small = ImageView(image: ImageReference(name: "dog.png", size: CGSize(width: 6, height: 1)))
    small.frame.origin = CGPoint(x: 0, y: 3)
    root.addSubview(small)
    let button = Button(frame: CGRect(x: 11, y: 0, width: 8, height: 1))
    button.title = "Like"
    root.addSubview(button)
    let spinner = ActivityIndicatorView(frame: CGRect(x: 11, y: 2, width: 1, height: 1))
    spinner.startAnimating()
    spinner.advanceAnimationFrame()
    root.addSubview(spinner)
    let stopped = ActivityIndicatorView(frame: CGRect(x: 13, y: 2, width: 1, height: 1))
    root.addSubview(stopped)
    let frame = TerminalFrame.rendering(root, size: TerminalSize(columns: 20, rows: 4))
    expectText(
      frame.text,
      """
      ┌────────┐   Like
      │cat.png │
      └────────┘ ⠙
      [dog…]
      """)
    #expect(frame[0, 0].style == .dim)
  }

  @Test func test_highlightedButton_isReversed_disabledButton_isDim() {
    let button = Button()
    button.title = "Go"
    button.isHighlighted = true
    var frame = TerminalFrame.rendering(button, size: TerminalSize(columns: 2, rows: 1))
    #expect(frame[0, 0].style == .reversed)
    button.isHighlighted = false
    button.isEnabled = false
    frame = TerminalFrame.rendering(button, size: TerminalSize(columns: 2, rows: 1))
    #expect(frame[0, 0].style == .dim)
  }

  @Test func test_tinyScreens_drawWithoutCrashing() {
    let (root, _) = scrolledScreen()
    for size in [TerminalSize(columns: 1, rows: 1), TerminalSize(columns: 0, rows: 0)] {
      let backend = InMemoryBackend(size: size)
      backend.present(root)
      #expect(backend.frames.count == 1)
    }
  }
}

/// The caret of a text field stands out in a selected row, which is drawn reversed.
@MainActor @Suite struct CaretInSelectedRowTests {
  @Test func theCaretShowsInASelectedRow_asTheOnlyCellNotReversed() throws {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let field = TextField(frame: CGRect(x: 2, y: 0, width: 10, height: 1))
    field.text = "abc"
    cell.contentView.addSubview(field)
    cell.layoutIfNeeded()
    cell.isSelected = true
    #expect(field.becomeFirstResponder())
    let grid = CellGrid(size: TerminalSize(columns: 20, rows: 1))
    cell.drawHierarchy(on: grid)
    // The row is reversed; the caret, after "abc" at column 5, is not.
    #expect(grid.frame[2, 0].style.isReversed)
    #expect(grid.frame[4, 0].style.isReversed)
    #expect(!grid.frame[5, 0].style.isReversed)
    #expect(grid.frame[6, 0].style.isReversed)
    // Out of a selected row, the caret is reversed as before.
    cell.isSelected = false
    let plain = CellGrid(size: TerminalSize(columns: 20, rows: 1))
    cell.drawHierarchy(on: plain)
    #expect(plain.frame[5, 0].style.isReversed)
    #expect(!plain.frame[4, 0].style.isReversed)
  }
}
