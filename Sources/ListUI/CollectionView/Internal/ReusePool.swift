import Foundation

/// The registered classes and the views waiting for reuse, by reuse key.
@MainActor
struct ReusePool<Key: Hashable, ReusableView: CollectionReusableView> {
  private var classes: [Key: ReusableView.Type] = [:]
  private var waiting: [Key: [ReusableView]] = [:]

  mutating func register(_ viewClass: ReusableView.Type, for key: Key) {
    classes[key] = viewClass
  }

  /// A waiting view after its `prepareForReuse()`, or a new one of the registered class; `nil`
  /// when no class is registered for `key`.
  mutating func dequeue(_ key: Key) -> ReusableView? {
    if let reused = waiting[key]?.popLast() {
      reused.prepareForReuse()
      return reused
    }
    return classes[key]?.init(frame: .zero)
  }

  mutating func enqueue(_ view: ReusableView, for key: Key) {
    waiting[key, default: []].append(view)
  }
}
