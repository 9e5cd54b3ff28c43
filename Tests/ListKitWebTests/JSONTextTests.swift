import Foundation
import ListKitTestSupport
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

  @Test func negativeAndZeroNumbersAreWrittenAsIntegers() {
    #expect(JSON.number(-42).text == "-42")
    #expect(JSON.number(-0.0).text == "0")
    #expect(JSON.number(-0.0004).text == "0")
    #expect(JSON.number(0.9996).text == "1")
    #expect(JSON.number(-2.25).text == "-2.25")
    #expect(JSON.number(999_999_999_999_999).text == "999999999999999")
  }

  @Test func stringsEscapeWhatThePageMustNotReadAsItIs() {
    let text = JSON.string("a\"b\\c\nd\re\tf<g\u{1}h\u{2028}i\u{2029}j…k·\u{1F600}").text
    #expect(text == #""a\"b\\c\nd\re\tf\u003cg\u0001h\u2028i\u2029j…k·😀""#)
  }

  /// Strings of scalars that need escaping, that share a first byte with those that do, and of
  /// every UTF-8 length, read back as themselves.
  @Test func stringsReadBackAsThemselves() {
    let scalars: [Unicode.Scalar] = [
      "a", "\"", "\\", "\n", "\u{0}", "\u{1F}", "<", "é", "\u{301}", "\u{2026}", "\u{2027}",
      "\u{2028}", "\u{2029}", "\u{202A}", "\u{20AC}", "\u{E000}", "\u{1F600}",
    ]
    for seed in UInt64(0)..<300 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      var value = ""
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        value.unicodeScalars.append(scalars.randomElement(using: &random) ?? "a")
      }
      let text = JSON.string(value).text
      #expect(
        JSON.parse(text)?.string?.unicodeScalars.elementsEqual(value.unicodeScalars) == true,
        "seed \(seed): \(text)")
      #expect(!text.contains("<") && !text.unicodeScalars.contains("\u{2028}"), "seed \(seed)")
    }
  }

  /// Two values are equal exactly when they are written as the same bytes: numbers that round
  /// alike, strings of the same scalars (not merely canonically equivalent ones).
  @Test func valuesAreEqualExactlyWhenTheirTextIs() {
    let numbers: [Double] = [
      0, -0.0, 1, 1.0004, 1.0006, 0.9996, 2.5, 2.5004, 1e15, 1e15 + 0.5, .infinity, .nan, -3, 1e308,
    ]
    let strings = ["", "a", "é", "e\u{301}", "<", "\u{2028}", "…", "\"", "ab"]
    func value(_ random: inout RepeatableRandomNumberGenerator, depth: Int) -> JSON {
      switch Int.random(in: 0..<(depth > 1 ? 4 : 6), using: &random) {
      case 0: return .null
      case 1: return .bool(Bool.random(using: &random))
      case 2: return .number(numbers.randomElement(using: &random) ?? 0)
      case 3: return .string(strings.randomElement(using: &random) ?? "")
      case 4:
        return .array(
          (0..<Int.random(in: 0...2, using: &random)).map { _ in
            value(&random, depth: depth + 1)
          })
      default:
        return .object(
          (0..<Int.random(in: 0...2, using: &random)).map { _ in
            (strings.randomElement(using: &random) ?? "", value(&random, depth: depth + 1))
          })
      }
    }
    var equalPairs = 0
    for seed in UInt64(0)..<2000 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let left = value(&random, depth: 0)
      let right = value(&random, depth: 0)
      let sameText = Array(left.text.utf8) == Array(right.text.utf8)
      #expect((left == right) == sameText, "seed \(seed): \(left.text) and \(right.text)")
      if sameText { equalPairs += 1 }
    }
    // The pools are small enough that many pairs are equal: both answers are tested.
    #expect(equalPairs > 50)
  }
}
