import Foundation

extension ListAdapter {
  /// Scrolls to an object's section, as IGListKit does: the section's first and last items and
  /// the named supplementary views of its first item make a range along `scrollDirection`, which
  /// `scrollPosition` places in the visible area less the content insets, moved by
  /// `additionalOffset` and kept within the content.
  ///
  /// - Parameters:
  ///   - object: The object to scroll to; an object not in the list is ignored.
  ///   - supplementaryKinds: The supplementary views to include, such as the section header.
  ///   - scrollDirection: The axis to scroll along.
  ///   - scrollPosition: `.top`, `.centeredVertically` or `.bottom` vertically; `.left`,
  ///     `.centeredHorizontally` or `.right` horizontally; anything else puts the range's start
  ///     at the start of the visible area.
  ///   - additionalOffset: Added to the offset before it is kept within the content.
  ///   - animated: Whether the scroll animates.
  public func scroll(
    to object: any ListDiffable, supplementaryKinds: [String]?,
    scrollDirection: CollectionViewFlowLayout.ScrollDirection, scrollPosition: ScrollPosition,
    additionalOffset: CGFloat = 0, animated: Bool
  ) {
    guard let collectionView, let section = sectionIfInList(for: object) else { return }
    let vertical = scrollDirection == .vertical
    var attributes: [CollectionViewLayoutAttributes] = []
    let first = IndexPath(item: 0, section: section)
    let count = collectionView.numberOfItems(inSection: section)
    if count > 0, let item = collectionView.layoutAttributesForItem(at: first) {
      attributes.append(item)
    }
    for kind in supplementaryKinds ?? [] {
      if let view = collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: first)
      {
        attributes.append(view)
      }
    }
    if count > 1,
      let last = collectionView.layoutAttributesForItem(
        at: IndexPath(item: count - 1, section: section))
    {
      attributes.append(last)
    }
    let low = attributes.map { vertical ? $0.frame.minY : $0.frame.minX }.min() ?? 0
    let high = attributes.map { vertical ? $0.frame.maxY : $0.frame.maxX }.max() ?? 0
    let inset = collectionView.adjustedContentInset
    let length = vertical ? collectionView.bounds.height : collectionView.bounds.width
    let leading = vertical ? inset.top : inset.left
    let trailing = vertical ? inset.bottom : inset.right
    var offset: CGFloat
    if scrollPosition.contains(vertical ? .bottom : .right) {
      offset = high - length + trailing
    } else if scrollPosition.contains(vertical ? .centeredVertically : .centeredHorizontally) {
      offset = (low + high) / 2 - length / 2 - (leading - trailing) / 2
    } else {
      offset = low - leading
    }
    offset += additionalOffset
    let content =
      vertical
      ? collectionView.collectionViewLayout.collectionViewContentSize.height
      : collectionView.collectionViewLayout.collectionViewContentSize.width
    offset = max(-leading, min(offset, content - length + trailing))
    var target = collectionView.contentOffset
    if vertical { target.y = offset } else { target.x = offset }
    collectionView.setContentOffset(target, animated: animated)
  }

  /// The index path of the item at the top-left corner of the visible area, inside the content
  /// insets.
  public func indexPathForFirstVisibleItem() -> IndexPath? {
    guard let collectionView else { return nil }
    let offset = collectionView.contentOffset
    let inset = collectionView.contentInset
    return collectionView.indexPathForItem(
      at: CGPoint(x: offset.x + inset.left, y: offset.y + inset.top))
  }

  /// How far the visible area starts past the start of the first visible item, along
  /// `scrollDirection`; 0 when no item is visible.
  public func offsetForFirstVisibleItem(
    with scrollDirection: CollectionViewFlowLayout.ScrollDirection
  ) -> CGFloat {
    guard let collectionView, let indexPath = indexPathForFirstVisibleItem(),
      let attributes = collectionView.layoutAttributesForItem(at: indexPath)
    else { return 0 }
    let inset = collectionView.contentInset
    let offset = collectionView.contentOffset
    return scrollDirection == .vertical
      ? inset.top + offset.y - attributes.frame.minY
      : inset.left + offset.x - attributes.frame.minX
  }
}
