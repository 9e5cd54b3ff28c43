import Foundation

/// Whether the user is touching, dragging or flinging the list.
public struct ListCollectionScrollingTraits: Hashable, Sendable {
  /// Whether the user touched the content and may be about to drag it.
  public var isTracking: Bool
  /// Whether the user is dragging the content.
  public var isDragging: Bool
  /// Whether the content moves on after a drag.
  public var isDecelerating: Bool

  /// Creates scrolling traits; each defaults to `false`, so `ListCollectionScrollingTraits()` is
  /// IGListKit's zero-initialized struct.
  public init(isTracking: Bool = false, isDragging: Bool = false, isDecelerating: Bool = false) {
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
  }
}
