import Foundation
import Testing

@testable import ListKitWeb

/// The JSON the session writes: numbers as the page reads them, every value read back as itself.
@Suite struct JSONTextTests {
  /// Found by fuzzing: a number too large to round to thousandths trapped while it was written.
  @Test func aHugeNumberIsWrittenAsItIs() {
    #expect(JSON.number(1e308).text == "1e+308")
    #expect(JSON.number(-1.5e300).text == "-1.5e+300")
    #expect(JSON.parse(JSON.number(1e308).text) == .number(1e308))
  }

  @Test func numbersAreWholeOrInThousandths() {
    #expect(JSON.number(3).text == "3")
    #expect(JSON.number(2.5).text == "2.5")
    #expect(JSON.number(1.0 / 3).text == "0.333")
    #expect(JSON.number(1e15 + 0.5).text == "1000000000000000.5")
    #expect(JSON.number(.infinity).text == "0")
  }
}
