import Foundation
import ListKitExamples
import ListKitTerminal
import ListUI
import Testing

/// The Tab Bar demo: tabs switched by the keys and a click, a note opened and edited in the
/// Notes tab's navigation controller, the unread badge, the scratch pad's text view, and the
/// appearance callbacks the History tab lists.
@MainActor @Suite struct TabsDemoTests {
  func lines(_ driver: Driver) -> [String] {
    driver.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theNotesTabOpensANote_andItsBadgeCountsTheUnreadOnes() {
    let driver = Driver(demo: "tabs")
    #expect(lines(driver)[0].hasPrefix(" ListKit Examples › Notes"))
    #expect(lines(driver)[1] == "▶ ● Groceries — Eggs")
    #expect(lines(driver)[22].contains("Notes (3)"))
    #expect(lines(driver)[22].contains("Scratch Pad"))
    #expect(lines(driver)[22].contains("History"))
    driver.press(.enter)
    #expect(lines(driver)[0].hasPrefix(" ListKit Examples › Groceries"))
    #expect(lines(driver)[22].contains("Notes (2)"))
    // Tab gives the note's text view the keys, the caret at the end.
    driver.press(.tab)
    driver.app.type(", milk")
    driver.press(.escape)
    #expect(lines(driver)[4] == "Olive oil, milk")
    #expect(lines(driver)[23].hasPrefix(" 4 lines, 33 characters"))
    driver.press(.escape)
    #expect(lines(driver)[0].hasPrefix(" ListKit Examples › Notes"))
    #expect(lines(driver)[1] == "▶   Groceries — Eggs")
  }

  @Test func theKeysSwitchTabs_andTheHistoryListsTheCallbacksInUIKitsOrder() {
    let driver = Driver(demo: "tabs")
    driver.press(.character("2"))
    #expect(lines(driver)[0].hasPrefix(" ListKit Examples › Scratch Pad"))
    driver.press(.tab)
    driver.app.type(" Hi")
    driver.press(.escape)
    #expect(lines(driver)[3].hasPrefix("  Type here. Hi"))
    #expect(lines(driver)[23].hasPrefix(" 3 words"))
    driver.press(.character("]"))
    #expect(lines(driver)[0].hasPrefix(" ListKit Examples › History"))
    let history = lines(driver)[1...10].map { $0.dropFirst(2) }
    #expect(
      Array(history) == [
        "1. Notes viewWillAppear", "2. Notes viewDidAppear", "3. Notes viewWillDisappear",
        "4. Scratch Pad viewWillAppear", "5. Notes viewDidDisappear",
        "6. Scratch Pad viewDidAppear", "7. tab Scratch Pad selected",
        "8. Scratch Pad viewWillDisappear", "9. Scratch Pad viewDidDisappear",
        "10. tab History selected",
      ])
    // Back to the first tab, going round.
    driver.press(.character("]"))
    #expect(lines(driver)[0].hasPrefix(" ListKit Examples › Notes"))
    driver.press(.character("["))
    #expect(lines(driver)[0].hasPrefix(" ListKit Examples › History"))
  }

  @Test func aClickOnATabSelectsIt() {
    let driver = Driver(demo: "tabs")
    let line = lines(driver)[22]
    let column = line.distance(
      from: line.startIndex, to: line.range(of: "History")?.lowerBound ?? line.startIndex)
    driver.send("\u{1B}[<0;\(column + 1);23M\u{1B}[<0;\(column + 1);23m")
    #expect(lines(driver)[0].hasPrefix(" ListKit Examples › History"))
  }
}
