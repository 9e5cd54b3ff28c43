import Foundation

/// A view whose text has positions, a selection and a caret: ListUI's `UITextInput`, the part
/// of it that a renderer needs to edit text, which ``TextField`` and ``TextView`` adopt.
///
/// A renderer moves the caret through ``selectedTextRange`` and the positions, and types
/// through ``KeyInput``. Positions count characters. UIKit's marked text, tokenizer and geometry
/// are not here: a terminal has no input method or text layout for them to describe.
@MainActor
public protocol TextInput: KeyInput {
  /// The selection, or the caret when it is empty; a range past the text is clamped to it.
  var selectedTextRange: TextRange? { get set }

  /// The position before the first character.
  var beginningOfDocument: TextPosition { get }

  /// The position after the last character.
  var endOfDocument: TextPosition { get }

  /// The position `offset` characters after `position` (before it when negative), or `nil` when
  /// that is outside the text.
  func position(from position: TextPosition, offset: Int) -> TextPosition?

  /// How many characters lie from `from` to `toPosition`, negative when it is before.
  func offset(from: TextPosition, to toPosition: TextPosition) -> Int

  /// The range between two positions, or `nil` when either is outside the text.
  func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?

  /// The text in `range`, or `nil` when the range is outside the text.
  func text(in range: TextRange) -> String?
}
