import Foundation

/// The properties recorded on appearance proxies, by class: those of the plain proxies, given to
/// a view as it is made, and those of the proxies for views inside containers, given to a view
/// as it is added to a superview inside them.
@MainActor
enum AppearanceRegistry {
  /// A property recorded on a proxy.
  struct Entry {
    let keyPath: AnyKeyPath
    let value: Any
    /// The chain of containers, innermost first; empty for a plain proxy.
    let containers: [AnyClass]
    /// Reads the property of a view.
    let read: (View) -> Any
    /// Sets the property of a view to a value of its type.
    let write: (View, Any) -> Void
    /// When it was recorded, among all: the later wins between equals.
    var order = 0
  }

  private static var plainEntries: [ObjectIdentifier: [Entry]] = [:]
  private static var containedEntries: [ObjectIdentifier: [Entry]] = [:]
  private static var recordings = 0

  static func record(_ entry: Entry, for type: View.Type) {
    var entry = entry
    recordings += 1
    entry.order = recordings
    let key = ObjectIdentifier(type)
    if entry.containers.isEmpty {
      var list = plainEntries[key] ?? []
      list.removeAll { $0.keyPath == entry.keyPath }
      list.append(entry)
      plainEntries[key] = list
    } else {
      var list = containedEntries[key] ?? []
      list.removeAll { $0.keyPath == entry.keyPath && sameChain($0.containers, entry.containers) }
      list.append(entry)
      containedEntries[key] = list
    }
  }

  static func recorded(_ keyPath: AnyKeyPath, for type: View.Type, in containers: [AnyClass])
    -> Any?
  {
    let list =
      (containers.isEmpty ? plainEntries : containedEntries)[ObjectIdentifier(type)] ?? []
    return list.last { $0.keyPath == keyPath && sameChain($0.containers, containers) }?.value
  }

  private static func sameChain(_ lhs: [AnyClass], _ rhs: [AnyClass]) -> Bool {
    lhs.map(ObjectIdentifier.init) == rhs.map(ObjectIdentifier.init)
  }

  /// The entries recorded in `table` for the class of `view` and its superclasses, each with how
  /// far its class is from the view's (0 for the view's own), the superclasses' first.
  private static func entries(in table: [ObjectIdentifier: [Entry]], for view: View)
    -> [(entry: Entry, distance: Int)]
  {
    var chain: [(entry: Entry, distance: Int)] = []
    var type: AnyClass? = Swift.type(of: view)
    var distance = 0
    while let current = type {
      for entry in (table[ObjectIdentifier(current)] ?? []).reversed() {
        chain.append((entry, distance))
      }
      type = _getSuperclass(current)
      distance += 1
    }
    return chain.reversed()
  }

  /// Gives `view`, as it is made, what was recorded for its class and its superclasses on the
  /// plain proxies, the superclasses' first; and keeps, for the properties the proxies for
  /// containers recorded, the values it has then, to know whether its own code changed them.
  ///
  /// - Complexity: O(1) when nothing was ever recorded; else O(depth of the class + entries).
  static func apply(to view: View) {
    guard !plainEntries.isEmpty || !containedEntries.isEmpty else { return }
    for (entry, _) in entries(in: plainEntries, for: view) { entry.apply(to: view) }
    guard !containedEntries.isEmpty else { return }
    var state: [AnyKeyPath: ContainedProperty] = [:]
    for (entry, _) in entries(in: containedEntries, for: view) where state[entry.keyPath] == nil {
      let value = entry.read(view)
      state[entry.keyPath] = ContainedProperty(baseline: value, left: value)
    }
    if !state.isEmpty { view.containedAppearance = state }
  }

  /// Gives `view` and the views under it what the proxies for containers recorded for the
  /// containers they are inside of now, as `view` was added to a superview.
  ///
  /// - Complexity: O(1) when no proxy for containers has a property; else O(*n* × (*d* + *e*))
  ///   for the *n* views, their depth *d* and the *e* entries of their classes.
  static func applyContained(toTreeOf view: View) {
    guard !containedEntries.isEmpty else { return }
    var pending = [view]
    while let current = pending.popLast() {
      if current.containedAppearance != nil { applyContained(to: current) }
      pending += current.subviews
    }
  }

  private static func applyContained(to view: View) {
    guard var state = view.containedAppearance else { return }
    let ancestors = containers(of: view)
    let candidates = entries(in: containedEntries, for: view)
    for (keyPath, property) in state {
      let current = candidates.first { $0.entry.keyPath == keyPath }?.entry.read(view)
      guard let writer = candidates.first(where: { $0.entry.keyPath == keyPath })?.entry,
        let current
      else { continue }
      guard isSame(current, property.left) else {
        // The view's code set it: its value wins from now on.
        state[keyPath] = nil
        continue
      }
      let best =
        candidates
        .filter { $0.entry.keyPath == keyPath && matches($0.entry.containers, ancestors) }
        .max { lhs, rhs in
          (lhs.entry.containers.count, -lhs.distance, lhs.entry.order)
            < (rhs.entry.containers.count, -rhs.distance, rhs.entry.order)
        }
      let target = best?.entry.value ?? property.baseline
      if !isSame(target, current) { writer.write(view, target) }
      state[keyPath]?.left = writer.read(view)
    }
    view.containedAppearance = state
  }

  /// What `view` is inside of, nearest first: its view controller, then each superview and its
  /// view controller, up to the root.
  private static func containers(of view: View) -> [AnyObject] {
    var result: [AnyObject] = []
    if let controller = view.owningViewController { result.append(controller) }
    var current = view.superview
    while let above = current {
      result.append(above)
      if let controller = above.owningViewController { result.append(controller) }
      current = above.superview
    }
    return result
  }

  /// Whether `chain`, innermost first, is found among `ancestors`, nearest first, in order.
  private static func matches(_ chain: [AnyClass], _ ancestors: [AnyObject]) -> Bool {
    var remaining = chain[...]
    for ancestor in ancestors {
      guard let wanted = remaining.first else { break }
      if isInstance(ancestor, of: wanted) { remaining = remaining.dropFirst() }
    }
    return remaining.isEmpty
  }

  private static func isInstance(_ object: AnyObject, of type: AnyClass) -> Bool {
    var current: AnyClass? = Swift.type(of: object)
    while let candidate = current {
      if candidate == type { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }

  /// Whether two values of a property are the same: both `nil`; equal, for hashable values; the
  /// same instance, for objects; else taken as the same, since they cannot be told apart. An
  /// optional is compared by what it holds.
  private static func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (unwrapped(lhs), unwrapped(rhs)) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let lhs?, let rhs?): return isSameValue(lhs, rhs)
    }
  }

  /// What `value` holds: itself, or the value of an optional, `nil` for `nil`.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  private static func isSameValue(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    return true
  }

  /// Forgets every recorded property.
  static func removeAll() {
    plainEntries = [:]
    containedEntries = [:]
  }
}

/// A property of a view that proxies for containers set: the value it had when it was made,
/// and the value they left there last.
struct ContainedProperty {
  let baseline: Any
  var left: Any
}

extension AppearanceRegistry.Entry {
  /// Gives `view` the recorded value.
  @MainActor
  func apply(to view: View) {
    write(view, value)
  }
}
