/// The Large List's `/` filter: which rows' texts contain a query, ignoring case.
///
/// A row's text is "Row" and its number, or "New row" and its number for the rows the shuffle
/// adds. A query of digits alone, what the filter is typed for, is matched on the numbers
/// themselves, with no text made: one keystroke over 100,000 rows stays well under a frame.
struct LargeListFilter {
  /// The query, lowercased.
  let query: String
  /// The query's value when it is digits alone, its count of digits, and the place value of
  /// its first digit (10 to the count less one), worked out once rather than for each row.
  private let digits: (value: Int, count: Int, lowest: Int)?

  /// A filter keeping the rows whose text contains `query`, ignoring case.
  init(query: String) {
    self.query = query.lowercased()
    let isDigits =
      !query.isEmpty && query.count <= 18 && query.allSatisfy(\.isASCII)
      && query.allSatisfy(\.isNumber)
    let count = query.count
    var lowest = 1
    for _ in 1..<max(1, count) { lowest *= 10 }
    digits = isDigits ? Int(query).map { ($0, count, lowest) } : nil
  }

  /// The text shown for the row of `number`.
  static func text(ofRow number: Int) -> String {
    let count = LargeListViewController.count
    return number < count ? "Row \(number + 1)" : "New row \(number - count + 1)"
  }

  /// The number a row shows: one more than its number, or the count of new rows before it.
  private static func shownNumber(ofRow number: Int) -> Int {
    let count = LargeListViewController.count
    return number < count ? number + 1 : number - count + 1
  }

  /// The rows of `rows` the filter keeps, in their order; all of them for an empty query.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  func keep(_ rows: [Int]) -> [Int] {
    guard !query.isEmpty else { return rows }
    if let digits {
      return rows.filter { Self.contains(Self.shownNumber(ofRow: $0), digits: digits) }
    }
    return rows.filter { Self.text(ofRow: $0).lowercased().contains(query) }
  }

  /// The rows of `rows` the filter keeps, in their order, found among `shown` when those are the
  /// rows `shownQuery` kept and this query contains it: a row whose text contains this query
  /// contains that one too, so that each key typed after the first looks at the rows the key
  /// before kept, not at all of them.
  ///
  /// - Complexity: O(*s*) for the *s* shown rows when they are narrowed, else O(*n*) for the *n*
  ///   rows.
  func keep(_ rows: [Int], narrowing shown: [Int], keptBy shownQuery: String) -> [Int] {
    let shownQuery = shownQuery.lowercased()
    let narrows = !shownQuery.isEmpty && query.contains(shownQuery)
    return keep(narrows ? shown : rows)
  }

  /// Whether the decimal digits of `number` contain `digits`' `count` digits of `value` in a
  /// row, leading zeros included: 105 contains "05", 5 does not.
  ///
  /// The digits are read from the last, each into a window of the last `count` read, so that
  /// every division is by 10: a division by a power of ten only known at run time costs several
  /// times as much, and 100,000 rows were a few milliseconds of each keystroke.
  private static func contains(
    _ number: Int, digits: (value: Int, count: Int, lowest: Int)
  ) -> Bool {
    var rest = number
    var window = 0
    var read = 0
    while rest > 0 {
      window = window / 10 + rest % 10 * digits.lowest
      rest /= 10
      read += 1
      if read >= digits.count && window == digits.value { return true }
    }
    return false
  }
}
