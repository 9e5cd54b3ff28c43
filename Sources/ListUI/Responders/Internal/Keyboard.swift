import Foundation

/// The keyboard that is not there: whether a view that takes text has the keys, and the
/// notifications UIKit posts when its keyboard shows and hides.
@MainActor
enum Keyboard {
  /// The frame of the keyboard shown, in its screen's coordinates, or `nil` while hidden.
  private(set) static var shownFrame: CGRect?

  /// Whether a view that takes text is giving the keys to another: its resignation hides
  /// nothing.
  static var isHandingOver = false

  /// The view the keyboard shows for; a view that had the keys and was freed without giving
  /// them up (one never in a hierarchy, which would have resigned it on leaving) leaves none.
  private static weak var owner: View?

  /// Shows the keyboard for `view`, which took the keys, unless it shows already.
  static func show(for view: View) {
    if shownFrame != nil, owner == nil { shownFrame = nil }
    owner = view
    guard shownFrame == nil else { return }
    let screen = view.window?.screen.bounds ?? Screen.main.bounds
    let frame = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
    shownFrame = frame
    post(Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification, frame)
  }

  /// Hides the keyboard, unless it is hidden or the keys go to another view that takes text.
  static func hide() {
    guard !isHandingOver, let frame = shownFrame else { return }
    shownFrame = nil
    owner = nil
    post(Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification, frame)
  }

  /// Posts UIKit's four notifications, the frame change around each of `will` and `did`.
  private static func post(_ will: Notification.Name, _ did: Notification.Name, _ frame: CGRect) {
    let userInfo: [AnyHashable: Any] = [
      Responder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: frame),
      Responder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
      Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.0),
      Responder.keyboardAnimationCurveUserInfoKey: NSNumber(
        value: View.AnimationCurve.easeInOut.rawValue),
      Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    for name in [Responder.keyboardWillChangeFrameNotification, will] {
      center.post(name: name, object: nil, userInfo: userInfo)
    }
    for name in [Responder.keyboardDidChangeFrameNotification, did] {
      center.post(name: name, object: nil, userInfo: userInfo)
    }
  }
}
