import Foundation
import Testing

/// `Tests/IGListKitTestSuite.md`, the place that lists IGListKit's test cases and where ListKit
/// runs each, says what the test sources hold.
@Suite struct IGListKitTestSuiteTests {
  /// One row of the page: a case and the test file that runs it, or the reason it is not
  /// ported.
  struct Row {
    let name: String
    let file: String?
    let reason: String?
  }

  static func rows() throws -> [Row] {
    try PackageRoot.text(of: "Tests/IGListKitTestSuite.md").split(separator: "\n").compactMap {
      line in
      guard line.hasPrefix("| `") else { return nil }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2 else { return nil }
      let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      if cells[1].hasPrefix("not ported: ") {
        return Row(name: name, file: nil, reason: String(cells[1].dropFirst("not ported: ".count)))
      }
      return Row(
        name: name, file: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
        reason: nil)
    }
  }

  /// Whether `source` declares a test function named `name`, its `func` keyword possibly on the
  /// line before.
  static func declares(_ name: String, in source: String) -> Bool {
    source.range(of: "func\\s+\(name)\\s*\\(", options: .regularExpression) != nil
  }

  @Test func everyPortedCaseIsATestFunctionInItsFile() throws {
    let rows = try Self.rows()
    #expect(rows.count == 563)
    for row in rows {
      guard let file = row.file else { continue }
      let source = try PackageRoot.text(of: "Tests/" + file)
      #expect(Self.declares(row.name, in: source), "\(row.name) is not a test in \(file)")
    }
  }

  @Test func everyCaseNotPortedHasAReasonAndIsNoTest() throws {
    let sources = try FileManager.default.subpathsOfDirectory(
      atPath: PackageRoot.url.appendingPathComponent("Tests").path
    ).filter { $0.hasSuffix(".swift") }.map { try PackageRoot.text(of: "Tests/" + $0) }
    let notPorted = try Self.rows().filter { $0.file == nil }
    #expect(!notPorted.isEmpty)
    for row in notPorted {
      #expect(row.reason?.isEmpty == false)
      #expect(
        !sources.contains { Self.declares(row.name, in: $0) },
        "\(row.name) is a test now: name its file in IGListKitTestSuite.md")
    }
  }
}
