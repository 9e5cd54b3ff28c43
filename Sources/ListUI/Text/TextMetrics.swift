/// Display widths of text measured in character cells, the unit of ListUI's geometry: one column
/// per ordinary character, two for East Asian wide characters and emoji, none for combining marks.
///
/// A grapheme cluster (what Swift calls a `Character`) is measured as one glyph: a joined emoji
/// sequence is two columns however many scalars it has.
public enum TextMetrics {
  /// The columns `character` takes.
  public static func width(of character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F { return 2 }  // emoji presentation selector
      let scalarWidth = self.width(of: scalar)
      if width == 0 { width = scalarWidth }
      if scalar.properties.isEmojiPresentation { return 2 }
    }
    return width
  }

  /// The columns `text` takes.
  public static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns one scalar takes on its own.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(scalar.value) ? 2 : 1
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
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
    guard columns > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var word = Substring(word)
        let separator = line.isEmpty ? 0 : 1
        if lineWidth + separator + width(of: word) <= columns {
          if separator == 1 { line.append(" ") }
          line += word
          lineWidth += separator + width(of: word)
          continue
        }
        if !line.isEmpty {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while width(of: word) > columns {
          var piece = ""
          var pieceWidth = 0
          while let first = word.first, pieceWidth + width(of: first) <= columns {
            piece.append(first)
            pieceWidth += width(of: first)
            word = word.dropFirst()
          }
          if piece.isEmpty, let first = word.first {  // a glyph wider than the line
            piece.append(first)
            word = word.dropFirst()
          }
          lines.append(piece)
        }
        line = String(word)
        lineWidth = width(of: word)
      }
      lines.append(line)
    }
    return lines
  }
}
