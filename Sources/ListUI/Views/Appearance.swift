/// A kind of view whose properties can be set for every view of the class at once: UIKit's
/// `UIAppearance`. Every ``View`` is one; its ``appearance()`` proxy records the properties.
@MainActor
public protocol Appearance: AnyObject {}

extension Appearance where Self: View {
  /// The appearance proxy of the class: properties set on it are given to every view of the
  /// class, or of a subclass, made afterwards. UIKit's `appearance()`; see
  /// ``AppearanceProxy``.
  public static func appearance() -> AppearanceProxy<Self> {
    AppearanceProxy()
  }
}
