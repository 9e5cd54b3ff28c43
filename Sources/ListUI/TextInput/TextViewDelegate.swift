import Foundation

/// What a text view asks and tells its delegate while it is edited, and, as a scroll view's
/// delegate, while it scrolls: ListUI's `UITextViewDelegate`. Every method has a default: the
/// questions answer `true` and the notices do nothing.
///
/// A text view's delegate is its ``ScrollView/delegate``: set it to an object that adopts this
/// protocol, as on iOS.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
  /// Whether the text view may start editing when asked to become the first responder.
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  /// The text view became the first responder and is being edited.
  func textViewDidBeginEditing(_ textView: TextView)
  /// Whether the text view may stop editing when asked to resign.
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  /// The text view stopped editing.
  func textViewDidEndEditing(_ textView: TextView)
  /// Whether typing, pasting or deleting may put `text` in place of the characters in
  /// `range`, counted in UTF-16 code units as `NSString` counts them; Return is `"\n"`.
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text; setting ``TextView/text`` in code does not tell this.
  func textViewDidChange(_ textView: TextView)
  /// The caret moved or the selection changed.
  func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
  /// Lets the text view begin.
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// Lets the text view end.
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: TextView) {}
  /// Allows the change.
  public func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: TextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: TextView) {}
}
