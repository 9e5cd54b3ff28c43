import Foundation
import ListUI
import Testing

/// `Font`, ListUI's `UIFont`, and the attributes a terminal draws it with.
@Suite struct FontTests {
  @Test func systemFontsKeepTheirSizeWeightAndSlant() {
    #expect(Font.systemFont(ofSize: 14) == Font(pointSize: 14))
    #expect(Font.boldSystemFont(ofSize: 15).weight == .bold)
    #expect(Font.italicSystemFont(ofSize: 16).isItalic)
    #expect(Font.systemFont(ofSize: 12, weight: .medium).weight == .medium)
    #expect(Font.boldSystemFont(ofSize: 15).withSize(20) == Font(pointSize: 20, weight: .bold))
    #expect(Font.Weight.thin < .regular && Font.Weight.heavy > .bold)
  }

  @Test func textStylesHaveUIKitsSizes() {
    let sizes = Font.TextStyle.allCases.map { Font.preferredFont(forTextStyle: $0).pointSize }
    #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
  }

  @Test func aTerminalDrawsWeightAsBoldOrDim_slantAsItalic_andSmallTextDim() {
    #expect(Font.systemFont(ofSize: 17).textStyle == .plain)
    #expect(Font.preferredFont(forTextStyle: .headline).textStyle == .bold)
    #expect(Font.systemFont(ofSize: 17, weight: .medium).textStyle == .plain)
    #expect(Font.systemFont(ofSize: 17, weight: .light).textStyle == .dim)
    #expect(Font.preferredFont(forTextStyle: .caption1).textStyle == .dim)
    #expect(Font.italicSystemFont(ofSize: 17).textStyle == TextStyle(isItalic: true))
  }

  @Test func aFontByNameKeepsItsFamily_andSaysWhetherItIsMonospaced() throws {
    let menlo = try #require(Font(name: "Menlo-BoldItalic", size: 13))
    #expect(menlo.familyName == "Menlo")
    #expect(menlo.isMonospaced && menlo.isItalic && menlo.weight == .bold)
    let georgia = try #require(Font(name: "Georgia", size: 20))
    #expect(georgia.familyName == "Georgia" && !georgia.isMonospaced)
    #expect(georgia.weight == .regular && !georgia.isItalic)
    let code = Font.monospacedSystemFont(ofSize: 12, weight: .semibold)
    #expect(code.isMonospaced && code.familyName == nil && code.weight == .semibold)
    // A new size keeps the rest.
    #expect(menlo.withSize(20) == Font(name: "Menlo-BoldItalic", size: 20))
    #expect(Font.systemFont(ofSize: 17).familyName == nil)
    #expect(!Font.systemFont(ofSize: 17).isMonospaced)
  }

  @MainActor @Test func aLabelDrawsWithItsFontAndColour() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    label.text = "Title"
    label.font = .boldSystemFont(ofSize: 20)
    label.textColor = .systemBlue
    let surface = TextRecordingSurface(width: 10, height: 1)
    label.drawHierarchy(on: surface)
    #expect(
      surface.styles == [
        TextStyle(foreground: .rgb(red: 0, green: 122, blue: 255), isBold: true)
      ])
  }
}
