import Foundation

/// The registered classes and nibs and the views waiting for reuse, by reuse key.
@MainActor
struct ReusePool<Key: Hashable, ReusableView: CollectionReusableView> {
  /// What makes a new view for a key.
  private enum Maker {
    case viewClass(ReusableView.Type)
    case nib(Nib)
  }

  private var makers: [Key: Maker] = [:]
  /// The views waiting for each key, in the order they came, each with where it was last shown:
  /// its frame's origin, read once as it comes, so that finding the nearest reads no view.
  private var waiting: [Key: [(view: ReusableView, origin: CGPoint)]] = [:]

  mutating func register(_ viewClass: ReusableView.Type, for key: Key) {
    makers[key] = .viewClass(viewClass)
  }

  /// Registers `nib`, whose one top-level object is the view, for `key`; `nil` unregisters
  /// whatever was registered, as UIKit's registration of a `nil` nib does.
  mutating func register(_ nib: Nib?, for key: Key) {
    makers[key] = nib.map { .nib($0) }
  }

  /// A waiting view after its `prepareForReuse()`, or a new one of the registered class or nib;
  /// `nil` when nothing is registered for `key`, or when the nib makes no view of the right
  /// class, which is reported to ``Nib/problemHandler``.
  ///
  /// Of the waiting views, the one last shown nearest to `frame` is taken (of two as near, the
  /// one that waited least), else, without a frame, the one that waited least. A view that comes
  /// back where it was shown keeps its frame, and views that come back in the order they were
  /// shown keep their order, which a renderer that sends what changed does not send again: an
  /// update without animation that replaces the rows on screen fills each row with the cell
  /// that was there, or, if the list moved, with the cells in the order they were.
  ///
  /// - Complexity: O(*w*) for the *w* views waiting for `key` when `frame` is given, else O(1).
  mutating func dequeue(_ key: Key, preferringFrame frame: CGRect? = nil) -> ReusableView? {
    if let frame, let nearest = nearestWaiting(for: key, to: frame),
      let reused = waiting[key]?.remove(at: nearest).view
    {
      reused.prepareForReuse()
      return reused
    }
    if let reused = waiting[key]?.popLast()?.view {
      reused.prepareForReuse()
      return reused
    }
    switch makers[key] {
    case .viewClass(let viewClass)?:
      return viewClass.init(frame: .zero)
    case .nib(let nib)?:
      let objects = nib.instantiate(withOwner: nil)
      guard objects.count == 1, let view = objects.first as? ReusableView else {
        Nib.problemHandler(
          "The nib \(nib.name ?? "") registered for \(key) must make exactly one top-level "
            + "\(ReusableView.self); it made \(objects.map { "\(type(of: $0))" }).")
        return nil
      }
      return view
    case nil:
      return nil
    }
  }

  /// The index of the view waiting for `key` last shown nearest to `frame` (of two as near, the
  /// later one), or `nil` when fewer than two wait.
  ///
  /// - Complexity: O(*w*) for the *w* views waiting for `key`.
  private func nearestWaiting(for key: Key, to frame: CGRect) -> Int? {
    guard let views = waiting[key], views.count > 1 else { return nil }
    var nearest = views.count - 1
    var nearestDistance = CGFloat.infinity
    for index in views.indices.reversed() {
      let origin = views[index].origin
      let distance = abs(origin.x - frame.minX) + abs(origin.y - frame.minY)
      if distance < nearestDistance {
        nearest = index
        nearestDistance = distance
        if distance == 0 { break }
      }
    }
    return nearest
  }

  mutating func enqueue(_ view: ReusableView, for key: Key) {
    waiting[key, default: []].append((view, view.frame.origin))
  }
}
