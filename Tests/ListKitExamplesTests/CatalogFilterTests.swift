import Foundation
import ListKitExamples
import ListKitTerminal
import ListUI
import Testing

/// The catalog's `/` filter: a fuzzy match of the demos' titles, ranked and highlighted.
@MainActor @Suite struct CatalogFilterTests {
  /// The lines of the list, between the title bar and the status line.
  func content(_ driver: Driver) -> [String] {
    Array(
      driver.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .dropFirst().dropLast())
  }

  func statusLine(_ driver: Driver) -> String {
    driver.text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init)
      ?? ""
  }

  @Test func test_slash_filtersTheDemos_bestFirst_withTheMatchesHighlighted() throws {
    let driver = Driver(size: TerminalSize(columns: 60, rows: 10))
    #expect(statusLine(driver).hasSuffix("/ filter • ↑ ↓ j k move • ? more  1/25 Top"))
    driver.press(.character("/"))
    #expect(statusLine(driver).hasPrefix(" /"))
    #expect(statusLine(driver).hasSuffix("Enter keep the filter • ? more  1/25 Top"))
    for character in "col" { driver.press(.character(character)) }
    driver.app.clock.runUntilIdle()
    #expect(statusLine(driver).hasPrefix(" /col "))
    let rows = content(driver).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    // "Col" at the start of a word beats letters spread over the title.
    #expect(
      rows.map { String($0.prefix(24)).trimmingCharacters(in: .whitespaces) } == [
        "▶ Expand and Collapse", "Single Section Control", "UIKit Controls",
        "Search Autocomplete", "Compositional Layout",
      ])
    // The matched letters are bold, yellow and underlined: the "Col" of "Collapse".
    let frame = try #require(driver.backend.lastFrame)
    let collapse = 2 + "Expand and ".count
    #expect(frame[collapse, 1].style.isUnderlined)
    #expect(frame[collapse + 2, 1].style.isUnderlined)
    #expect(!frame[collapse + 3, 1].style.isUnderlined)
    #expect(!frame[2, 1].style.isUnderlined)
    // Enter keeps the filter and closes the line; the status says what is kept.
    driver.press(.enter)
    #expect(statusLine(driver).hasPrefix(" 5 of 25 demos match /col "))
    driver.press(.down)
    #expect(driver.app.selectedIndexPath == IndexPath(item: 0, section: 1))
    // Escape clears the filter before it would quit.
    driver.press(.escape)
    driver.app.flushInput()
    driver.settle()
    driver.app.clock.runUntilIdle()
    #expect(!driver.app.hasQuit)
    #expect(statusLine(driver).hasPrefix(" 25 demos "))
    #expect(content(driver).first?.hasPrefix("▶ Modeling and Binding") == true)
  }

  @Test func test_escapeWhileTyping_clearsTheFilter_andAQueryWithoutMatchesEmptiesTheList() {
    let driver = Driver(size: TerminalSize(columns: 60, rows: 10))
    driver.press(.character("/"))
    for character in "zzz" { driver.press(.character(character)) }
    driver.app.clock.runUntilIdle()
    #expect(statusLine(driver).hasSuffix("0/0"))
    driver.press(.backspace, times: 3)
    driver.app.clock.runUntilIdle()
    #expect(statusLine(driver).hasPrefix(" / "))
    #expect(statusLine(driver).hasSuffix("1/25 Top"))
    driver.press(.character("q"))  // typed, not quitting
    #expect(!driver.app.hasQuit)
    driver.press(.escape)
    driver.app.flushInput()
    driver.settle()
    driver.app.clock.runUntilIdle()
    #expect(statusLine(driver).hasPrefix(" 25 demos "))
  }

  @Test func test_pastedText_isTypedIntoTheFilterLine_andTheKeysSayHowToLeaveIt() {
    let driver = Driver(size: TerminalSize(columns: 60, rows: 10))
    driver.app.handle(.paste("feed"))
    driver.settle()
    #expect(statusLine(driver).hasPrefix(" 25 demos "))  // no filter line: not taken
    driver.press(.character("/"))
    #expect(driver.app.keyHints.contains(KeyHint("Esc", "clear the filter")))
    #expect(!driver.app.keyHints.contains(KeyHint("Esc q", "quit")))
    driver.app.handle(.paste("feed\n"))
    driver.app.clock.runUntilIdle()
    #expect(statusLine(driver).hasPrefix(" /feed "))
    #expect(content(driver).first?.hasPrefix("▶ Feed View") == true)
    driver.press(.enter)
    #expect(driver.app.keyHints.contains(KeyHint("/", "filter")))
    #expect(driver.app.keyHints.contains(KeyHint("Esc", "clear the filter")))
  }

  @Test func test_fuzzyMatch_ranksWordStartsAndRunsFirst() {
    #expect(FuzzyMatch(query: "xyz", in: "Calendar") == nil)
    let empty = FuzzyMatch(query: "", in: "Calendar")
    #expect(empty?.matchedOffsets == [] && empty?.score == 0)
    // The best of the ways to match: the run at "Layout", not the "l" of "Calendar".
    #expect(FuzzyMatch(query: "lay", in: "Calendar Layout")?.matchedOffsets == [9, 10, 11])
    #expect(FuzzyMatch(query: "CL", in: "Compositional Layout")?.matchedOffsets == [0, 14])
    let ranked = FuzzyMatch.rank(["Recall", "Cell", "Clip", "Mice"], by: "cl") { $0 }
    #expect(ranked.map(\.item) == ["Clip", "Cell", "Recall"])
    #expect(ranked.map(\.match.score) == [10, 4, 1])
  }
}

extension CatalogFilterTests {
  /// With a filter kept, Escape clears it before it goes back, and q goes back at once: the
  /// key hints say so, and name no key for two things.
  @Test func test_aKeptFilter_theHintsSayEscClearsItAndQQuits() throws {
    let driver = Driver(size: TerminalSize(columns: 60, rows: 10))
    driver.press(.character("/"))
    for character in "col" { driver.press(.character(character)) }
    driver.press(.enter)
    let hints = driver.app.keyHints
    #expect(hints.contains(KeyHint("Esc", "clear the filter")))
    #expect(hints.contains(KeyHint("q", "quit")))
    #expect(!hints.contains { $0.keys == "Esc q" })
    driver.press(.escape)
    #expect(!driver.app.hasQuit)
    #expect(driver.app.keyHints.contains(KeyHint("Esc q", "quit")))
    driver.press(.character("/"))
    driver.press(.character("c"))
    driver.press(.enter)
    driver.press(.character("q"))
    #expect(driver.app.hasQuit)
  }
}
