import Foundation

/// A one-line text input: ListUI's `UITextField`.
///
/// The field takes typed keys while it is the first responder (``View/becomeFirstResponder()``):
/// a renderer sends characters and pasted text to ``insertText(_:)``, Return as `"\n"`, and
/// Backspace to ``deleteBackward()``, and moves the caret through ``selectedTextRange``. Each
/// change is put to the ``delegate`` first and then sends ``Control/Event/editingChanged``;
/// becoming and resigning the first responder send ``Control/Event/editingDidBegin`` and
/// ``Control/Event/editingDidEnd``. Setting ``text`` in code sends nothing, as in UIKit.
///
/// A terminal draws the text on the middle line, or the ``placeholder`` dimmed when there is
/// none; while editing, the field's width is underlined and the caret is a reversed cell, and
/// text wider than the field scrolls to keep the caret in view. A click begins editing with the
/// caret at the clicked character.
@MainActor
open class TextField: Control, TextInput {
  private var storage = "" { didSet { storageIsPrintableASCII = nil } }
  private var characterCount = 0
  /// Whether the text is printable ASCII alone, worked out once after each change: a character
  /// is then one byte and one column, so that offsets, widths and the part shown take no walk
  /// over a long text.
  private var storageIsPrintableASCII: Bool?
  /// The selection, in characters; empty for a caret.
  private var selection = 0..<0
  /// The first column of the text shown, when the text is wider than the field.
  private var scrolledColumns = 0

  /// The text; never `nil` when read, as UIKit's. Setting it puts the caret at the end and sends
  /// no events.
  open var text: String? {
    get { storage }
    set {
      storage = newValue ?? ""
      characterCount = isPrintableASCII ? storage.utf8.count : storage.count
      selection = characterCount..<characterCount
      setNeedsLayout()
    }
  }

  /// The text drawn, dimmed, while the field is empty.
  open var placeholder: String? { didSet { setNeedsLayout() } }

  /// Whether the text grows and shrinks with the preferred text size
  /// (``ContentSizeCategory``): UIKit's `adjustsFontForContentSizeCategory`, `false` by default.
  /// Kept for the app's code: a character is one cell, so the text keeps its size.
  open var adjustsFontForContentSizeCategory = false

  /// The font, drawn as attributes; see ``Font``.
  open var font: Font? = .systemFont(ofSize: Font.systemFontSize)

  /// The colour of the text, or `nil` for the terminal's foreground.
  open var textColor: Color?

  /// Where the text stands in the field when it is narrower than the field.
  open var textAlignment: TextAlignment = .left

  /// Whether each character is drawn as `•`, as for a password.
  open var isSecureTextEntry = false

  /// Whether the text is cleared when editing begins, if the delegate allows it.
  open var clearsOnBeginEditing = false

  /// What the field asks and tells while it is edited.
  open weak var delegate: (any TextFieldDelegate)?

  /// Whether the field is the first responder, being edited.
  public private(set) var isEditing = false

  /// A field can take the keys.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Whether there is any text.
  public var hasText: Bool { !storage.isEmpty }

  // MARK: Editing

