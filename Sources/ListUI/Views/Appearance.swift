/// A kind of view whose properties can be set for every view of the class at once: UIKit's
/// `UIAppearance`. Every ``View`` is one; its ``appearance()`` proxy records the properties.
@MainActor
public protocol Appearance: AnyObject {}

extension Appearance where Self: View {
  /// The appearance proxy of the class: properties set on it are given to every view of the
  /// class, or of a subclass, made afterwards. UIKit's `appearance()`; see
  /// ``AppearanceProxy``.
  public static func appearance() -> AppearanceProxy<Self> {
    AppearanceProxy(containerTypes: [])
  }

  /// The appearance proxy of the class for the views inside instances of `containerTypes`:
  /// UIKit's `appearance(whenContainedInInstancesOf:)`. The list is a chain of containers, the
  /// innermost first, as in UIKit: `[NavigationBar.self, MyViewController.self]` reaches the
  /// views in a navigation bar in a `MyViewController`'s view. Each container is a view above
  /// the view, or the view controller of such a view (or of the view itself), not necessarily
  /// the nearest one. An empty list is ``appearance()``.
  ///
  /// The containers are known once the view is in its superview, so a property set on this proxy
  /// reaches a view of the class made afterwards each time it is added to a superview, with what
  /// it is inside of then, as UIKit gives the proxies' properties to a view as it enters a
  /// window:
  /// - the proxy whose chain is the longest wins, then the one of the nearest class, then the
  ///   one set last; ``appearance()`` comes last of all;
  /// - a view moved out of the containers gets back what it had before;
  /// - a property the view's own code changed since the view was made, or since the proxy's
  ///   value was given, is kept, as in UIKit, where a value set on the view wins over its
  ///   appearance. The change is seen by comparing the value with the one left there, so a
  ///   value the code sets that equals it is not told apart from it.
  ///
  /// - Complexity: Adding a view to a superview costs O(*n* × *d* × *e*) for the *n* views under
  ///   it, their depth *d* and the *e* properties these proxies recorded for their classes;
  ///   nothing while no such proxy has a property.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
  ) -> AppearanceProxy<Self> {
    AppearanceProxy(containerTypes: containerTypes)
  }
}
