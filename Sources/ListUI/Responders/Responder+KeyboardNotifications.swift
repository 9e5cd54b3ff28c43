import Foundation

extension Responder {
  /// Posted before the keyboard shows: when a view that takes text (a ``KeyInput``, such as a
  /// ``TextField`` or a ``TextView``) becomes the first responder and none had the keys. UIKit's
  /// `UIResponder.keyboardWillShowNotification`.
  ///
  /// A terminal and a browser have no on-screen keyboard: the keyboard is a zero-height frame at
  /// the bottom of the screen, and it shows at once. `NotificationCenter.default` posts, on the
  /// main actor, as UIKit does: ``keyboardWillChangeFrameNotification``, this,
  /// ``keyboardDidChangeFrameNotification``, then ``keyboardDidShowNotification``, each with
  /// `object` `nil` and the user info keys (``keyboardFrameBeginUserInfoKey`` and the others).
  /// A text field's `textFieldDidBeginEditing(_:)` is told before them, a text view's
  /// `textViewDidBeginEditing(_:)` after, as on iOS. Handing the keys from one view that takes
  /// text to another posts nothing.
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")

  /// Posted after the keyboard showed, after ``keyboardDidChangeFrameNotification``. UIKit's
  /// `UIResponder.keyboardDidShowNotification`.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")

  /// Posted before the keyboard hides: when the view that takes text resigns the first
  /// responder and no other takes the keys from it. As on iOS: ``keyboardWillChangeFrameNotification``,
  /// this, ``keyboardDidChangeFrameNotification``, then ``keyboardDidHideNotification``.
  /// UIKit's `UIResponder.keyboardWillHideNotification`.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")

  /// Posted after the keyboard hid. UIKit's `UIResponder.keyboardDidHideNotification`.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")

  /// Posted first when the keyboard shows or hides. UIKit's
  /// `UIResponder.keyboardWillChangeFrameNotification`.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")

  /// Posted after the keyboard showed or hid, before ``keyboardDidShowNotification`` or
  /// ``keyboardDidHideNotification``. UIKit's `UIResponder.keyboardDidChangeFrameNotification`.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, in the screen's coordinates, an `NSValue` read
  /// with `cgRectValue`: a zero-height rectangle across the bottom of the screen. UIKit's
  /// `UIResponder.keyboardFrameBeginUserInfoKey`.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"

  /// The keyboard's frame after the change, as ``keyboardFrameBeginUserInfoKey``: the same
  /// zero-height rectangle. UIKit's `UIResponder.keyboardFrameEndUserInfoKey`.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

  /// How long the keyboard's animation takes, in seconds, an `NSNumber`: `0`, as nothing moves.
  /// UIKit's `UIResponder.keyboardAnimationDurationUserInfoKey`.
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"

  /// The keyboard animation's curve, an `NSNumber` holding a ``View/AnimationCurve`` raw value:
  /// `easeInOut`. UIKit's `UIResponder.keyboardAnimationCurveUserInfoKey`.
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"

  /// Whether the keyboard belongs to this app, an `NSNumber` holding a `Bool`: always `true`.
  /// UIKit's `UIResponder.keyboardIsLocalUserInfoKey`.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
