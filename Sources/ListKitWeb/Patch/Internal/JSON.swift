import Foundation

/// A JSON value with the keys of its objects in order, so that what the session sends reads the
/// same every time: the messages are compared as text in tests.
enum JSON: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// Whether the two values are written as the same text: numbers are equal when they are
  /// written alike (to the thousandth), strings when they have the same scalars.
  static func == (lhs: JSON, rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): written(left) == written(right)
    case (.string(let left), .string(let right)): left.utf8.elementsEqual(right.utf8)
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.0.utf8.elementsEqual($1.0.utf8) && $0.1 == $1.1 }
    default: false
    }
  }

  /// A number of cells.
  static func cells(_ value: CGFloat) -> JSON { .number(Double(value)) }

  /// The value as compact JSON text.
  ///
  /// - Complexity: O(*n*) in the length of the text, written as UTF-8 bytes into one buffer.
  var text: String {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let value): Self.writeNumber(value, to: &output)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// The number as it is written: 0 for a value that is not finite, a whole number as an integer,
  /// any other rounded to thousandths, unless it is too large for that.
  private static func written(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    if value == value.rounded(), abs(value) < 1e15 { return value }
    let rounded = (value * 1000).rounded() / 1000
    // Too large to round to thousandths, or to be whole in an Int64: as it is.
    guard rounded.isFinite, abs(rounded) < 1e15 else { return value }
    return rounded
  }

  private static func writeNumber(_ value: Double, to output: inout [UInt8]) {
    let number = written(value)
    guard number == number.rounded(), abs(number) < 1e15 else {
      output.append(contentsOf: String(number).utf8)
      return
    }
    var whole = Int64(number)
    if whole < 0 {
      output.append(UInt8(ascii: "-"))
      whole = -whole
    }
    // The digits, least significant first, then reversed in place.
    let start = output.count
    repeat {
      output.append(UInt8(ascii: "0") + UInt8(whole % 10))
      whole /= 10
    } while whole > 0
    output[start...].reverse()
  }

  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var bytes = value.utf8.makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
      // Kept out of the text so that the page never reads it as the end of a script.
      case UInt8(ascii: "<"): output.append(contentsOf: #"\u003c"#.utf8)
      case ..<0x20: writeEscape(UInt32(byte), to: &output)
      case 0xE2:
        // A string is valid UTF-8: E2 starts a three-byte scalar. U+2028 and U+2029, the line
        // and paragraph separators, are E2 80 A8 and E2 80 A9.
        let second = bytes.next() ?? 0
        let third = bytes.next() ?? 0
        if second == 0x80 && (third == 0xA8 || third == 0xA9) {
          writeEscape(0x2028 + UInt32(third - 0xA8), to: &output)
        } else {
          output.append(byte)
          output.append(second)
          output.append(third)
        }
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Writes `\u` and the code point's four lowercase hexadecimal digits.
  private static func writeEscape(_ codePoint: UInt32, to output: inout [UInt8]) {
    output.append(contentsOf: #"\u"#.utf8)
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8((codePoint >> UInt32(shift)) & 0xF)
      output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
  }

  // MARK: Reading

  /// The member `key` of an object, or `nil`.
  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The string, if the value is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, if the value is an array.
  var array: [JSON]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The number, if the value is one.
  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The Boolean, if the value is one.
  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// Parses `text`, or returns `nil` when it is not one JSON value, or nests deeper than
  /// `maximumDepth`.
  static func parse(_ text: String, maximumDepth: Int = 16) -> JSON? {
    var parser = JSONParser(text: Array(text.utf8), maximumDepth: maximumDepth)
    guard let value = parser.parseValue(depth: 0) else { return nil }
    parser.skipWhitespace()
    return parser.isAtEnd ? value : nil
  }
}

/// A strict JSON parser over UTF-8 bytes.
private struct JSONParser {
  let text: [UInt8]
  let maximumDepth: Int
  var index = 0

  init(text: [UInt8], maximumDepth: Int) {
    self.text = text
    self.maximumDepth = maximumDepth
  }

  var isAtEnd: Bool { index >= text.count }

  mutating func skipWhitespace() {
    while index < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index += 1 }
  }

  mutating func parseValue(depth: Int) -> JSON? {
    guard depth <= maximumDepth else { return nil }
    skipWhitespace()
    guard index < text.count else { return nil }
    switch text[index] {
    case UInt8(ascii: "{"): return parseObject(depth: depth)
    case UInt8(ascii: "["): return parseArray(depth: depth)
    case UInt8(ascii: "\""): return parseString().map(JSON.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return parseNumber()
    }
  }

  private mutating func literal(_ word: String, _ value: JSON) -> JSON? {
    let bytes = Array(word.utf8)
    guard text.count - index >= bytes.count, Array(text[index..<index + bytes.count]) == bytes
    else { return nil }
    index += bytes.count
    return value
  }

  private mutating func parseObject(depth: Int) -> JSON? {
    index += 1
    var members: [(String, JSON)] = []
    skipWhitespace()
    if index < text.count, text[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < text.count, text[index] == UInt8(ascii: "\""), let key = parseString()
      else { return nil }
      skipWhitespace()
      guard index < text.count, text[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let value = parseValue(depth: depth + 1) else { return nil }
      members.append((key, value))
      skipWhitespace()
      guard index < text.count else { return nil }
      if text[index] == UInt8(ascii: ",") {
        index += 1
      } else if text[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        return nil
      }
    }
  }

  private mutating func parseArray(depth: Int) -> JSON? {
    index += 1
    var values: [JSON] = []
    skipWhitespace()
    if index < text.count, text[index] == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      guard let value = parseValue(depth: depth + 1) else { return nil }
      values.append(value)
      skipWhitespace()
      guard index < text.count else { return nil }
      if text[index] == UInt8(ascii: ",") {
        index += 1
      } else if text[index] == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      } else {
        return nil
      }
    }
  }

  private mutating func parseString() -> String? {
    index += 1
    var bytes: [UInt8] = []
    while index < text.count {
      let byte = text[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: bytes, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < text.count else { return nil }
        let escape = text[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): bytes.append(0x22)
        case UInt8(ascii: "\\"): bytes.append(0x5C)
        case UInt8(ascii: "/"): bytes.append(0x2F)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
          guard var scalar = parseHex() else { return nil }
          if (0xD800..<0xDC00).contains(scalar) {
            guard text.count - index >= 2, text[index] == UInt8(ascii: "\\"),
              text[index + 1] == UInt8(ascii: "u")
            else { return nil }
            index += 2
            guard let low = parseHex(), (0xDC00..<0xE000).contains(low) else { return nil }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else { return nil }
          bytes.append(contentsOf: Array(String(Character(unicode)).utf8))
        default: return nil
        }
      case 0..<0x20:
        return nil
      default:
        bytes.append(byte)
      }
    }
    return nil
  }

  private mutating func parseHex() -> UInt32? {
    guard text.count - index >= 4,
      let value = UInt32(String(decoding: text[index..<index + 4], as: UTF8.self), radix: 16)
    else { return nil }
    index += 4
    return value
  }

  private mutating func parseNumber() -> JSON? {
    let start = index
    while index < text.count,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index])
        || [
          UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
          UInt8(ascii: "E"),
        ].contains(text[index])
    {
      index += 1
    }
    guard index > start, let value = Double(String(decoding: text[start..<index], as: UTF8.self)),
      value.isFinite
    else { return nil }
    return .number(value)
  }
}
