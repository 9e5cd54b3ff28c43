import Foundation

/// Text of several lines, editable or read-only: ListUI's `UITextView`.
///
/// The text wraps at the view's width, after the last space that fits, and breaks where it has
/// line breaks. While it is the first responder (``becomeFirstResponder()``) the text view
/// takes typed keys: a renderer sends characters and pasted text to ``insertText(_:)``, Return
/// as `"\n"`, which starts a new line, and Backspace to ``deleteBackward()``, and moves the
/// caret through ``selectedTextRange`` and ``position(from:in:offset:)``. Each change is put to
/// the delegate (``TextViewDelegate``, set as the scroll view's ``ScrollView/delegate``) first,
/// then told to it. Setting ``text`` in code tells nothing, as in UIKit.
///
/// With ``ScrollView/isScrollEnabled`` the text scrolls inside the view and the caret is kept
/// in view; without it, the view sizes itself to its text: ``sizeThatFits(_:)`` and
/// ``intrinsicContentSize`` give the height of the text wrapped at the width, as a self-sizing
/// cell asks.
///
/// A terminal draws the text a line per row; while editing, the caret is a reversed cell. A
/// browser shows a `<textarea>`.
@MainActor
open class TextView: ScrollView, TextInput {
  private var characters: [Character] = []
  /// The selection, in characters; empty for a caret.
  private var selection = 0..<0
  /// The column the caret keeps while it moves up and down, and the offset it was at then.
  private var goalColumn: (column: Int, offset: Int)?
  private var assignedTextContainerInset: EdgeInsets?

