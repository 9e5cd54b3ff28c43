import ListKitTestSupport
import Testing

@testable import ListKitExamples

/// The Large List's filter: a query of digits, matched on the rows' numbers without making their
/// texts, keeps the rows whose texts contain it.
@Suite struct LargeListFilterTests {
  /// The rows whose texts contain `query`, made and searched as text.
  func rowsByText(_ rows: [Int], containing query: String) -> [Int] {
    rows.filter { LargeListFilter.text(ofRow: $0).contains(query) }
  }

  @Test func aQueryOfDigitsKeepsTheRowsWhoseTextsContainIt_leadingZerosIncluded() {
    let rows = [0, 4, 8, 104, 999, 1004, 99_999, 100_000, 100_004]
    // "Row 105" and "Row 1005" contain "05"; "Row 5" and "New row 5" do not.
    #expect(LargeListFilter(query: "05").keep(rows) == [104, 1004])
    #expect(LargeListFilter(query: "5").keep(rows) == [4, 104, 1004, 100_004])
    #expect(LargeListFilter(query: "0").keep(rows) == [104, 999, 1004, 99_999])
    #expect(LargeListFilter(query: "100000").keep(rows) == [99_999])
    #expect(LargeListFilter(query: "").keep(rows) == rows)
  }

  /// A query that adds to the one before looks only at the rows that one kept; any other looks
  /// at all the rows.
  @Test func aQueryThatAddsToTheOneBeforeNarrowsTheRowsItKept() {
    let rows = Array(0..<300)
    // The rows shown for "1" but "Row 11": the narrowed result is found among these alone.
    let shown = LargeListFilter(query: "1").keep(rows).filter { $0 != 10 }
    #expect(
      LargeListFilter(query: "11").keep(rows, narrowing: shown, keptBy: "1")
        == [109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 210])
    // "2" does not contain "1": every row is looked at.
    #expect(
      LargeListFilter(query: "2").keep(rows, narrowing: shown, keptBy: "1")
        == LargeListFilter(query: "2").keep(rows))
    // Nothing was typed before: every row.
    #expect(
      LargeListFilter(query: "11").keep(rows, narrowing: [], keptBy: "")
        == LargeListFilter(query: "11").keep(rows))
  }

  /// Queries typed and erased a key at a time, at random: each narrowed result is what the whole
  /// list filtered by the query keeps.
  @Test func typingAndErasingKeepsWhatTheWholeListFilteredKeeps_seeded() {
    let count = LargeListViewController.count
    let failures = failuresForSeeds(1...100) { _, random in
      let rows = (0..<400).map { _ in Int.random(in: 0..<(count + 2_000), using: &random) }
      var query = ""
      var shown = rows
      var shownQuery = ""
      for _ in 0..<12 {
        if query.isEmpty || Bool.random(using: &random) {
          query.append(Character(String(Int.random(in: 0...9, using: &random))))
        } else {
          query.removeLast()
        }
        shown = LargeListFilter(query: query).keep(rows, narrowing: shown, keptBy: shownQuery)
        shownQuery = query
        let expected = LargeListFilter(query: query).keep(rows)
        if shown != expected { return "/\(query) kept \(shown), the whole list \(expected)" }
      }
      return nil
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// Random queries of one to seven digits, leading zeros among them, over random rows old and
  /// new: the digits' match keeps what a search of the texts keeps.
  @Test func aQueryOfDigitsKeepsWhatASearchOfTheTextsKeeps_seeded() {
    let count = LargeListViewController.count
    let failures = failuresForSeeds(1...300) { _, random in
      let rows = (0..<200).map { _ in Int.random(in: 0..<(count + 2_000), using: &random) }
      let length = Int.random(in: 1...7, using: &random)
      let query = String(
        (0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
      let kept = LargeListFilter(query: query).keep(rows)
      let expected = rowsByText(rows, containing: query)
      return kept == expected ? nil : "/\(query) kept \(kept), the texts \(expected)"
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }
}
