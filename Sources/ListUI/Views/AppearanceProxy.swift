import Foundation

/// The properties every view of a class is given when it is made: UIKit's appearance proxy,
/// what `UICollectionView.appearance()` returns.
///
/// Setting a property on the proxy records it for the class: each view of that class or a
/// subclass made afterwards gets it as it is made, before its initializer's own body runs to
/// the end, so that what the view's code sets later wins. Views made before keep their values,
/// as in UIKit, where the proxy reaches views only as they enter a window. Setting a property
/// again replaces what was recorded.
///
/// ```swift
/// UICollectionView.appearance().backgroundColor = .systemGroupedBackground
/// ```
///
/// A proxy from `appearance(whenContainedInInstancesOf:)` records its properties for the views
/// of the class inside the containers it names; a view gets them when it is added to a
/// superview inside them (see ``Appearance/appearance(whenContainedInInstancesOf:)``).
///
/// Reading a property gives what was recorded: `nil` for an optional property that was not set;
/// reading a non-optional property that was not set stops the app with a message, since the
/// proxy is not a view and has no value of its own.
@MainActor
@dynamicMemberLookup
public final class AppearanceProxy<Target: View> {
  /// The chain of containers, innermost first; empty for the class's plain proxy.
  private let containers: [AnyClass]

  init(containerTypes: [any AppearanceContainer.Type]) {
    containers = containerTypes.map { $0 as AnyClass }
  }

  /// The value recorded for the optional property at `keyPath`, or `nil`; setting it records
  /// it for the views of `Target` made afterwards.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value?>)
    -> Value?
  {
    get {
      AppearanceRegistry.recorded(keyPath, for: Target.self, in: containers) as? Value
    }
    set { record(newValue, at: keyPath) }
  }

  /// The value recorded for the property at `keyPath`; setting it records it for the views of
  /// `Target` made afterwards.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value
  {
    get {
      guard
        let value = AppearanceRegistry.recorded(keyPath, for: Target.self, in: containers)
          as? Value
      else {
        preconditionFailure(
          "\(Target.self).appearance(): \(keyPath) was not set on the proxy, which has no value of its own"
        )
      }
      return value
    }
    set { record(newValue, at: keyPath) }
  }

  private func record<Value>(_ value: Value, at keyPath: ReferenceWritableKeyPath<Target, Value>) {
    AppearanceRegistry.record(
      AppearanceRegistry.Entry(
        keyPath: keyPath, value: value, containers: containers,
        read: { view in
          guard let view = view as? Target else { return () }
          return view[keyPath: keyPath]
        },
        write: { view, newValue in
          guard let view = view as? Target, let newValue = newValue as? Value else { return }
          view[keyPath: keyPath] = newValue
        }),
      for: Target.self)
  }
}
