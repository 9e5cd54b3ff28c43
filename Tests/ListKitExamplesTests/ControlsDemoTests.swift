import Foundation
import ListKitExamples
import ListKitTerminal
import ListUI
import Testing

/// The UIKit Controls demo: every control drawn, driven by the keys, and legible without colour.
@MainActor @Suite struct ControlsDemoTests {
  func lines(_ driver: Driver) -> [String] {
    driver.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The columns of `text` in `line`, or an empty range.
  func columns(of text: String, in line: String) -> Range<Int> {
    guard let range = line.range(of: text) else { return 0..<0 }
    let start = line.distance(from: line.startIndex, to: range.lowerBound)
    return start..<(start + text.count)
  }

  @Test func everyControlIsDrawn() {
    let driver = Driver(demo: "controls")
    let shown = lines(driver)
    #expect(shown[1] == "▶ Text field  Your name")
    #expect(shown[2].hasPrefix("  Search bar  ⌕ Search "))
    #expect(shown[2].hasSuffix("Cancel"))
    #expect(shown[3] == "  Switch      [on ] Notifications")
    #expect(shown[4] == "  Segments     S │ M │ L")
    #expect(shown[5] == "  Buttons     Tap me  Disabled  + Add")
    #expect(shown[7].contains("Stack view"))
    #expect(shown[7].contains("one") && shown[7].contains("three"))
    #expect(shown[8] == "  Attributed  bold italic underlined red")
    #expect(shown[9].contains("╭") && shown[11].contains("╰"))
    #expect(shown[10].contains("A rounded border"))
    #expect(shown[12].hasPrefix("  Drawing     ┌─") && shown[12].hasSuffix("─┐"))
    #expect(shown[13].hasSuffix(" 0 of 10 taps │"))
    #expect(shown[14].hasPrefix("              └─"))
    #expect(shown[15] == "  Alert       Reset…")
  }

  @Test func theMeterDrawnByItsOwnDrawFillsWithEachTap() throws {
    let driver = Driver(demo: "controls")
    func greenCells() throws -> Int {
      let frame = try #require(driver.backend.lastFrame)
      return (0..<frame.size.columns).filter {
        frame[$0, 13].style.background == Color.systemGreen.drawingColor
      }.count
    }
    #expect(try greenCells() == 0)
    driver.press(.tab, times: 6)  // Tap me
    driver.press(.enter, times: 3)
    let shown = lines(driver)
    #expect(shown[13].hasSuffix(" 3 of 10 taps │"))
    // Three tenths of the box's inside, in whole cells.
    let box = shown[12].filter { "┌─┐".contains($0) }.count
    #expect(box > 40)
    #expect(try greenCells() == (box - 2) * 3 / 10)
  }

  @Test func tabTypesIntoTheField_thenGoesThroughTheControls() {
    let driver = Driver(demo: "controls")
    driver.press(.tab)
    driver.app.type("Ada")
    driver.settle()
    #expect(driver.text.contains("Hello, Ada"))
    driver.press(.tab)  // the search field
    driver.press(.tab)  // the search bar's cancel button
    driver.press(.tab)  // the switch
    driver.press(.enter)
    #expect(driver.text.contains("notifications off"))
    driver.press(.tab)  // the segments
    driver.press(.right)
    #expect(driver.text.contains("size L"))
    driver.press(.tab)  // Tap me
    driver.press(.enter, times: 2)
    #expect(driver.text.contains("2 taps"))
    driver.press(.tab)  // + Add: the disabled button is skipped
    driver.press(.enter)
    #expect(driver.text.contains("12 taps"))
  }

  @Test func theAlertResetsTheControls() {
    let driver = Driver(demo: "controls")
    driver.press(.tab)
    driver.app.type("Ada")
    driver.press(.escape)  // stop typing
    driver.press(.end)  // the Alert row
    driver.press(.enter)  // its only button
    #expect(driver.text.contains("Reset the controls?"))
    driver.press(.right)  // from Cancel to Reset
    driver.press(.enter)
    driver.app.clock.advance(by: 1)
    #expect(driver.text.contains("Hello, stranger"))
    #expect(!driver.text.contains("Reset the controls?"))
  }

  @Test func withoutColour_whatColourSaysIsStillShown() throws {
    let driver = Driver(demo: "controls")
    let frame = try #require(driver.backend.lastFrame)
    let shown = lines(driver)
    // The selected segment is reversed, the disabled button dim, the switch bold while on.
    let selected = columns(of: " M ", in: shown[4])
    #expect(selected.allSatisfy { frame[$0, 4].style.isReversed })
    let disabled = columns(of: "Disabled", in: shown[5])
    #expect(disabled.allSatisfy { frame[$0, 5].style.isDim })
    let toggle = columns(of: "[on ]", in: shown[3])
    #expect(toggle.allSatisfy { frame[$0, 3].style.isBold })
    // With no colour, no colour is written, and those attributes are.
    let plain = FrameDiffer(capability: .none).output(from: nil, to: frame)
    #expect(!plain.contains("[38;") && !plain.contains("[48;") && !plain.contains(";38;"))
    #expect(plain.contains("\u{1B}[7m") || plain.contains(";7m") || plain.contains("[7;"))
    #expect(plain.contains("\u{1B}[2m") || plain.contains(";2m") || plain.contains("[2;"))
  }
}
