import Foundation

/// The layout guides a view owns.
extension View {
  /// The guides added with ``addLayoutGuide(_:)``, in the order they were added.
  public var layoutGuides: [LayoutGuide] { ownedLayoutGuides }

  /// Makes the view own `guide`, so that constraints can place it among the view's subviews:
  /// UIKit's `addLayoutGuide(_:)`. A guide another view owns moves here.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView !== self || !ownedLayoutGuides.contains(where: { $0 === guide }) else {
      return
    }
    guide.owningView?.removeLayoutGuide(guide)
    ownedLayoutGuides.append(guide)
    guide.owningView = self
    setNeedsLayout()
  }

  /// Stops owning `guide`: constraints on it place nothing until a view owns it again, and its
  /// frame is zero.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard ownedLayoutGuides.contains(where: { $0 === guide }) else { return }
    ownedLayoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
    guide.solvedFrame = .zero
    setNeedsLayout()
  }
}
