import Foundation

extension NSValue {
  /// A value holding `rect`: UIKit's `NSValue(cgRect:)`, which Foundation on Linux names
  /// `init(rect:)`.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The rectangle the value holds: UIKit's `cgRectValue`, as a keyboard notification's frame
  /// is read, `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
  public var cgRectValue: CGRect { rectValue }
}
