import Foundation
import ListKitExamples
import ListKitTerminal
import ListUI
import Testing

/// The catalog's navigation, bar button items and alerts, as IGListKit's example app has them.
@MainActor @Suite struct NavigationDemoTests {
  @Test func test_catalog_pushesTheDemoOntoTheNavigationController() {
    let driver = Driver()
    #expect(driver.app.navigationController.viewControllers.count == 1)
    driver.press(.enter)
    let stack = driver.app.navigationController.viewControllers
    #expect(stack.count == 2)
    #expect(driver.app.topScreen === stack.last)
    #expect(stack.last?.navigationController === driver.app.navigationController)
    #expect(driver.text.hasPrefix(" ListKit Examples › Modeling and Binding"))
  }

  @Test func test_single_selectingARow_presentsAnAlert_andEnterDismissesIt() {
    let driver = Driver(demo: "single")
    driver.press(.down)
    driver.press(.enter)
    #expect(driver.text.contains("Section 2 was selected 🎉"))
    #expect(driver.text.contains("Cell Object: 1"))
    #expect(driver.text.contains("Dismiss"))
    #expect(driver.text.contains("Selected cell 1"))
    // The alert takes the keys: the list under it stays where it is.
    driver.press(.down)
    #expect(driver.app.selectedIndexPath == IndexPath(item: 0, section: 1))
    driver.press(.enter)
    #expect(!driver.text.contains("was selected"))
    driver.press(.down)
    #expect(driver.app.selectedIndexPath == IndexPath(item: 0, section: 2))
  }

  @Test func test_empty_theAddBarButtonItem_addsARow() {
    let driver = Driver(demo: "empty")
    #expect(driver.text.hasPrefix(" ListKit Examples › Empty View"))
    #expect(driver.text.split(separator: "\n").first?.contains("F2 Add") == true)
    #expect(driver.text.contains("3 items"))
    driver.send("\u{1B}OQ")  // F2
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("4 items"))
    #expect(driver.text.contains("Row 4"))
  }

  @Test func test_announcing_theAddBarButtonItem_increments() {
    let driver = Driver(demo: "announcing")
    driver.press(.function(2))
    #expect(driver.text.contains("Value 1"))
    #expect(driver.text.contains("Section: 0, value: 1"))
  }

  @Test func test_largeList_scrollsToItsEnd_andShufflesTheRowsOnScreen() {
    let driver = Driver(demo: "large-list")
    #expect(driver.text.contains("100000 items"))
    driver.press(.end)
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("Row 100000"))
    driver.press(.home)
    driver.app.clock.runUntilIdle()
    let rows = driver.text.split(separator: "\n").dropFirst().prefix(16)
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ▶")) }
    #expect(rows.first == "Row 1")
    driver.press(.function(2))
    driver.app.clock.runUntilIdle()
    let shuffled = driver.text.split(separator: "\n").dropFirst().prefix(18)
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ▶")) }
    // Row 16 moved to the top, rows 3 and 4 went, two new rows came after row 9.
    #expect(
      Array(shuffled.prefix(10)) == [
        "Row 16", "Row 1", "Row 2", "Row 5", "Row 6", "Row 7", "Row 8", "Row 9", "New row 1",
        "New row 2",
      ])
    #expect(driver.text.contains("100000 items"))
  }

  @Test func test_largeList_slashFiltersTheRowsByTheirText_andEscapeShowsThemAll() throws {
    let driver = Driver(demo: "large-list")
    driver.press(.character("/"))
    for character in "9999" { driver.press(.character(character)) }
    driver.app.clock.runUntilIdle()
    driver.press(.enter)
    driver.app.clock.runUntilIdle()
    let rows = driver.text.split(separator: "\n").dropFirst().prefix(20)
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ▶")) }
      .filter { !$0.isEmpty }
    // The rows whose numbers contain 9999, in order: 9999, 19999, ..., 99990 to 99999.
    #expect(
      Array(rows.prefix(11)) == [
        "Row 9999", "Row 19999", "Row 29999", "Row 39999", "Row 49999", "Row 59999",
        "Row 69999", "Row 79999", "Row 89999", "Row 99990", "Row 99991",
      ])
    #expect(driver.text.contains("19 of 100000 rows match /9999"))
    // The shuffle waits for the filter to be cleared.
    driver.press(.function(2))
    #expect(driver.text.contains("Clear the filter (Esc) to shuffle"))
    driver.press(.escape)
    driver.app.flushInput()
    driver.settle()
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("100000 items"))
    // A query of more than digits is matched on the rows' texts, ignoring case.
    let screen = try #require(
      driver.app.navigationController.topViewController as? AppViewController)
    screen.setFilterQuery("ROW 10000")
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("2 of 100000 rows match /ROW 10000"))
  }

  @Test func test_largeList_aFilterKeyKeepsTheRowsOnScreenUntilTheFilteredRowsCome() throws {
    let driver = Driver(demo: "large-list")
    driver.press(.pageDown, times: 3)
    driver.press(.character("/"))
    let before = driver.backend.frames.count
    // As a live app's run loop does, the clock does not wait for the update's background work:
    // frames are drawn while it runs.
    driver.app.clock.waitsForBackgroundWork = false
    driver.press(.character("9"))
    driver.app.clock.waitsForBackgroundWork = true
    driver.app.clock.runUntilIdle()
    driver.settle()
    // Until the update shows the filtered rows, a frame shows the rows that were on screen: the
    // selection goes to the first match when it comes, not to the first row of the old list.
    let tops = driver.backend.frameTexts.dropFirst(before).map {
      $0.split(separator: "\n").dropFirst().first.map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " ▶"))
      } ?? ""
    }
    let firstTop = try #require(tops.first)
    #expect(firstTop != "Row 1")
    #expect(tops.allSatisfy { $0 == firstTop || $0 == "Row 9" })
    #expect(tops.last == "Row 9")
    #expect(driver.app.selectedIndexPath == IndexPath(item: 0, section: 0))
  }

  @Test func test_diff_thePlayBarButtonItem_diffsToTheOtherArray() {
    let driver = Driver(demo: "diff")
    #expect(driver.text.contains("Showing the old array"))
    driver.press(.function(2))
    driver.app.clock.runUntilIdle()
    #expect(driver.text.contains("Showing the new array"))
  }
}
