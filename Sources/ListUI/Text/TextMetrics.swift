/// Display widths of text measured in character cells, the unit of ListUI's geometry: one column
/// per ordinary character, two for East Asian wide characters and emoji, none for combining marks.
///
/// A grapheme cluster (what Swift calls a `Character`) is measured as one glyph: a joined emoji
/// sequence is two columns however many scalars it has.
public enum TextMetrics {
  /// The columns `character` takes: its first visible scalar's width, or two when the cluster
  /// asks for emoji presentation with U+FE0F. Combining marks, joiners and modifiers that follow
  /// add nothing, so a joined emoji sequence is one glyph.
  ///
  /// - Complexity: O(1) for an ASCII character; otherwise O(*k*) for its *k* scalars.
  public static func width(of character: Character) -> Int {
    // ASCII, and a CR-LF pair: one column for a printable character, none for a control.
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    var width = 0
    for scalar in character.unicodeScalars {
      if width == 0 {
        width = self.width(of: scalar)
      } else if scalar.value == 0xFE0F {
        return 2  // emoji presentation selector
      }
    }
    return width
  }

  /// `text` as one line of plain text, as UIKit's text field takes pasted text: each line break
  /// (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029) becomes a space, and other control and
  /// format characters (such as a tab or a right-to-left override) are left out.
  ///
  /// - Complexity: O(*n*), with *n* the length of `text`; a byte at a time for ASCII text.
  public static func singleLine(_ text: some StringProtocol) -> String {
    let string = String(text)
    if isPrintableASCII(string) { return string }
    if string.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII with controls: bytes in, bytes out.
      var bytes: [UInt8] = []
      bytes.reserveCapacity(string.utf8.count)
      var afterReturn = false
      for byte in string.utf8 {
        defer { afterReturn = byte == 0x0D }
        switch byte {
        case 0x0A where afterReturn: continue
        case 0x0A, 0x0D: bytes.append(0x20)
        case 0x20..<0x7F: bytes.append(byte)
        default: continue
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    let dropped: Set<Unicode.GeneralCategory> = [.control, .format]
    var scalars = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in string.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      switch scalar {
      case "\n" where afterReturn: continue
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": scalars.append(" ")
      default:
        if !dropped.contains(scalar.properties.generalCategory) { scalars.append(scalar) }
      }
    }
    return String(scalars)
  }

  /// Whether `text` is printable ASCII alone, where a character is one byte and one column.
  ///
  /// - Complexity: O(*n*), a byte at a time.
  static func isPrintableASCII(_ text: String) -> Bool {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
      return true
    } ?? false
  }

  /// The columns `text` takes.
  ///
  /// - Complexity: O(*n*), with *n* the length of `text`; a byte at a time for printable ASCII,
  ///   a scalar at a time for text of one-column scalars (``singleColumnScalarCount(_:)``).
  @inlinable
  public static func width(of text: some StringProtocol) -> Int {
    var printableASCII = true
    for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
      printableASCII = false
      break
    }
    if printableASCII { return text.utf8.count }
    if let count = singleColumnScalarCount(text) { return count }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// How many scalars `text` has, when each is a character of its own one column wide, so that
  /// the text can be measured and drawn a scalar a cell without finding its grapheme clusters;
  /// `nil` otherwise. Such text is printable ASCII, Latin-1 and the Latin and IPA letters up to
  /// U+02FF, and the punctuation, symbols, arrows and box drawing of U+2000 to U+2BFF, none of
  /// them wide, zero-width or a format character: scalars that never join the one before.
  ///
  /// - Complexity: O(*n*) in the scalars of `text`.
  @inlinable
  public static func singleColumnScalarCount(_ text: some StringProtocol) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      // Printable ASCII, and Latin-1's printable half but the soft hyphen, a format character.
      if value >= 0x20 && value < 0x7F || value >= 0xA0 && value < 0x100 && value != 0xAD {
        count += 1
        continue
      }
      guard (0xA0..<0x300).contains(value) || (0x2000..<0x2C00).contains(value),
        width(of: scalar) == 1
      else { return nil }
      count += 1
    }
    return count
  }

  /// The columns one scalar takes on its own: none for controls, format characters and
  /// combining marks, two for East Asian wide and fullwidth characters and for emoji shown as
  /// emoji by default, one for the rest.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    if scalar.value >= 0x20 && scalar.value < 0x7F { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(scalar.value) { return 0 }  // Hangul medial vowels and finals
    return WideCharacterTable.contains(scalar.value) ? 2 : 1
  }

  /// `text` cut to at most `columns`, ending in "…" when it was cut; a wide glyph that would
  /// straddle the limit is left out whole.
  public static func truncate(_ text: some StringProtocol, toWidth columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard width(of: text) > columns else { return String(text) }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = width(of: character)
      if used + characterWidth > columns - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// `text` broken into lines of at most `columns`, at spaces where it can and inside words
  /// where a word is longer than a line; explicit line breaks are kept.
  public static func wrap(_ text: String, toWidth columns: Int) -> [String] {
    let characters = Array(text)
    return lineRanges(of: characters, toWidth: columns).map { String(characters[$0]) }
  }

  /// Where ``wrap(_:toWidth:)`` breaks `characters` into lines, as ranges of them: the spaces
  /// that break lines, and those that start a paragraph, are in none.
  static func lineRanges(of characters: [Character], toWidth columns: Int) -> [Range<Int>] {
    guard columns > 0 else { return [] }
    let widths = characters.map { width(of: $0) }
    var lines: [Range<Int>] = []
    var paragraphStart = 0
    while true {
      var paragraphEnd = paragraphStart
      while paragraphEnd < characters.count, characters[paragraphEnd] != "\n" {
        paragraphEnd += 1
      }
      // The line so far, `nil` while it is empty, and its width.
      var lineStart: Int?
      var lineEnd = paragraphStart
      var lineWidth = 0
      var wordStart = paragraphStart
      while wordStart <= paragraphEnd {
        var wordEnd = wordStart
        var wordWidth = 0
        while wordEnd < paragraphEnd, characters[wordEnd] != " " {
          wordWidth += widths[wordEnd]
          wordEnd += 1
        }
        defer { wordStart = wordEnd + 1 }
        let separator = lineStart == nil ? 0 : 1
        if lineWidth + separator + wordWidth <= columns {
          if lineStart == nil, wordEnd > wordStart { lineStart = wordStart }
          if lineStart != nil { lineEnd = wordEnd }
          lineWidth += separator + wordWidth
          continue
        }
        if let start = lineStart {
          lines.append(start..<lineEnd)
          lineStart = nil
          lineWidth = 0
        }
        var pieceStart = wordStart
        while wordWidth > columns {
          var pieceEnd = pieceStart
          var pieceWidth = 0
          while pieceEnd < wordEnd, pieceWidth + widths[pieceEnd] <= columns {
            pieceWidth += widths[pieceEnd]
            pieceEnd += 1
          }
          if pieceEnd == pieceStart { pieceEnd += 1 }  // a glyph wider than the line
          lines.append(pieceStart..<pieceEnd)
          for index in pieceStart..<pieceEnd { wordWidth -= widths[index] }
          pieceStart = pieceEnd
        }
        if pieceStart < wordEnd {
          lineStart = pieceStart
          lineEnd = wordEnd
        }
        lineWidth = wordWidth
      }
      lines.append(lineStart.map { $0..<lineEnd } ?? paragraphStart..<paragraphStart)
      guard paragraphEnd < characters.count else { break }
      paragraphStart = paragraphEnd + 1
    }
    return lines
  }
}
