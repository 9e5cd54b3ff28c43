import Foundation

/// A view that takes typed text while it is the first responder: ListUI's `UIKeyInput`.
///
/// A renderer gives the first responder (``View/firstResponder``) each typed character, and
/// pasted text, through ``insertText(_:)``, Return as `"\n"`, and Backspace through
/// ``deleteBackward()``.
@MainActor
public protocol KeyInput: AnyObject {
  /// Whether there is any text.
  var hasText: Bool { get }

  /// Puts `text` in place of the selection, or at the caret.
  func insertText(_ text: String)

  /// Deletes the selection, or the character before the caret.
  func deleteBackward()
}
