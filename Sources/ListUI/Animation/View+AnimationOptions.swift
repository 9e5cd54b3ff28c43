import Foundation

extension View {
  /// How ``View/animate(withDuration:delay:options:animations:completion:)`` animates: UIKit's
  /// `UIView.AnimationOptions`, with UIKit's raw values, as far as a terminal shows them.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit numbers them.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out the views changed in the block before the animation starts, so that their
    /// subviews move with them.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)

    /// Lets the user act during the animation: a terminal's key or click does not end it (it
    /// ends the others at once).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)

    /// Starts from what is shown: a view already in an animation starts from where that
    /// animation has it now, not from its end.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)

    /// Slow at the start and the end, the default.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)

    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)

    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)

    /// Even throughout.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options choose: ease in and out unless another curve is set.
    var curve: ViewAnimation.Curve {
      switch (rawValue >> 16) & 0b11 {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInOut
      }
    }
  }
}
