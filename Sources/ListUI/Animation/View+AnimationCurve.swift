import Foundation

extension View {
  /// The pace of an animation: UIKit's `UIView.AnimationCurve`, with its raw values, so that the
  /// curve a keyboard notification gives (``Responder/keyboardAnimationCurveUserInfoKey``)
  /// becomes options as on iOS: `AnimationOptions(rawValue: UInt(curve.rawValue) << 16)`.
  public enum AnimationCurve: Int, Hashable, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// At one pace.
    case linear = 3
  }
}
