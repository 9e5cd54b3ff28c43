import Foundation
import ListUI
import Testing

/// `UIButton.titleLabel` and the edge insets.
@MainActor
@Suite struct ButtonTitleLabelTests {
  @Test func theTitleIsDrawnThroughTheTitleLabel_withItsLinesAndAlignment() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 7, height: 2))
    button.setTitle("Two lines", for: .normal)
    #expect(drawnLines(of: button, width: 7, height: 2).text == ["Two li…", ""])
    button.titleLabel?.numberOfLines = 0
    button.titleLabel?.textAlignment = .right
    #expect(drawnLines(of: button, width: 7, height: 2).text == ["   Two", " lines"])
    #expect(button.sizeThatFits(.zero) == CGSize(width: 9, height: 1))
  }

  @Test func theTitleLabelsFont_isTheTitlesFont() throws {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    button.setTitle("Send", for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 15)
    let surface = TextRecordingSurface(width: 6, height: 1)
    button.drawHierarchy(on: surface)
    let style = try #require(surface.styles.first)
    #expect(style.isBold)
  }

  @Test func contentEdgeInsets_growTheFittingSize_andMoveTheContent() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
    button.setTitle("OK", for: .normal)
    button.contentEdgeInsets = EdgeInsets(top: 1, left: 4, bottom: 1, right: 2)
    #expect(button.intrinsicContentSize == CGSize(width: 8, height: 3))
    // Centred in columns 4 to 9 and on the middle line.
    #expect(drawnLines(of: button, width: 12, height: 3).text == ["", "      OK", ""])
  }

  @Test func titleAndImageEdgeInsets_moveThem_byHalfTheDifference_withoutChangingTheSize() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
    button.setTitle("Go", for: .normal)
    button.setImage(ImageReference(systemName: "heart.fill"), for: .normal)
    let size = button.intrinsicContentSize
    #expect(drawnLines(of: button, width: 12, height: 1).text == ["    ♥ Go"])
    button.titleEdgeInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
    button.imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 4)
    #expect(drawnLines(of: button, width: 12, height: 1).text == ["  ♥     Go"])
    #expect(button.intrinsicContentSize == size)
  }

  @Test func scrollIndicatorInsets_setBothIndicators_asUIKitsDeprecatedPropertyDoes() {
    let scrollView = ScrollView()
    scrollView.scrollIndicatorInsets = EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
    #expect(
      scrollView.verticalScrollIndicatorInsets == EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
    #expect(scrollView.horizontalScrollIndicatorInsets == scrollView.verticalScrollIndicatorInsets)
    scrollView.verticalScrollIndicatorInsets = .zero
    #expect(scrollView.scrollIndicatorInsets == .zero)
    #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
  }
}
