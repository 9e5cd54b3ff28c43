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
/// Reading a property gives what was recorded: `nil` for an optional property that was not set;
/// reading a non-optional property that was not set stops the app with a message, since the
/// proxy is not a view and has no value of its own.
@MainActor
@dynamicMemberLookup
public final class AppearanceProxy<Target: View> {
  init() {}

  /// The value recorded for the optional property at `keyPath`, or `nil`; setting it records
  /// it for the views of `Target` made afterwards.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value?>)
    -> Value?
  {
    get { AppearanceRegistry.recorded(keyPath, for: Target.self) as? Value }
    set { record(newValue, at: keyPath) }
  }

  /// The value recorded for the property at `keyPath`; setting it records it for the views of
  /// `Target` made afterwards.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value
  {
    get {
      guard let value = AppearanceRegistry.recorded(keyPath, for: Target.self) as? Value else {
        preconditionFailure(
          "\(Target.self).appearance(): \(keyPath) was not set on the proxy, which has no value of its own"
        )
      }
      return value
    }
    set { record(newValue, at: keyPath) }
  }

  private func record<Value>(_ value: Value, at keyPath: ReferenceWritableKeyPath<Target, Value>) {
    AppearanceRegistry.record(keyPath, value: value, for: Target.self) { view in
      guard let view = view as? Target else { return }
      view[keyPath: keyPath] = value
    }
  }
}

/// The properties recorded on appearance proxies, by class.
@MainActor
enum AppearanceRegistry {
  private struct Entry {
    let keyPath: AnyKeyPath
    let value: Any
    let apply: (View) -> Void
  }

  private static var entries: [ObjectIdentifier: [Entry]] = [:]

  static func record(
    _ keyPath: AnyKeyPath, value: Any, for type: View.Type, apply: @escaping (View) -> Void
  ) {
    var list = entries[ObjectIdentifier(type)] ?? []
    list.removeAll { $0.keyPath == keyPath }
    list.append(Entry(keyPath: keyPath, value: value, apply: apply))
    entries[ObjectIdentifier(type)] = list
  }

  static func recorded(_ keyPath: AnyKeyPath, for type: View.Type) -> Any? {
    entries[ObjectIdentifier(type)]?.last { $0.keyPath == keyPath }?.value
  }

  /// Gives `view` what was recorded for its class and its superclasses, the superclasses'
  /// first.
  ///
  /// - Complexity: O(1) when nothing was ever recorded; else O(depth of the class + entries).
  static func apply(to view: View) {
    guard !entries.isEmpty else { return }
    var chain: [[Entry]] = []
    var type: AnyClass? = Swift.type(of: view)
    while let current = type {
      if let list = entries[ObjectIdentifier(current)] { chain.append(list) }
      type = _getSuperclass(current)
    }
    for list in chain.reversed() {
      for entry in list { entry.apply(view) }
    }
  }

  /// Forgets every recorded property.
  static func removeAll() {
    entries = [:]
  }
}
