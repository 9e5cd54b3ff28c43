import Foundation
import ListKitExamples
import ListKitTerminal
import ListUI
import Testing

@MainActor @Suite struct MoreDemoDriverTests {
  /// The lines between the title bar and the status line.
  func content(_ driver: Driver) -> [String] {
    Array(
      driver.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast()
    )
    .map(String.init)
  }

  @Test func test_mixed_theSegmentedControlFilters_byKeysAndByClicks() {
    let driver = Driver(demo: "mixed")
    // The control is the navigation item's title view, in the middle of the title bar.
    let bar = driver.backend.lastFrame?.line(0) ?? ""
    #expect(bar.contains(" All │ Colors │ Text │ Users "))
    #expect(!bar.contains("Mixed Data"))
    #expect(driver.text.contains("Ryan Olson"))
    driver.press(.tab)  // the control, the only one on screen
    driver.press(.right)  // Colors
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("Filter: Colors"))
    #expect(!driver.text.contains("Ryan Olson"))
    #expect(!driver.text.contains("Maecenas"))
    let line = driver.backend.lastFrame?.line(0) ?? ""
    let column = line.range(of: "Users").map {
      line.distance(from: line.startIndex, to: $0.lowerBound)
    }
    driver.app.handle(bytes: Array("\u{1B}[<0;\((column ?? 0) + 1);1M".utf8))
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("Filter: Users"))
    #expect(driver.text.contains("Ryan Olson"))
    #expect(!driver.text.contains("Maecenas"))
  }

  @Test func test_mixed_aTextRowExpandsWithASpring_andCollapses() {
    let driver = Driver(demo: "mixed")
    #expect(content(driver)[0].hasPrefix("▶ Maecenas"))
    #expect(content(driver)[1].hasPrefix("    1"))  // the grid right under the one line
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    #expect(content(driver)[0].hasPrefix("▶ Maecenas"))
    #expect(content(driver)[1].hasPrefix("  scelerisque"))  // the second line of the text
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    #expect(content(driver)[1].hasPrefix("    1"))
  }

  @Test func test_outline_enterAndTheArrows_expandAndCollapseNestedLevels() {
    let driver = Driver(demo: "outline")
    #expect(driver.text.contains("13 items"))
    #expect(content(driver)[0] == "▶ ▾ Getting Started")
    #expect(content(driver)[1] == "    ▸ Installing")
    #expect(content(driver)[3] == "  ▾ Section Controllers")
    driver.press(.down)
    driver.press(.enter)  // Installing opens: its topics, a level deeper
    driver.app.clock.runUntilIdle()
    #expect(content(driver)[1] == "▶   ▾ Installing")
    #expect(content(driver)[2] == "        Swift Package Manager")
    #expect(content(driver)[3] == "        Linux and macOS")
    #expect(content(driver)[4] == "    ▸ A first list")
    #expect(driver.text.contains("15 items"))
    driver.press(.left)  // collapses Installing
    driver.app.clock.runUntilIdle()
    #expect(content(driver)[1] == "▶   ▸ Installing")
    #expect(content(driver)[2] == "    ▸ A first list")
    driver.press(.right)  // and opens it again
    driver.app.clock.runUntilIdle()
    #expect(content(driver)[2] == "        Swift Package Manager")
    driver.press(.left, times: 2)  // collapses it, then goes up to the part
    driver.press(.left)  // the part collapses to its header
    driver.app.clock.runUntilIdle()
    #expect(content(driver)[0] == "▶ ▸ Getting Started")
    #expect(content(driver)[1] == "  ▾ Section Controllers")
    #expect(driver.text.contains("11 items"))
    driver.press(.enter)  // and opens as it was left
    driver.app.clock.runUntilIdle()
    #expect(content(driver)[1] == "    ▸ Installing")
    #expect(driver.text.contains("13 items"))
  }

  @Test func test_reorder_movesTheItem() {
    let driver = Driver(demo: "reorder")
    driver.press(.down)  // Cell: 2
    driver.send("m")
    #expect(driver.text.contains("Moving to 2"))
    driver.press(.down, times: 2)
    #expect(driver.text.contains("Moving to 4"))
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    let rows = content(driver).prefix(5).map { $0.dropFirst(2) }
    #expect(rows == ["Cell: 1", "Cell: 3", "Cell: 4", "Cell: 2", "Cell: 5"])
    #expect(content(driver)[3].hasPrefix("▶"))
    #expect(driver.text.contains("m picks up"))
  }

  @Test func test_reorder_movesATaskFromOneListToTheOther() {
    let driver = Driver(demo: "reorder")
    driver.press(.down, times: 21)  // To do: Fix the build
    #expect(driver.text.contains("[ ] To do: Fix the build"))
    driver.send("m")
    driver.press(.down)
    driver.press(.down)
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    #expect(content(driver).contains { $0.hasPrefix("▶") && $0.hasSuffix("Done: Fix the build") })
    driver.press(.down, times: 2)  // Call Ana, the last row
    let rows = content(driver).map { String($0.dropFirst(2)) }.filter { $0.contains(":") }
    let lists = [
      "[ ] To do: Write the docs", "[ ] To do: Review the diff", "[x] Done: Fix the build",
      "[x] Done: Buy milk", "[x] Done: Call Ana",
    ]
    #expect(Array(rows.suffix(5)) == lists)
    // Up into the other list, but put back with Escape.
    driver.send("m")
    driver.press(.up, times: 3)
    #expect(driver.text.contains("[x] Done: Call Ana"))
    driver.send("\u{1B}")
    driver.app.clock.runUntilIdle()
    let after = content(driver).map { String($0.dropFirst(2)) }.filter { $0.contains(":") }
    #expect(Array(after.suffix(5)) == lists)
  }

  @Test func test_reorder_upAndEscapePutsItBack() {
    let driver = Driver(demo: "reorder")
    driver.press(.down, times: 4)  // Cell: 5
    driver.send("m")
    driver.press(.up, times: 3)
    #expect(content(driver)[1].hasSuffix("Cell: 5"))
    driver.send("\u{1B}")
    driver.app.clock.runUntilIdle()
    let rows = content(driver).prefix(5).map { $0.dropFirst(2) }
    #expect(rows == ["Cell: 1", "Cell: 2", "Cell: 3", "Cell: 4", "Cell: 5"])
    #expect(driver.app.screens.count == 2)  // Escape cancelled the move, not the demo
    driver.send("m")
    driver.press(.up, times: 4)
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    let moved = content(driver).prefix(3).map { $0.dropFirst(2) }
    #expect(moved == ["Cell: 5", "Cell: 1", "Cell: 2"])
  }

  @Test func test_prototype_namesFlowAndEnterRemovesTheSelectedOne() {
    let driver = Driver(demo: "prototype")
    // Several names share a line: the layout flows sections side by side.
    #expect(content(driver)[0].contains("Littlefinger"))
    #expect(content(driver)[0].contains("Tommen Baratheon"))
    #expect(driver.text.contains("32 people"))
    driver.press(.down)  // Tommen Baratheon
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    #expect(!driver.text.contains("Tommen"))
    #expect(driver.text.contains("Littlefinger"))
    #expect(driver.text.contains("31 people"))
    // The selection stays in place: on the name that took the removed one's place.
    #expect(driver.app.selectedIndexPath == IndexPath(item: 0, section: 1))
    #expect(driver.text.contains("▶ Roose Bolton"))
    // Removing the last name selects the one before it.
    driver.press(.end)
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    #expect(!driver.text.contains("Ramsay Bolton"))
    #expect(driver.app.selectedIndexPath == IndexPath(item: 0, section: 29))
    #expect(driver.text.contains("▶ The Hound"))
  }

  @Test func test_supplementary_headersStickWhileScrolling() {
    let driver = Driver(demo: "supplementary", size: TerminalSize(columns: 40, rows: 12))
    #expect(content(driver)[0].hasPrefix(" Jesse"))
    // Mona's header sticks over her first comment, scrolled past the top.
    driver.press(.down, times: 15)
    #expect(!driver.app.positionText().hasSuffix("Top"))
    #expect(content(driver)[0].hasPrefix(" Mona "))
    #expect(content(driver)[0].hasSuffix("@mona"))
    #expect(content(driver)[1] == "  Why?")
    // Further down, Kevin's header takes its place.
    driver.press(.down, times: 4)
    #expect(content(driver)[0].hasPrefix(" Kevin "))
    #expect(content(driver)[0].hasSuffix("@kev"))
    #expect(content(driver)[1] == "  Can you add a test?")
  }

  @Test func test_calendar_enterOnADayShowsItsAppointments() {
    let driver = Driver(demo: "calendar")
    driver.press(.down, times: 7)  // the title, then days 1 to 7
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("• Doctor appt"))
    #expect(driver.text.contains("• Pick up groceries"))
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    #expect(!driver.text.contains("Doctor appt"))
  }

  @Test func test_announcing_plusUpdatesEveryListeningSection() {
    let driver = Driver(demo: "announcing")
    #expect(driver.text.contains("Section: 3, value: 0"))
    driver.send("++")
    #expect(driver.text.contains("Section: 0, value: 2"))
    #expect(driver.text.contains("Section: 19, value: 2"))
    #expect(!driver.text.contains("value: 0"))
  }

  @Test func test_nested_rightScrollsTheSelectedRowHorizontally() {
    let driver = Driver(demo: "nested")
    driver.press(.down, times: 2)  // the row of 14
    #expect(content(driver)[3].contains(" 1 "))
    driver.press(.right, times: 3)
    #expect(!content(driver)[3].contains(" 1 "))
    #expect(content(driver)[3].contains("14"))
    #expect(content(driver)[8].contains(" 1 "))  // the other rows stay
  }

  @Test func test_nested_aRowKeepsItsPlaceWhenItsCellIsReusedAndItComesBack() {
    let driver = Driver(demo: "nested")
    driver.press(.down, times: 2)  // the row of 14
    driver.press(.right, times: 3)
    #expect(!content(driver)[3].contains(" 1 "))
    #expect(content(driver)[3].contains("14"))
    // To the end of the list: the rows scrolled away give their cells to the rows that come.
    driver.press(.down, times: 30)
    #expect(driver.text.contains("23/23"))
    #expect(!driver.text.contains("Ridiculus"))
    // Back to the top: the row of 14 is where it was left.
    driver.press(.up, times: 30)
    #expect(driver.text.contains("1/23"))
    #expect(!content(driver)[3].contains(" 1 "))
    #expect(content(driver)[3].contains("14"))
    #expect(content(driver)[8].contains(" 1 "))  // the row of 6 did not move
  }

  @Test func test_compositional_leftAndRightMoveAlongTheRowOfCards_whichScrolls() {
    let driver = Driver(demo: "compositional")
    // The list's three rows and the grid's five tiles, then the first card.
    driver.press(.down, times: 8)
    #expect(driver.text.contains("9/30"))
    let cards = content(driver).firstIndex { $0.contains("Card 1 of 8") } ?? 0
    #expect(cards > 0)
    #expect(!content(driver)[cards].contains("Card 5 of 8"))
    driver.press(.right, times: 4)
    #expect(driver.text.contains("13/30"))
    // The row scrolled to show card 5, stopping with card 3 at its start.
    #expect(content(driver)[cards].contains("Card 5 of 8"))
    #expect(!content(driver)[cards].contains("Card 1 of 8"))
    #expect(content(driver)[cards].hasPrefix("      Card 3 of 8"))
    driver.press(.left, times: 4)
    #expect(driver.text.contains("9/30"))
    #expect(content(driver)[cards].contains("Card 1 of 8"))
  }

  /// The compositional demo's numbered tiles and cards read in a light and a dark theme alike:
  /// white numbers on the blue tiles, white text on the indigo and pink cards.
  @Test func test_compositional_tilesTextContrastsWithTheirColour() throws {
    let driver = Driver(demo: "compositional")
    let frame = try #require(driver.backend.lastFrame)
    /// The style of the cell `offset` columns into the first place that shows `text`.
    func style(of text: String, at offset: Int = 0) -> TextStyle? {
      for row in 0..<frame.size.rows {
        let line = (0..<frame.size.columns).map { frame[$0, row].grapheme }.joined()
        if let range = line.range(of: text) {
          let column = line.distance(from: line.startIndex, to: range.lowerBound) + offset
          return frame[column, row].style
        }
      }
      return nil
    }
    // The first tile's number, between blanks of its colour.
    let tile = try #require(style(of: " 1 ", at: 1))
    #expect(tile.background == Color.systemBlue.drawingColor)
    #expect(tile.foreground == Color.white.drawingColor)
    let card = try #require(style(of: "Card 1 of 8"))
    #expect(card.background == Color.systemIndigo.drawingColor)
    #expect(card.foreground == Color.white.drawingColor)
  }

  @Test func test_display_logsWhatAppearsWhileScrolling() {
    let driver = Driver(demo: "display")
    #expect(!driver.text.contains("section 5"))
    driver.press(.end)
    #expect(driver.text.contains("Will display cell 3 in section 5"))
    #expect(driver.text.contains("45 display events"))
    // Back at the top: sections 3 to 5 end displaying, 0 to 2 display again.
    driver.press(.home)
    #expect(driver.text.contains("75 display events"))
  }
}