  /// Creates a text view, editable, with no text.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// A text view, as `init(frame: .zero)` makes one: UIKit's initializer from an archive (see
  /// ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
  }

  /// The text; never `nil` when read, as UIKit's. Setting it puts the caret at the end and tells
  /// the delegate nothing.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var text: String! {
    get { String(characters) }
    set {
      characters = Array(newValue ?? "")
      selection = characters.count..<characters.count
      goalColumn = nil
      textDidChangeLayout()
    }
  }

  /// The text with the view's font and colour. Setting it sets ``text``, and ``font`` and
  /// ``textColor`` to those of its first character, which the whole text is drawn in: a text
  /// view draws one font and one colour, where UIKit draws each run in its own.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var attributedText: NSAttributedString! {
    get {
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let font { attributes[.font] = font }
      if let textColor { attributes[.foregroundColor] = textColor }
      return NSAttributedString(string: text, attributes: attributes)
    }
    set {
      guard let string = newValue else {
        text = ""
        return
      }
      if string.length > 0 {
        let attributes: [NSAttributedString.Key: Any] = string.attributes(
          at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? Font { self.font = font }
        if let color = attributes[.foregroundColor] as? Color { textColor = color }
      }
      text = string.string
    }
  }

  /// Whether the text grows and shrinks with the preferred text size
  /// (``ContentSizeCategory``): UIKit's `adjustsFontForContentSizeCategory`, `false` by default.
  /// Kept for the app's code: a character is one cell, so the text keeps its size.
  open var adjustsFontForContentSizeCategory = false

  /// The font, drawn as attributes; see ``Font``.
  open var font: Font? = .systemFont(ofSize: Font.systemFontSize) {
    didSet { setNeedsLayout() }
  }

  /// The colour of the text, or `nil` for the terminal's foreground.
  open var textColor: Color?

  /// Where each line stands across the view.
  open var textAlignment: TextAlignment = .left

  /// The space between the view's edges and its text. Unless set, UIKit's 8 points above and
  /// below in an app sized in points, and none in an app sized in cells, where 8 would be 8
  /// lines.
  open var textContainerInset: EdgeInsets {
    get {
      assignedTextContainerInset
        ?? (layoutUnits.isCells ? .zero : EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    }
    set {
      assignedTextContainerInset = newValue
      textDidChangeLayout()
    }
  }

  /// Whether the user can change the text; a text view that cannot is not given the keys.
  open var isEditable = true {
    didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
  }

  /// Whether the user can select the text. A terminal has no mouse selection of text, so it
  /// changes nothing there; a browser lets the text of a read-only text view be selected only
  /// when it is `true`.
  open var isSelectable = true

  /// Whether the content scrolls inside the view; without, the view sizes itself to its text.
  open override var isScrollEnabled: Bool {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// An editable text view can take the keys.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Whether there is any text.
  public var hasText: Bool { !characters.isEmpty }

  /// The delegate, when it is a ``TextViewDelegate``.
  private var textViewDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

  // MARK: Editing

  /// Becomes the first responder and begins editing, if the view is editable and its delegate
  /// allows it; the keyboard notifications are posted, then the delegate is told, as UIKit
  /// does.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder,
      textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    textViewDelegate?.textViewDidBeginEditing(self)
    scrollCaretToVisible()
    setNeedsLayout()
    return true
  }

  /// Resigns the first responder and ends editing, if the delegate allows it (a forced
  /// ``View/endEditing(_:)`` does not ask), and tells the delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard View.isForcingResignation || (textViewDelegate?.textViewShouldEndEditing(self) ?? true),
      super.resignFirstResponder()
    else { return false }
    textViewDelegate?.textViewDidEndEditing(self)
    setNeedsLayout()
    return true
  }

  /// Puts `text` in place of the selection, if the view is editable and the delegate allows it;
  /// `"\n"`, Return, starts a new line.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  open func insertText(_ text: String) {
    guard isEditable, !text.isEmpty else { return }
    replaceCharacters(in: selection, with: text.replacingOccurrences(of: "\r\n", with: "\n"))
  }

  /// Deletes the selection, or the character before the caret, if the view is editable and the
  /// delegate allows it.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  open func deleteBackward() {
    guard isEditable else { return }
    if selection.isEmpty {
      guard selection.lowerBound > 0 else { return }
      replaceCharacters(in: (selection.lowerBound - 1)..<selection.lowerBound, with: "")
    } else {
      replaceCharacters(in: selection, with: "")
    }
  }

  /// A click at `point`, in the view's coordinates (the content's, as it scrolls), begins
  /// editing with the caret at the clicked character: ListUI's addition, as
  /// ``Control/press(at:)`` is for controls.
  ///
  /// - Returns: Whether the text view took the keys.
  @discardableResult
  open func press(at point: CGPoint) -> Bool {
    guard becomeFirstResponder() else { return false }
    let offset = characterOffset(at: point)
    setSelection(offset..<offset)
    return true
  }

  // MARK: Positions and the selection

  /// The position before the first character.
  public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }

  /// The position after the last character.
  public var endOfDocument: TextPosition { TextPosition(offset: characters.count) }

  /// The selection, or the caret when it is empty. Setting it moves the caret, tells the
  /// delegate and, while editing, scrolls the caret into view; a range past the text is clamped
  /// to it.
  open var selectedTextRange: TextRange? {
    get {
      TextRange(
        start: TextPosition(offset: selection.lowerBound),
        end: TextPosition(offset: selection.upperBound))
    }
    set {
      let count = characters.count
      let range = newValue?.offsets ?? count..<count
      setSelection(Swift.min(range.lowerBound, count)..<Swift.min(range.upperBound, count))
    }
  }

  /// The selection in UTF-16 code units, as `NSString` counts them: UIKit's `selectedRange`.
  open var selectedRange: NSRange {
    get { utf16Range(of: selection) }
    set {
      let string = text ?? ""
      guard let range = Range(newValue, in: string) else { return }
      let start = string.distance(from: string.startIndex, to: range.lowerBound)
      let end = string.distance(from: string.startIndex, to: range.upperBound)
      setSelection(start..<end)
    }
  }

  /// The position `offset` characters after `position` (before it when negative), or `nil` when
  /// that is outside the text.
  public func position(from position: TextPosition, offset: Int) -> TextPosition? {
    let target = position.offset + offset
    guard (0...characters.count).contains(target) else { return nil }
    return TextPosition(offset: target)
  }

  /// The position `offset` steps from `position` in `direction`: characters left and right,
  /// lines (as drawn, wrapped at the width) up and down, at the column the caret had when it
  /// started moving up or down, or the nearest before it. `nil` when it would leave the text;
  /// up from the first line is the beginning and down from the last the end.
  public func position(
    from position: TextPosition, in direction: TextLayoutDirection, offset: Int
  ) -> TextPosition? {
    switch direction {
    case .right: return self.position(from: position, offset: offset)
    case .left: return self.position(from: position, offset: -offset)
    case .up, .down:
      let start = Swift.min(position.offset, characters.count)
      let rows = textRows
      let row = rows.row(of: start)
      let column =
        goalColumn.flatMap { $0.offset == start ? $0.column : nil }
        ?? column(of: start, onRow: row, in: rows)
      let target = row + (direction == .down ? offset : -offset)
      let landed: Int
      if target < 0 {
        landed = 0
      } else if target >= rows.ranges.count {
        landed = characters.count
      } else {
        landed = characterOffset(atColumn: column, onRow: target, in: rows)
      }
      goalColumn = (column, landed)
      return TextPosition(offset: landed)
    }
  }

  /// The start or end of the line, as drawn, that `position` is on: ListUI's addition, for
  /// renderers' Home and End, which UIKit's tokenizer answers.
  public func lineBoundary(of position: TextPosition, forward: Bool) -> TextPosition {
    let rows = textRows
    let row = rows.row(of: Swift.min(position.offset, characters.count))
    return TextPosition(offset: forward ? rows.lastOffset(onRow: row) : rows.ranges[row].lowerBound)
  }

  /// How many characters lie from `from` to `toPosition`, negative when it is before.
  public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
    toPosition.offset - from.offset
  }

  /// The range between two positions, or `nil` when either is outside the text.
  public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition)
    -> TextRange?
  {
    let bounds = 0...characters.count
    guard bounds.contains(fromPosition.offset), bounds.contains(toPosition.offset) else {
      return nil
    }
    return TextRange(start: fromPosition, end: toPosition)
  }

  /// The text in `range`, or `nil` when the range is outside the text.
  public func text(in range: TextRange) -> String? {
    guard range.end.offset <= characters.count else { return nil }
    return String(characters[range.offsets])
  }

  /// Scrolls the content so that the lines of `range`, in UTF-16 code units, are in view: as
  /// little as shows the first of them.
  open func scrollRangeToVisible(_ range: NSRange) {
    let string = text ?? ""
    guard let stringRange = Range(range, in: string) else { return }
    scrollOffsetToVisible(string.distance(from: string.startIndex, to: stringRange.lowerBound))
  }

  // MARK: Changing the text

  private func utf16Range(of range: Range<Int>) -> NSRange {
    let before = String(characters[0..<range.lowerBound]).utf16.count
    let inside = String(characters[range]).utf16.count
    return NSRange(location: before, length: inside)
  }

  private func replaceCharacters(in range: Range<Int>, with replacement: String) {
    guard
      textViewDelegate?.textView(
        self, shouldChangeTextIn: utf16Range(of: range), replacementText: replacement) ?? true
    else { return }
    let old = characters.count
    characters.replaceSubrange(range, with: Array(replacement))
    // Combining characters can merge with their neighbours: the caret goes after what was
    // inserted, as counted in the new text.
    let caret = Swift.min(
      range.lowerBound + (characters.count - (old - range.count)), characters.count)
    selection = caret..<caret
    goalColumn = nil
    textDidChangeLayout()
    scrollCaretToVisible()
    textViewDelegate?.textViewDidChangeSelection(self)
    textViewDelegate?.textViewDidChange(self)
  }

  private func setSelection(_ range: Range<Int>) {
    guard range != selection else { return }
    selection = range
    if let goal = goalColumn, goal.offset != range.upperBound { goalColumn = nil }
    setNeedsLayout()
    scrollCaretToVisible()
    textViewDelegate?.textViewDidChangeSelection(self)
  }

  // MARK: Layout

  /// The columns a row of text holds: the width inside the insets, less a column for the caret
  /// at a row's end while the text is editable.
  private func textColumns(forWidth width: CGFloat) -> Int {
    let inset = textContainerInset
    let columns = layoutUnits.columns(in: width - inset.left - inset.right)
    return Swift.max(1, isEditable ? columns - 1 : columns)
  }

  private var textRows: TextRows {
    TextRows(characters, columns: textColumns(forWidth: bounds.width))
  }

  /// The text's rows changed: the content is as tall as they are.
  private func textDidChangeLayout() {
    let inset = textContainerInset
    let rows = TextRows(characters, columns: textColumns(forWidth: bounds.width)).ranges.count
    contentSize = CGSize(
      width: bounds.width,
      height: CGFloat(rows) * layoutUnits.cellSize.height + inset.top + inset.bottom)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// Keeps the content as tall as the text at a new width.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let inset = textContainerInset
    let height =
      CGFloat(textRows.ranges.count) * layoutUnits.cellSize.height + inset.top + inset.bottom
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
  }

  private func scrollCaretToVisible() {
    guard isFirstResponder else { return }
    scrollOffsetToVisible(selection.upperBound)
  }

  private func scrollOffsetToVisible(_ offset: Int) {
    guard isScrollEnabled, bounds.height > 0 else { return }
    let lineHeight = layoutUnits.cellSize.height
    let top = textContainerInset.top + CGFloat(textRows.row(of: offset)) * lineHeight
    var y = contentOffset.y
    if top < y { y = top }
    if top + lineHeight > y + bounds.height { y = top + lineHeight - bounds.height }
    let maxY = Swift.max(0, contentSize.height - bounds.height)
    y = Swift.max(0, Swift.min(y, Swift.max(maxY, top + lineHeight - bounds.height)))
    if y != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
  }

  /// Where `row`'s text starts across the view, in columns, as the alignment places it.
  private func leadingColumns(ofRow row: Int, in rows: TextRows) -> Int {
    let available = textColumns(forWidth: bounds.width)
    let free = Swift.max(0, available - rows.widths[row])
    switch textAlignment {
    case .left: return 0
    case .center: return free / 2
    case .right: return free
    }
  }

  private func column(of offset: Int, onRow row: Int, in rows: TextRows) -> Int {
    let start = rows.ranges[row].lowerBound
    let end = Swift.max(start, Swift.min(offset, rows.ranges[row].upperBound))
    return TextMetrics.width(of: String(characters[start..<end]))
  }

  private func characterOffset(atColumn column: Int, onRow row: Int, in rows: TextRows) -> Int {
    var used = 0
    var offset = rows.ranges[row].lowerBound
    let last = rows.lastOffset(onRow: row)
    while offset < last {
      let width = TextMetrics.width(of: characters[offset])
      if used + width > column { break }
      used += width
      offset += 1
    }
    return offset
  }

  /// The character offset a point in the content falls before.
  private func characterOffset(at point: CGPoint) -> Int {
    let rows = textRows
    let inset = textContainerInset
    let line = Int(((point.y - inset.top) / layoutUnits.cellSize.height).rounded(.down))
    let row = Swift.max(0, Swift.min(line, rows.ranges.count - 1))
    let column =
      layoutUnits.columns(in: Swift.max(0, point.x - inset.left))
      - leadingColumns(ofRow: row, in: rows)
    return characterOffset(atColumn: Swift.max(0, column), onRow: row, in: rows)
  }

  // MARK: Drawing

  /// Draws the lines in view, in the font and colour, dimmed when not editable; while editing,
  /// the selection and the caret reversed.
  open override func draw(in context: DrawingContext) {
    let rows = textRows
    let lineHeight = layoutUnits.cellSize.height
    let cellWidth = layoutUnits.cellSize.width
    let inset = textContainerInset
    let style = (font?.textStyle ?? .plain).applying(
      TextStyle(foreground: textColor?.drawingColor, isDim: textColor?.dimsText ?? false))
    let editing = isFirstResponder
    let first = Swift.max(0, Int(((bounds.minY - inset.top) / lineHeight).rounded(.down)))
    let last = Swift.min(
      rows.ranges.count - 1, Int(((bounds.maxY - inset.top) / lineHeight).rounded(.up)))
    guard first <= last else { return }
    for row in first...last {
      let y = inset.top + CGFloat(row) * lineHeight
      var column = leadingColumns(ofRow: row, in: rows)
      for offset in rows.ranges[row] {
        let character = characters[offset]
        let point = CGPoint(x: inset.left + CGFloat(column) * cellWidth, y: y)
        if editing, selection.isEmpty, offset == selection.lowerBound {
          drawCaret(
            character == " " ? " " : String(character), at: point, in: context, style: style)
        } else {
          var characterStyle = style
          if editing, selection.contains(offset) { characterStyle.isReversed = true }
          context.drawText(String(character), at: point, style: characterStyle)
        }
        column += TextMetrics.width(of: character)
      }
      let caretIsAtEnd =
        editing && selection.isEmpty && rows.row(of: selection.lowerBound) == row
        && selection.lowerBound >= rows.ranges[row].upperBound
      if caretIsAtEnd {
        drawCaret(
          " ", at: CGPoint(x: inset.left + CGFloat(column) * cellWidth, y: y), in: context,
          style: style)
      }
    }
  }

  private func drawCaret(
    _ character: String, at point: CGPoint, in context: DrawingContext, style: TextStyle
  ) {
    // Reversed, against what is around it: plain in a reversed (selected) row.
    var caretStyle = style
    caretStyle.isReversed = false
    context.withReverseVideo(!context.style.isReversed).drawText(
      character, at: point, style: caretStyle)
  }

  // MARK: Size

  /// The size of the text wrapped at `size`'s width (the widest line, when unlimited), with the
  /// ``textContainerInset`` and, while editable, a column for the caret, in the view's
  /// ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let inset = textContainerInset
    let limited = size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2
    let columns = limited ? textColumns(forWidth: size.width) : Int.max / 2
    let rows = TextRows(characters, columns: columns)
    let widest = (rows.widths.max() ?? 0) + (isEditable ? 1 : 0)
    let fitted = layoutUnits.size(columns: widest, rows: rows.ranges.count)
    return CGSize(
      width: limited ? size.width : fitted.width + inset.left + inset.right,
      height: fitted.height + inset.top + inset.bottom)
  }

  /// With scrolling, none: the view is as big as it is made, as UIKit's. Without, the text's
  /// size at the view's width (``sizeThatFits(_:)``), or unwrapped while the view has no width.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    let width = bounds.width > 0 ? bounds.width : CGFloat.greatestFiniteMagnitude
    return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  }
}
