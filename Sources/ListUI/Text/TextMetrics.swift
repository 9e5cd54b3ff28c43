/// Display widths of text measured in character cells, the unit of ListUI's geometry: one column
/// per ordinary character, two for East Asian wide characters and emoji, none for combining marks.
///
/// A grapheme cluster (what Swift calls a `Character`) is measured as one glyph: a joined emoji
/// sequence is two columns however many scalars it has.
public enum TextMetrics {
  /// The columns `character` takes: its first visible scalar's width, or two when the cluster
  /// asks for emoji presentation with U+FE0F. Combining marks, joiners and modifiers that follow
  /// add nothing, so a joined emoji sequence is one glyph.
  public static func width(of character: Character) -> Int {
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

  /// The columns `text` takes.
  public static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns one scalar takes on its own: none for controls, format characters and
  /// combining marks, two for East Asian wide and fullwidth characters and for emoji shown as
  /// emoji by default, one for the rest.
  public static func width(of scalar: Unicode.Scalar) -> Int {
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
