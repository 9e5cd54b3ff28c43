import Foundation

/// What a text field asks and tells its delegate while it is edited: ListUI's
/// `UITextFieldDelegate`. Every method has a default: the questions answer `true` and the
/// notices do nothing.
@MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether the field may start editing when asked to become the first responder.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// The field became the first responder and is being edited.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the field may stop editing when asked to resign.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// The field stopped editing.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether typing, pasting or deleting may put `string` in place of the characters in
  /// `range`, counted in UTF-16 code units as `NSString` counts them.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The text changed, or the caret moved, while editing.
  func textFieldDidChangeSelection(_ textField: TextField)
  /// Whether the text may be cleared, as the clear button and ``TextField/clearsOnBeginEditing``
  /// do.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Whether the field should do what Return does: send
  /// ``Control/Event/editingDidEndOnExit``.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  /// Lets the field begin.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Lets the field end.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// Allows the change.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: TextField) {}
  /// Allows clearing.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// Allows Return.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