  /// Becomes the first responder and begins editing, if ``delegate`` allows it: sends
  /// ``Control/Event/editingDidBegin`` and tells the delegate.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, shouldBeginEditing() else { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
      replaceCharacters(in: 0..<characterCount, with: "", askingDelegate: false)
    }
    sendActions(for: .editingDidBegin)
    didBeginEditing()
    Keyboard.show(for: self)
    setNeedsLayout()
    return true
  }

  /// Resigns the first responder and ends editing, if ``delegate`` allows it (a forced
  /// ``View/endEditing(_:)`` does not ask): sends ``Control/Event/editingDidEnd`` and tells the
  /// delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard View.isForcingResignation || shouldEndEditing() else { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    scrolledColumns = 0
    sendActions(for: .editingDidEnd)
    didEndEditing()
    setNeedsLayout()
    return true
  }

  /// Puts `text` in place of the selection, if the delegate allows it, and sends
  /// ``Control/Event/editingChanged``. `"\n"` is Return: the delegate's
  /// ``TextFieldDelegate/textFieldShouldReturn(_:)`` is asked, then
  /// ``Control/Event/editingDidEndOnExit`` is sent, and the field resigns if some action
  /// handles that event, as in UIKit. Line breaks in longer text are left out: the field has one
  /// line.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  open func insertText(_ text: String) {
    guard isEnabled else { return }
    if text == "\n" || text == "\r" {
      performReturn()
      return
    }
    let line = text.filter { !$0.isNewline }
    guard !line.isEmpty else { return }
    replaceCharacters(in: selection, with: line, askingDelegate: true)
  }

  /// Deletes the selection, or the character before the caret, if the delegate allows it, and
  /// sends ``Control/Event/editingChanged``.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  open func deleteBackward() {
    guard isEnabled else { return }
    if selection.isEmpty {
      guard selection.lowerBound > 0 else { return }
      replaceCharacters(
        in: (selection.lowerBound - 1)..<selection.lowerBound, with: "", askingDelegate: true)
    } else {
      replaceCharacters(in: selection, with: "", askingDelegate: true)
    }
  }

  /// A click begins editing, with the caret at the clicked character.
  @discardableResult
  open override func press(at point: CGPoint) -> Bool {
    guard isEnabled else { return false }
    guard becomeFirstResponder() else { return false }
    let x = point.x - bounds.minX
    let column =
      (x < 0 ? -1 : layoutUnits.columns(in: x)) - leadingColumns + scrolledColumns
    let offset = Self.characterOffset(ofColumn: column, in: displayedText)
    setSelection(offset..<offset)
    return true
  }

  // MARK: Positions and the selection

  /// The position before the first character.
  public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }

  /// The position after the last character.
  public var endOfDocument: TextPosition { TextPosition(offset: characterCount) }

  /// The selection, or the caret when it is empty. Setting it moves the caret and tells the
  /// delegate; a range past the text is clamped to it.
  open var selectedTextRange: TextRange? {
    get {
      TextRange(
        start: TextPosition(offset: selection.lowerBound),
        end: TextPosition(offset: selection.upperBound))
    }
    set {
      let range = newValue?.offsets ?? characterCount..<characterCount
      setSelection(
        Swift.min(range.lowerBound, characterCount)..<Swift.min(range.upperBound, characterCount))
    }
  }

  /// The position `offset` characters after `position` (before it when negative), or `nil` when
  /// that is outside the text.
  public func position(from position: TextPosition, offset: Int) -> TextPosition? {
    let target = position.offset + offset
    guard (0...characterCount).contains(target) else { return nil }
    return TextPosition(offset: target)
  }

  /// How many characters lie from `from` to `toPosition`, negative when it is before.
  public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
    toPosition.offset - from.offset
  }

  /// The range between two positions, or `nil` when either is outside the text.
  public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition)
    -> TextRange?
  {
    let bounds = 0...characterCount
    guard bounds.contains(fromPosition.offset), bounds.contains(toPosition.offset) else {
      return nil
    }
    return TextRange(start: fromPosition, end: toPosition)
  }

  /// The text in `range`, or `nil` when the range is outside the text.
  public func text(in range: TextRange) -> String? {
    guard range.end.offset <= characterCount else { return nil }
    return String(storage[index(at: range.start.offset)..<index(at: range.end.offset)])
  }

  // MARK: Hooks for subclasses in ListUI

  /// Asks whether editing may begin; a search bar's field asks the search bar's delegate.
  func shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }

  /// Tells that editing began.
  func didBeginEditing() { delegate?.textFieldDidBeginEditing(self) }

  /// Asks whether editing may end.
  func shouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

  /// Tells that editing ended.
  func didEndEditing() { delegate?.textFieldDidEndEditing(self) }

  /// Asks whether `replacement` may take the place of `range`, in UTF-16 code units.
  func shouldChangeCharacters(in range: NSRange, replacement: String) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
      ?? true
  }

  /// Tells that the text changed.
  func textDidChange() {}

  /// What an on-screen keyboard's Return key says (``ReturnKeyType``): a web page's
  /// `enterkeyhint`; a terminal's Return is Return.
  open var returnKeyType: ReturnKeyType = .default

  /// Whether Return does nothing while the field is empty, as UIKit's keyboard disables its
  /// Return key then: `false` by default.
  open var enablesReturnKeyAutomatically = false

  /// Return was typed.
  func performReturn() {
    if enablesReturnKeyAutomatically, (text ?? "").isEmpty { return }
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    sendActions(for: .editingDidEndOnExit)
    if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
  }

  /// A field shows the keyboard after telling its delegate it began editing, as UIKit's does.
  override var showsKeyboardOnBecomingFirstResponder: Bool { false }

  /// Columns drawn before the text, such as a search field's glyph.
  var leadingColumns: Int { 0 }

  /// Draws what stands before the text in the first ``leadingColumns`` columns.
  func drawLeading(in context: DrawingContext, at point: CGPoint, style: TextStyle) {}

  // MARK: Changing the text

  /// Whether the text is printable ASCII alone (see `storageIsPrintableASCII`).
  private var isPrintableASCII: Bool {
    if let storageIsPrintableASCII { return storageIsPrintableASCII }
    let value = TextMetrics.isPrintableASCII(storage)
    storageIsPrintableASCII = value
    return value
  }

  /// The index of the character at `offset` in the text.
  ///
  /// - Complexity: O(1) for printable ASCII, O(*offset*) otherwise.
  private func index(at offset: Int) -> String.Index {
    isPrintableASCII
      ? storage.utf8.index(storage.startIndex, offsetBy: offset)
      : storage.index(storage.startIndex, offsetBy: offset)
  }

  private func replaceCharacters(
    in range: Range<Int>, with replacement: String, askingDelegate: Bool
  ) {
    let start = index(at: range.lowerBound)
    let end = index(at: range.upperBound)
    if askingDelegate {
      let utf16Range = NSRange(start..<end, in: storage)
      guard shouldChangeCharacters(in: utf16Range, replacement: replacement) else { return }
    }
    let staysASCII = isPrintableASCII && TextMetrics.isPrintableASCII(replacement)
    storage.replaceSubrange(start..<end, with: replacement)
    if staysASCII { storageIsPrintableASCII = true }
    let newCount = staysASCII ? storage.utf8.count : storage.count
    // Combining characters can merge with their neighbours: the caret goes after what was
    // inserted, as counted in the new text.
    let caret = range.lowerBound + (newCount - (characterCount - range.count))
    characterCount = newCount
    selection = Swift.min(caret, newCount)..<Swift.min(caret, newCount)
    setNeedsLayout()
    sendActions(for: .editingChanged)
    textDidChange()
    delegate?.textFieldDidChangeSelection(self)
  }

  private func setSelection(_ range: Range<Int>) {
    guard range != selection else { return }
    selection = range
    setNeedsLayout()
    delegate?.textFieldDidChangeSelection(self)
  }

  // MARK: Drawing

  /// The text as drawn: bullets for secure entry.
  private var displayedText: String {
    isSecureTextEntry ? String(repeating: "•", count: characterCount) : storage
  }

  /// The character offset whose left edge is at or before `column` in `text`.
  private static func characterOffset(ofColumn column: Int, in text: String) -> Int {
    var used = 0
    var offset = 0
    for character in text {
      let width = TextMetrics.width(of: character)
      if used + width > column { break }
      used += width
      offset += 1
    }
    return offset
  }

  /// Draws the text, or the placeholder, on the middle line; while editing, the field's width
  /// underlined and the caret reversed.
  open override func draw(in context: DrawingContext) {
    let width = context.columns(in: bounds.width)
    guard context.lines(in: bounds.height) >= 1, width >= 1 else { return }
    // The middle line, in cells from here on.
    let context = context.centredLines(1, in: bounds)
    let y: CGFloat = 0
    var style = (font?.textStyle ?? .plain).applying(
      TextStyle(
        foreground: textColor?.drawingColor,
        isDim: !isEnabled || (textColor?.dimsText ?? false)))
    if isFocused { style.isBold = true }
    if isEditing {
      style.isUnderlined = true
      context.fill(CGRect(x: 0, y: y, width: CGFloat(width), height: 1), style: style)
    }
    let leading = leadingColumns
    drawLeading(in: context, at: CGPoint(x: 0, y: y), style: style)
    let available = Swift.max(0, width - leading)
    let origin = CGFloat(leading)
    guard available > 0 else { return }
    let shown = displayedText
    if shown.isEmpty {
      var caretCharacter = " "
      var caretStyle = style
      if let placeholder, !placeholder.isEmpty {
        var placeholderStyle = style
        placeholderStyle.foreground = Color.placeholderText.drawingColor
        placeholderStyle.isDim = true
        context.drawText(
          TextMetrics.truncate(placeholder, toWidth: available), at: CGPoint(x: origin, y: y),
          style: placeholderStyle)
        // The caret stands on the placeholder's first letter, which stays readable under it.
        caretCharacter = placeholder.first.map(String.init) ?? " "
        caretStyle = placeholderStyle
      }
      if isEditing {
        drawCaret(caretCharacter, at: CGPoint(x: origin, y: y), in: context, style: caretStyle)
      }
      return
    }
    // Printable ASCII, not hidden: a character is a column.
    let isColumns = isPrintableASCII && !isSecureTextEntry
    let caretColumn =
      isColumns ? selection.lowerBound : TextMetrics.width(of: shown.prefix(selection.lowerBound))
    let textWidth = isColumns ? characterCount : TextMetrics.width(of: shown)
    if isEditing {
      // Keep the caret, one cell, in view.
      if caretColumn < scrolledColumns { scrolledColumns = caretColumn }
      if caretColumn >= scrolledColumns + available {
        scrolledColumns = caretColumn - available + 1
      }
      scrolledColumns = Swift.max(
        0, Swift.min(scrolledColumns, Swift.max(0, textWidth + 1 - available)))
    } else {
      scrolledColumns = 0
    }
    var x = 0
    if !isEditing, textWidth < available {
      switch textAlignment {
      case .left: x = 0
      case .center: x = (available - textWidth) / 2
      case .right: x = available - textWidth
      }
    }
    // The characters are walked from the first shown where columns are characters, from the
    // first otherwise.
    let first = isColumns ? scrolledColumns : 0
    var column = first
    let visible = isColumns ? shown[index(at: first)...] : shown[...]
    for (place, character) in visible.enumerated() {
      let offset = first + place
      let characterWidth = TextMetrics.width(of: character)
      defer { column += characterWidth }
      guard column >= scrolledColumns else { continue }
      let drawnColumn = column - scrolledColumns + x
      guard drawnColumn + characterWidth <= available else { break }
      let point = CGPoint(x: origin + CGFloat(drawnColumn), y: y)
      var characterStyle = style
      if isEditing, selection.contains(offset) { characterStyle.isReversed = true }
      if isEditing, selection.isEmpty, offset == selection.lowerBound {
        drawCaret(String(character), at: point, in: context, style: style)
      } else {
        context.drawText(String(character), at: point, style: characterStyle)
      }
    }
    if isEditing, selection.isEmpty, selection.lowerBound == characterCount {
      let drawnColumn = caretColumn - scrolledColumns + x
      if drawnColumn < available {
        drawCaret(
          " ", at: CGPoint(x: origin + CGFloat(drawnColumn), y: y), in: context, style: style)
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

  /// The width of the text or the placeholder, whichever is wider, with a cell for the caret,
  /// and one line, in the view's ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let textWidth =
      isPrintableASCII || isSecureTextEntry
      ? characterCount : TextMetrics.width(of: displayedText)
    let content = Swift.max(textWidth, TextMetrics.width(of: placeholder ?? ""))
    return layoutUnits.size(columns: leadingColumns + content + 1, rows: 1)
  }

  /// The size the content fits in, ``sizeThatFits(_:)`` with no limit: Auto Layout keeps the
  /// view at it as far as its content priorities say.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}
