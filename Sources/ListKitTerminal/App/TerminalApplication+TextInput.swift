import ListUI

/// Typing: keys go to the first responder of the shown screen while it takes text.
extension TerminalApplication {
  /// The view of the shown screen that takes typed keys: its first responder
  /// (`View.firstResponder`), when that is a `KeyInput`, such as a `TextField`, the field of a
  /// `SearchBar`, or a `TextView`.
  ///
  /// While there is one, the keys edit its text as a line editor does: characters are typed,
  /// pasted text is inserted, Backspace and Delete (Ctrl-H, Ctrl-D) delete, Left and Right
  /// (Ctrl-B, Ctrl-F) move the caret, Home and End (Ctrl-A, Ctrl-E) go to either end, Ctrl-U and
  /// Ctrl-K delete to either end, Enter types Return, and Escape makes the input resign. The
  /// other keys (the up and down arrows, the page keys, Tab, Ctrl-C) keep their meaning, so the
  /// list can be moved through while the text stays in the input. A `TextView` has lines: Up
  /// and Down (Ctrl-P, Ctrl-N) move the caret between them, Home, End, Ctrl-U and Ctrl-K go to
  /// or delete to either end of the caret's line, and Enter starts a new line.
  public var textInput: (any KeyInput)? {
    topScreen?.view.firstResponder as? any KeyInput
  }

  /// Edits `input` as `key` says.
  ///
  /// - Returns: Whether the key was an editing key.
  func editText(with key: Key, in input: any KeyInput) -> Bool {
    let field = input as? any TextInput
    let textView = input as? TextView
    switch key {
    case .character(let character):
      input.insertText(String(character))
    case .enter:
      input.insertText("\n")
    case .backspace, .control("h"):
      input.deleteBackward()
    case .delete, .control("d"):
      guard let field else { return true }
      if field.selectedTextRange?.isEmpty ?? true {
        guard let caret = field.selectedTextRange?.start,
          let next = field.position(from: caret, offset: 1)
        else { return true }
        field.selectedTextRange = field.textRange(from: caret, to: next)
      }
      field.deleteBackward()
    case .left, .control("b"):
      moveCaret(of: field, by: -1)
    case .right, .control("f"):
      moveCaret(of: field, by: 1)
    case .up, .control("p"), .down, .control("n"):
      guard let textView, let caret = textView.selectedTextRange?.start else { return false }
      let direction: TextLayoutDirection = key == .up || key == .control("p") ? .up : .down
      if let target = textView.position(from: caret, in: direction, offset: 1) {
        textView.selectedTextRange = textView.textRange(from: target, to: target)
      }
    case .home, .control("a"):
      guard let field else { return true }
      let start = lineEnd(of: field, forward: false) ?? field.beginningOfDocument
      field.selectedTextRange = field.textRange(from: start, to: start)
    case .end, .control("e"):
      guard let field else { return true }
      let end = lineEnd(of: field, forward: true) ?? field.endOfDocument
      field.selectedTextRange = field.textRange(from: end, to: end)
    case .control("u"):
      guard let field, let caret = field.selectedTextRange?.start else { return true }
      let start = lineEnd(of: field, forward: false) ?? field.beginningOfDocument
      guard start != caret else { return true }
      field.selectedTextRange = field.textRange(from: start, to: caret)
      field.deleteBackward()
    case .control("k"):
      guard let field, let caret = field.selectedTextRange?.end else { return true }
      let end = lineEnd(of: field, forward: true) ?? field.endOfDocument
      guard end != caret else { return true }
      field.selectedTextRange = field.textRange(from: caret, to: end)
      field.deleteBackward()
    case .escape:
      (input as? View)?.resignFirstResponder()
    default:
      return false
    }
    return true
  }

  /// The start or end of the caret's line in a text view; `nil` for a one-line input, whose
  /// line is its text.
  private func lineEnd(of input: any TextInput, forward: Bool) -> TextPosition? {
    guard let textView = input as? TextView, let caret = textView.selectedTextRange?.start
    else { return nil }
    return textView.lineBoundary(of: caret, forward: forward)
  }

  /// Moves the caret one character, or to the selection's edge when there is a selection.
  private func moveCaret(of field: (any TextInput)?, by step: Int) {
    guard let field, let range = field.selectedTextRange else { return }
    let target: TextPosition?
    if !range.isEmpty {
      target = step < 0 ? range.start : range.end
    } else {
      target = field.position(from: range.start, offset: step)
    }
    guard let target else { return }
    field.selectedTextRange = field.textRange(from: target, to: target)
  }

  /// Left and Right select the previous and next segment of a focused segmented control.
  ///
  /// - Returns: Whether the key was taken.
  func handleFocusedControl(_ key: Key) -> Bool {
    guard let segmented = controlFocus.control as? SegmentedControl, segmented.isFocused else {
      return false
    }
    switch key {
    case .left: ControlFocus.step(segmented, by: -1)
    case .right: ControlFocus.step(segmented, by: 1)
    default: return false
    }
    return true
  }
}
