import Foundation

/// Where ``CollectionView/scrollToItem(at:at:animated:)`` puts an item, as
/// `UICollectionView.ScrollPosition`. Combine one vertical and one horizontal position; `[]`
/// scrolls as little as makes the item visible.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
  /// The positions as bits.
  public let rawValue: Int

  /// Creates a position from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The item's top at the top of the visible rect.
  public static let top = ScrollPosition(rawValue: 1 << 0)
  /// The item centered vertically.
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  /// The item's bottom at the bottom of the visible rect.
  public static let bottom = ScrollPosition(rawValue: 1 << 2)
  /// The item's left edge at the left of the visible rect.
  public static let left = ScrollPosition(rawValue: 1 << 3)
  /// The item centered horizontally.
  public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
  /// The item's right edge at the right of the visible rect.
  public static let right = ScrollPosition(rawValue: 1 << 5)
}

extension CollectionView {
  /// Scrolls so that the item at `indexPath` stands where `scrollPosition` says, within the
  /// content's edges. An index path that does not exist is an error.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard isValidItem(indexPath), let attributes = layoutAttributesForItem(at: indexPath) else {
      report(.scrollToInvalid(indexPath))
      return
    }
    let target = contentOffset(toShow: attributes.frame, at: scrollPosition)
    setContentOffset(clampedContentOffset(target), animated: animated)
    if !animated || !View.areAnimationsEnabled { layoutIfNeeded() }
  }

  /// The content offset that puts `frame` where `position` says.
  func contentOffset(toShow frame: CGRect, at position: ScrollPosition) -> CGPoint {
    var offset = contentOffset
    let visible = bounds
    if position.contains(.top) {
      offset.y = frame.minY
    } else if position.contains(.centeredVertically) {
      offset.y = frame.midY - visible.height / 2
    } else if position.contains(.bottom) {
      offset.y = frame.maxY - visible.height
    } else if !position.contains(.left) && !position.contains(.centeredHorizontally)
      && !position.contains(.right)
    {
      if frame.minY < visible.minY {
        offset.y = frame.minY
      } else if frame.maxY > visible.maxY {
        offset.y = frame.maxY - visible.height
      }
    }
    if position.contains(.left) {
      offset.x = frame.minX
    } else if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - visible.width / 2
    } else if position.contains(.right) {
      offset.x = frame.maxX - visible.width
    } else if !position.contains(.top) && !position.contains(.centeredVertically)
      && !position.contains(.bottom)
    {
      if frame.minX < visible.minX {
        offset.x = frame.minX
      } else if frame.maxX > visible.maxX {
        offset.x = frame.maxX - visible.width
      }
    }
    return offset
  }
}
