/// A target added to a ``GestureRecognizer`` with ``GestureRecognizer/addTarget(_:)``, which
/// ``GestureRecognizer/removeTarget(_:)`` takes back: where UIKit names a target by its object
/// and selector, a closure has no name, so this stands for it.
public struct GestureTarget: Hashable, Sendable {
  /// The target's number, unique in the process.
  private let id: UInt64

  /// The next number.
  nonisolated(unsafe) private static var next: UInt64 = 0

  /// A new target, unlike every other.
  @MainActor
  init() {
    Self.next += 1
    id = Self.next
  }
}
