import Foundation

extension ViewAnimation {
  /// How an animation's progress follows its time: UIKit's animation curves and its spring.
  public enum Curve: Hashable, Sendable {
    /// Slow at the start and the end: UIKit's default, `curveEaseInOut`.
    case easeInOut
    /// Slow at the start: `curveEaseIn`.
    case easeIn
    /// Slow at the end: `curveEaseOut`, and the curve of a batch update's animation.
    case easeOut
    /// Even throughout: `curveLinear`.
    case linear
    /// A damped spring that settles at the end within the animation's duration, as
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)` gives it:
    /// `dampingRatio` from just above 0 (it oscillates) to 1 (it settles without overshooting),
    /// and `initialVelocity` in distances a second, 1 being the whole way in one second.
    case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)

    /// The progress at `fraction` of an animation `duration` seconds long, from 0 at its start;
    /// a spring passes 1 and comes back.
    public func progress(_ fraction: Double, duration: TimeInterval) -> Double {
      let t = Swift.min(1, Swift.max(0, fraction))
      switch self {
      case .linear: return t
      case .easeIn: return t * t
      case .easeOut: return 1 - (1 - t) * (1 - t)
      case .easeInOut: return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
      case .spring(let dampingRatio, let initialVelocity):
        return Self.spring(
          at: t, dampingRatio: Double(dampingRatio),
          velocity: Double(initialVelocity) * Swift.max(duration, 0))
      }
    }

    /// A spring released at 0 towards 1 with `velocity` (in distances per duration), at `t` of
    /// its duration, its stiffness chosen so that its swing has shrunk to a thousandth at the
    /// end.
    private static func spring(at t: Double, dampingRatio: Double, velocity: Double) -> Double {
      let zeta = Swift.min(1, Swift.max(0.01, dampingRatio))
      let omega = log(1000) / zeta
      let decay = exp(-zeta * omega * t)
      guard zeta < 1 else { return 1 - (1 + (omega - velocity) * t) * decay }
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return 1
        - decay
        * (cos(damped * t) + (zeta * omega - velocity) / damped * sin(damped * t))
    }
  }
}
