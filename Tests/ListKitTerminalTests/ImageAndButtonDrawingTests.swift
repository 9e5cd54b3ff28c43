import Foundation
import ListKitTerminal
import ListUI
import Testing

/// `UIImageView.contentMode` and `UIButton.setImage(_:for:)` as a terminal draws them.
@MainActor @Suite struct ImageAndButtonDrawingTests {
  private func imageView(_ mode: View.ContentMode) -> ImageView {
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    view.image = ImageReference(name: "cat", size: CGSize(width: 8, height: 3))
    view.contentMode = mode
    return view
  }

  @Test func anImageStandsWhereItsContentModeSays() {
    let size = TerminalSize(columns: 20, rows: 5)
    expectText(
      TerminalFrame.rendering(imageView(.center), size: size).text,
      """

            ┌──────┐
            │ cat  │
            └──────┘

      """)
    expectText(
      TerminalFrame.rendering(imageView(.scaleAspectFit), size: size).text,
      """
         ┌───────────┐
         │           │
         │    cat    │
         │           │
         └───────────┘
      """)
    expectText(
      TerminalFrame.rendering(imageView(.bottomLeft), size: size).text,
      """


      ┌──────┐
      │ cat  │
      └──────┘
      """)
    expectText(
      TerminalFrame.rendering(imageView(.scaleToFill), size: size).text,
      """
      ┌──────────────────┐
      │                  │
      │       cat        │
      │                  │
      └──────────────────┘
      """)
  }

  @Test func anImageWithAnAccessibilityLabelShowsItInPlaceOfItsName() {
    let view = imageView(.center)
    view.accessibilityLabel = "a cat"
    expectText(
      TerminalFrame.rendering(view, size: TerminalSize(columns: 20, rows: 5)).text,
      """

            ┌──────┐
            │a cat │
            └──────┘

      """)
  }

  @Test func aSystemSymbolIsItsGlyphInTheTintColour() throws {
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    view.image = ImageReference(systemName: "heart.fill")
    view.tintColor = .systemRed
    let frame = TerminalFrame.rendering(view, size: TerminalSize(columns: 5, rows: 1))
    expectText(frame.text, "  ♥")
    #expect(frame[2, 0].style.foreground == Color.systemRed.drawingColor)
    // In its own colours, it is not tinted.
    view.image = ImageReference(systemName: "heart.fill")?.withRenderingMode(.alwaysOriginal)
    let original = TerminalFrame.rendering(view, size: TerminalSize(columns: 5, rows: 1))
    #expect(original[2, 0].style.foreground == nil)
    // A button draws the glyph before its title.
    let button = Button(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    button.setImage(ImageReference(systemName: "star"), for: .normal)
    button.setTitle("Star", for: .normal)
    expectText(
      TerminalFrame.rendering(button, size: TerminalSize(columns: 10, rows: 1)).text, "  ☆ Star")
  }

  @Test func anAspectFillImage_passesTheBounds_andIsCutWhenTheViewClips() {
    let root = View()
    let image = imageView(.scaleAspectFill)
    image.frame.origin = CGPoint(x: 0, y: 2)
    root.addSubview(image)
    let size = TerminalSize(columns: 20, rows: 9)
    expectText(
      TerminalFrame.rendering(root, size: size).text,
      """

      ┌──────────────────┐
      │                  │
      │                  │
      │       cat        │
      │                  │
      │                  │
      │                  │
      └──────────────────┘
      """)
    image.clipsToBounds = true
    expectText(
      TerminalFrame.rendering(root, size: size).text,
      """


      │                  │
      │                  │
      │       cat        │
      │                  │
      │                  │


      """)
  }

  @Test func aButtonDrawsItsImageBeforeItsTitle_byState() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 14, height: 1))
    let heart = ImageReference(name: "heart", size: CGSize(width: 2, height: 1))
    let star = ImageReference(name: "star", size: CGSize(width: 2, height: 1))
    button.setTitle("Like", for: .normal)
    button.setImage(heart, for: .normal)
    button.setImage(star, for: .selected)
    #expect(button.image(for: .highlighted) == heart)
    #expect(button.currentImage == heart)
    let size = TerminalSize(columns: 14, rows: 1)
    #expect(TerminalFrame.rendering(button, size: size).text == " [heart] Like")
    #expect(button.sizeThatFits(.zero) == CGSize(width: 12, height: 1))

    button.isSelected = true
    #expect(button.currentImage == star)
    #expect(TerminalFrame.rendering(button, size: size).text == " [star] Like")

    button.frame.size.width = 9
    button.isSelected = false
    #expect(
      TerminalFrame.rendering(button, size: TerminalSize(columns: 9, rows: 1)).text
        == "[heart] …")

    button.setTitle(nil, for: .normal)
    #expect(
      TerminalFrame.rendering(button, size: TerminalSize(columns: 9, rows: 1)).text == " [heart]")
    button.setImage(nil, for: .normal)
    #expect(button.currentImage == nil)
    #expect(TerminalFrame.rendering(button, size: TerminalSize(columns: 9, rows: 1)).text == "")
  }
}
