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
