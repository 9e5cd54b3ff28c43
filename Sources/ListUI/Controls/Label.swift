import Foundation

/// A view that shows text: ListUI's `UILabel`. Sizes are character cells.
///
/// The text is plain (``text``), drawn in the label's ``font`` and ``textColor``, or attributed
/// (``attributedText``), each run drawn in its own font, colours and underline. Wide characters,
/// such as CJK ideographs and emoji, take two cells.
@MainActor
open class Label: View {
  /// The text set through ``text``, or the string of ``storedAttributedText``.
  private var plainText: String?

  /// The text set through ``attributedText``, with the font and colour set since applied to it;
  /// `nil` when the text was set through ``text``.
  private var storedAttributedText: NSAttributedString?

  private var storedFont: Font = .systemFont(ofSize: Font.labelFontSize)
  private var storedTextColor: Color?

  /// The text, or `nil` for none. Setting it drops the attributes of an ``attributedText``, as
  /// in UIKit: the text is drawn in the label's ``font`` and ``textColor``.
  open var text: String? {
    get { plainText }
    set {
      let changed = newValue != plainText || storedAttributedText != nil
      plainText = newValue
      storedAttributedText = nil
      if changed { contentSizeDidChange() }
    }
  }

  /// The text with its attributes: UIKit's `attributedText`.
  ///
  /// Setting it sets ``text`` to its string and ``font`` and ``textColor`` to the attributes of
  /// its first character, as UIKit does; each run is drawn in its own
  /// ``Foundation/NSAttributedString/Key/font`` (bold, dim or italic, as ``Font`` says),
  /// ``Foundation/NSAttributedString/Key/foregroundColor``,
  /// ``Foundation/NSAttributedString/Key/backgroundColor`` and
  /// ``Foundation/NSAttributedString/Key/underlineStyle``, and in the label's font and colour
  /// where it has none; other attributes are not drawn. Setting ``font`` or ``textColor``
  /// afterwards applies it to the whole text. After ``text`` was set, it is that text in the
  /// label's font and colour. An `AttributedString` becomes one through
  /// `NSAttributedString(_:)`.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText { return storedAttributedText }
      guard let plainText else { return nil }
      var attributes: [NSAttributedString.Key: Any] = [.font: storedFont]
      if let storedTextColor { attributes[.foregroundColor] = storedTextColor }
      return NSAttributedString(string: plainText, attributes: attributes)
    }
    set {
      setNeedsLayout()
      guard let newValue else {
        plainText = nil
        storedAttributedText = nil
        return
      }
      let copy = NSAttributedString(attributedString: newValue)
      storedAttributedText = copy
      plainText = copy.string
      guard copy.length > 0 else { return }
      let first = copy.attributes(at: 0, effectiveRange: nil)
      if let font = first[.font] as? Font { storedFont = font }
      if let color = first[.foregroundColor] as? Color { storedTextColor = color }
    }
  }

  /// The most lines to show; 0 means as many as the text needs. The default is 1.
  open var numberOfLines = 1 { didSet { contentSizeDidChange() } }

  /// How the lines are aligned.
  open var textAlignment: TextAlignment = .left

  /// How text that does not fit is cut. With more than one line (``numberOfLines`` 0 or above
  /// 1), the text wraps at spaces whatever the mode, and the last line is cut with "…" when
  /// lines run out, unless the mode is ``LineBreakMode/byClipping``.
  open var lineBreakMode: LineBreakMode = .byTruncatingTail

  /// Whether the text is drawn in bold, whatever the ``font``.
  open var isBold = false

  /// Whether the text grows and shrinks with the preferred text size
  /// (``ContentSizeCategory``): UIKit's `adjustsFontForContentSizeCategory`, `false` by default.
  /// Kept for the app's code: a character is one cell, so the text keeps its size.
  open var adjustsFontForContentSizeCategory = false

  /// The font: the system font at 17 points by default. A terminal draws it as attributes; see
  /// ``Font``. Setting it applies it to the whole ``attributedText``, as in UIKit.
  open var font: Font {
    get { storedFont }
    set {
      storedFont = newValue
      applyToAttributedText(.font, newValue)
    }
  }

  /// The colour of the text, or `nil` for the renderer's default; a colour whose alpha is below
  /// `0.5` draws the text dimmed. Setting it applies it to the whole ``attributedText``, as in
  /// UIKit.
  open var textColor: Color? {
    get { storedTextColor }
    set {
      storedTextColor = newValue
      applyToAttributedText(.foregroundColor, newValue)
    }
  }

  private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any?) {
    guard let storedAttributedText, storedAttributedText.length > 0 else { return }
    let text = NSMutableAttributedString(attributedString: storedAttributedText)
    let range = NSRange(location: 0, length: text.length)
    if let value {
      text.addAttribute(key, value: value, range: range)
    } else {
      text.removeAttribute(key, range: range)
    }
    self.storedAttributedText = text
  }

  /// The lines the label shows within `width` columns, cut as ``lineBreakMode`` says.
  public func displayedLines(fittingWidth width: Int) -> [String] {
    styledLines(fittingWidth: width, maximumLines: Int.max).map(\.string)
  }

  /// The lines shown within `width` columns and at most `maximumLines` lines as well as
  /// ``numberOfLines``, each character with the style it is drawn in.
  private func styledLines(fittingWidth width: Int, maximumLines: Int) -> [StyledLine] {
    guard let text = plainText, !text.isEmpty, width > 0, maximumLines > 0 else { return [] }
    let characters = Array(text)
    let styles = characterStyles(of: characters)
    func line(_ range: Range<Int>) -> StyledLine {
      StyledLine(characters: Array(characters[range]), styles: Array(styles[range]))
    }
    let limit = Swift.min(numberOfLines == 0 ? Int.max : numberOfLines, maximumLines)
    if limit == 1 && lineBreakMode != .byWordWrapping {
      let end = characters.firstIndex(of: "\n") ?? characters.count
      return [
        line(0..<end).cut(
          toWidth: width, mark: lineBreakMode == .byTruncatingTail || end < characters.count)
      ]
    }
    let wrapped = TextMetrics.lineRanges(of: characters, toWidth: width).map(line)
    guard wrapped.count > limit else { return wrapped }
    var shown = Array(wrapped.prefix(limit))
    var last = shown[limit - 1]
    for rest in wrapped[limit...] { last.append(" ", then: rest) }
    shown[limit - 1] = last.cut(toWidth: width, mark: lineBreakMode != .byClipping)
    return shown
  }

  /// The style each character is drawn in: the label's font and colour, with the attributes of
  /// its run in the ``attributedText`` on top.
  private func characterStyles(of characters: [Character]) -> [TextStyle] {
    let base = style(font: storedFont, color: storedTextColor)
    guard let attributed = storedAttributedText else {
      return Array(repeating: base, count: characters.count)
    }
    var styles: [TextStyle] = []
    styles.reserveCapacity(characters.count)
    var offset = 0
    var run = NSRange(location: 0, length: 0)
    var runStyle = base
    var underlinesWordsOnly = false
    for character in characters {
      if offset >= run.location + run.length, offset < attributed.length {
        let attributes = attributed.attributes(at: offset, effectiveRange: &run)
        let underline = Self.underlineStyle(attributes[.underlineStyle])
        runStyle = style(
          font: attributes[.font] as? Font ?? storedFont,
          color: attributes[.foregroundColor] as? Color ?? storedTextColor,
          background: attributes[.backgroundColor] as? Color, underline: underline)
        underlinesWordsOnly = underline.contains(.byWord)
      }
      var style = runStyle
      if underlinesWordsOnly && character.isWhitespace { style.isUnderlined = false }
      styles.append(style)
      offset += character.utf16.count
    }
    return styles
  }

  /// The style of text in `font` and `color`, on `background`, underlined unless `underline`
  /// is empty, bold as well when the label ``isBold``.
  private func style(
    font: Font, color: Color?, background: Color? = nil, underline: NSUnderlineStyle = []
  ) -> TextStyle {
    font.textStyle.applying(
      TextStyle(
        foreground: color?.drawingColor, background: background?.drawingColor, isBold: isBold,
        isDim: color?.dimsText ?? false, isUnderlined: !underline.isEmpty))
  }

  /// An underline attribute's value as a style: an ``NSUnderlineStyle``, or its raw value.
  private static func underlineStyle(_ value: Any?) -> NSUnderlineStyle {
    switch value {
    case let style as NSUnderlineStyle: return style
    case let raw as Int: return NSUnderlineStyle(rawValue: raw)
    case let number as NSNumber: return NSUnderlineStyle(rawValue: number.intValue)
    default: return []
    }
  }

  /// Draws the lines that fit the bounds, centred vertically as `UILabel` does, each aligned as
  /// ``textAlignment`` says, each run of characters in its style; when the bounds are too short,
  /// the last line shown is cut.
  open override func draw(in context: DrawingContext) {
    let width = context.columns(in: bounds.width)
    if let whole = textShownWhole(fittingWidth: width) {
      guard context.lines(in: bounds.height) > 0 else { return }
      let x = alignedColumn(free: width - whole.width)
      context.centredLines(1, in: bounds).drawText(
        whole.text, at: CGPoint(x: x, y: 0),
        style: style(font: storedFont, color: storedTextColor))
      return
    }
    let lines = styledLines(fittingWidth: width, maximumLines: context.lines(in: bounds.height))
    guard !lines.isEmpty else { return }
    let cells = context.centredLines(lines.count, in: bounds)
    for (index, line) in lines.enumerated() {
      var x = alignedColumn(free: width - line.width)
      for run in line.runs {
        cells.drawText(run.text, at: CGPoint(x: x, y: index), style: run.style)
        x += TextMetrics.width(of: run.text)
      }
    }
  }

  /// The column a line starts at, as ``textAlignment`` says, with `free` columns beside it.
  private func alignedColumn(free: Int) -> Int {
    switch textAlignment {
    case .left: 0
    case .center: free / 2
    case .right: free
    }
  }

  /// The text and its width, when it is shown as it is on one line in one style: plain text
  /// (not ``attributedText``) of one-column scalars (``TextMetrics/singleColumnScalarCount(_:)``:
  /// no line breaks, a column a scalar), not starting with a space (which wrapping leaves out)
  /// and no wider than `width`; `nil` otherwise. Such a text is drawn and measured without
  /// splitting it into characters.
  private func textShownWhole(fittingWidth width: Int) -> (text: String, width: Int)? {
    guard storedAttributedText == nil, let text = plainText, !text.isEmpty,
      text.utf8.first != UInt8(ascii: " "),
      let columns = TextMetrics.singleColumnScalarCount(text), columns <= width
    else { return nil }
    return (text, columns)
  }

  /// The text's width, up to `size.width`, and the height of its lines: the lines
  /// ``draw(in:)`` draws, in the view's ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text = plainText, !text.isEmpty else { return .zero }
    let units = layoutUnits
    if let whole = textShownWhole(fittingWidth: units.columns(in: size.width)) {
      return units.size(columns: whole.width, rows: 1)
    }
    let lines = styledLines(fittingWidth: units.columns(in: size.width), maximumLines: Int.max)
    let width = lines.map(\.width).max() ?? 0
    return units.size(columns: width, rows: lines.count)
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}

