import Foundation

/// The grapheme cluster of a ``Cell``, held without a reference, so that a cell is a plain value:
/// filling a grid, copying it and comparing two of them touch no reference counts.
///
/// Up to 15 UTF-8 bytes are held inline, which is every single scalar and most clusters. A longer
/// cluster (an emoji sequence joined by zero-width joiners, say) is held as its number in the
/// table of the long clusters this process has drawn; the table keeps each distinct one once.
/// Two glyphs are equal when their UTF-8 bytes are.
struct Glyph: Hashable, Sendable {
  /// UTF-8 bytes 0 to 7, the first in the lowest byte.
  private var low: UInt64
  /// UTF-8 bytes 8 to 14 in the lower seven bytes; the top byte is the count of bytes, or
  /// ``longMark`` when `low` is the number of a long cluster.
  private var high: UInt64

  /// The count that marks a long cluster.
  private static let longMark: UInt64 = 0xFF
  /// How many bytes are held inline.
  static let inlineCapacity = 15

  /// The space of a blank cell.
  static let space = Glyph(ascii: UInt8(ascii: " "))
  /// The empty text of the right half of a wide glyph.
  static let empty = Glyph(low: 0, high: 0)

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// An ASCII character.
  init(ascii byte: UInt8) {
    self.init(low: UInt64(byte), high: 1 << 56)
  }

  /// One scalar, given as its `count` UTF-8 bytes, the first in the lowest byte of `bits`.
  init(utf8 bits: UInt64, count: Int) {
    self.init(low: bits, high: UInt64(count) << 56)
  }

  /// One scalar.
  init(_ scalar: Unicode.Scalar) {
    var bits: UInt64 = 0
    var count: UInt64 = 0
    for byte in UTF8.encode(scalar) ?? UTF8.EncodedScalar() {
      bits |= UInt64(byte) << (8 * count)
      count += 1
    }
    self.init(low: bits, high: count << 56)
  }

  /// The UTF-8 text of `text`.
  ///
  /// - Complexity: O(*n*) in its bytes; a cluster longer than ``inlineCapacity`` bytes is looked
  ///   up in (or added to) the table of long clusters, under a lock.
  init(_ text: String) {
    let count = text.utf8.count
    guard count <= Self.inlineCapacity else {
      self.init(low: UInt64(LongGlyphs.shared.number(of: text)), high: Self.longMark << 56)
      return
    }
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (index, byte) in text.utf8.enumerated() {
      if index < 8 {
        low |= UInt64(byte) << (8 * UInt64(index))
      } else {
        high |= UInt64(byte) << (8 * UInt64(index - 8))
      }
    }
    self.init(low: low, high: high | UInt64(count) << 56)
  }

  private var isLong: Bool { high >> 56 == Self.longMark }

  /// The number of UTF-8 bytes held inline.
  private var inlineCount: Int { Int(high >> 56) }

  /// The inline byte at `index`.
  private func byte(_ index: Int) -> UInt8 {
    index < 8
      ? UInt8(truncatingIfNeeded: low >> (8 * index))
      : UInt8(truncatingIfNeeded: high >> (8 * (index - 8)))
  }

  /// The text.
  var string: String {
    if isLong { return LongGlyphs.shared.text(number: Int(low)) }
    let count = inlineCount
    return String(
      unsafeUninitializedCapacity: count,
      initializingUTF8With: { buffer in
        for index in 0..<count { buffer[index] = byte(index) }
        return count
      })
  }

  /// Appends the text's UTF-8 bytes to `output`.
  func appendUTF8(to output: inout [UInt8]) {
    if isLong {
      output.append(contentsOf: LongGlyphs.shared.text(number: Int(low)).utf8)
      return
    }
    for index in 0..<inlineCount { output.append(byte(index)) }
  }
}

/// The clusters longer than a ``Glyph`` holds inline, each kept once, by number, for the life of
/// the process.
private final class LongGlyphs: @unchecked Sendable {
  static let shared = LongGlyphs()

  private let lock = NSLock()
  /// Guarded by `lock`.
  private var texts: [String] = []
  /// Guarded by `lock`. Keyed by bytes, so that clusters that are only canonically equivalent
  /// keep their own bytes.
  private var numbers: [[UInt8]: Int] = [:]

  func number(of text: String) -> Int {
    let bytes = Array(text.utf8)
    lock.lock()
    defer { lock.unlock() }
    if let number = numbers[bytes] { return number }
    texts.append(text)
    numbers[bytes] = texts.count - 1
    return texts.count - 1
  }

  func text(number: Int) -> String {
    lock.lock()
    defer { lock.unlock() }
    return texts.indices.contains(number) ? texts[number] : ""
  }
}
