/// The glyphs that stand for the system symbols lists use most, by the symbol's name: a terminal
/// and a browser draw them as text in the tint colour.
enum SymbolGlyphs {
  /// The glyph of the symbol `name`, or of its base name without `.fill`, `.circle`,
  /// `.circle.fill`, `.square` or `.square.fill` when the table has no glyph for the variant;
  /// `nil` for a symbol it does not know.
  static func glyph(named name: String) -> String? {
    if let glyph = glyphs[name] { return glyph }
    for suffix in [".circle.fill", ".square.fill", ".fill", ".circle", ".square"]
    where name.hasSuffix(suffix) {
      if let glyph = glyphs[String(name.dropLast(suffix.count))] { return glyph }
    }
    return nil
  }

  private static let glyphs: [String: String] = [
    "heart": "♡", "heart.fill": "♥", "star": "☆", "star.fill": "★",
    "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
    "chevron.forward": "›", "chevron.backward": "‹",
    "checkmark": "✓", "checkmark.circle.fill": "✔", "xmark": "✕", "xmark.circle": "⊗",
    "xmark.circle.fill": "⊗", "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕",
    "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖", "ellipsis": "…",
    "ellipsis.circle": "…", "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←",
    "arrow.right": "→", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
    "arrow.up.arrow.down": "⇅", "arrow.triangle.2.circlepath": "⟳",
    "square.and.arrow.up": "⇪", "info": "ℹ", "info.circle": "ⓘ",
    "exclamationmark.triangle": "⚠", "exclamationmark.circle": "!", "questionmark": "?",
    "questionmark.circle": "?", "circle": "○", "circle.fill": "●", "square": "□",
    "square.fill": "■", "largecircle.fill.circle": "◉", "trash": "⌫", "gear": "⚙",
    "gearshape": "⚙", "magnifyingglass": "⌕", "bell": "♪", "bookmark": "⚐", "bookmark.fill": "⚑",
    "flag": "⚐", "flag.fill": "⚑", "house": "⌂", "envelope": "✉", "phone": "✆",
    "paperplane": "➤", "location": "➤", "pencil": "✎", "square.and.pencil": "✎",
    "line.3.horizontal": "≡", "line.horizontal.3": "≡", "list.bullet": "≣",
    "play": "▶", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "■",
    "stop.fill": "■", "forward": "»", "backward": "«", "sun.max": "☀", "moon": "☾",
    "cloud": "☁", "bolt": "ϟ", "lock": "⚿", "person": "☺", "person.fill": "☻",
    "person.2": "☺☺", "hand.thumbsup": "☝", "hand.raised": "✋", "message": "✉",
    "bubble.left": "❝", "bubble.right": "❞", "text.bubble": "❝", "photo": "▣",
    "camera": "◙", "calendar": "▦", "clock": "◷", "link": "∞", "tag": "⌗",
    "cart": "⊻", "music.note": "♪", "globe": "◍", "eye": "◉", "eye.slash": "⊘",
    "slider.horizontal.3": "☰", "folder": "▭", "doc": "▯", "doc.text": "▤",
    "square.grid.2x2": "⊞", "rectangle.grid.1x2": "▤", "shuffle": "⤮",
    "repeat": "⟲", "speaker.wave.2": "♫", "wifi": "◠",
  ]
}