/// One line of a label: its characters, each with the style it is drawn in.
private struct StyledLine {
  var characters: [Character]
  var styles: [TextStyle]

  var string: String { String(characters) }

  var width: Int { characters.reduce(0) { $0 + TextMetrics.width(of: $1) } }

  /// The line's characters grouped into runs of one style.
  var runs: [(text: String, style: TextStyle)] {
    var runs: [(text: String, style: TextStyle)] = []
    for (character, style) in zip(characters, styles) {
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append((String(character), style))
      }
    }
    return runs
  }

  /// Appends `separator`, in the style of the character before it, and `line`.
  mutating func append(_ separator: Character, then line: StyledLine) {
    characters.append(separator)
    styles.append(styles.last ?? line.styles.first ?? .plain)
    characters += line.characters
    styles += line.styles
  }

  /// The line cut to at most `columns`: ending in "…", in the style of the first character cut,
  /// when `mark` is set, else just cut; a wide glyph that would straddle the limit is left out
  /// whole.
  func cut(toWidth columns: Int, mark: Bool) -> StyledLine {
    guard width > columns else { return self }
    let room = mark ? columns - 1 : columns
    var kept = StyledLine(characters: [], styles: [])
    var used = 0
    var index = 0
    while index < characters.count, used + TextMetrics.width(of: characters[index]) <= room {
      used += TextMetrics.width(of: characters[index])
      kept.characters.append(characters[index])
      kept.styles.append(styles[index])
      index += 1
    }
    if mark && columns > 0 {
      kept.characters.append("…")
      kept.styles.append(styles[Swift.min(index, styles.count - 1)])
    }
    return kept
  }
}
