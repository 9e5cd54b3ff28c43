import Foundation

extension CollectionView {
  /// The direction a collection view scrolls in: UIKit's `UICollectionView.ScrollDirection`,
  /// which ListUI declares as ``CollectionViewFlowLayout/ScrollDirection``.
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

  /// Where an item stands after scrolling to it: UIKit's `UICollectionView.ScrollPosition`, which
  /// ListUI declares at the top level as ``ListUI/ScrollPosition``.
  public typealias ScrollPosition = ListUI.ScrollPosition

  /// Scrolls so that the item at `indexPath` stands where `scrollPosition` says, within the
  /// content's edges. An index path that does not exist is an error. In a section of a
  /// ``CollectionViewCompositionalLayout`` that scrolls orthogonally, the section's row scrolls
  /// first to show the item, where its behavior stops.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let counts = loadCountsIfNeeded()
    if indexPath.count == 2 && !counts.indices.contains(indexPath[0]) {
      report(.scrollToMissingSection(indexPath, sectionCount: counts.count))
      return
    }
    if indexPath.count == 2 && !(0..<counts[indexPath[0]]).contains(indexPath[1]) {
      report(.scrollToMissingItem(indexPath, itemCount: counts[indexPath[0]]))
      return
    }
    prepareLayoutIfNeeded()
    if collectionViewLayout.scrollOrthogonally(toShow: indexPath, at: scrollPosition) {
      layoutIfNeeded()
    }
    guard isValidItem(indexPath), let attributes = layoutAttributesForItem(at: indexPath) else {
      report(.scrollToInvalid(indexPath))
      return
    }
    let target = contentOffset(toShow: attributes.frame, at: scrollPosition)
    setContentOffset(clampedContentOffset(target), animated: animated)
    if !animated || !View.areAnimationsEnabled { layoutIfNeeded() }
  }

  /// Scrolls as little as shows the item at `indexPath` along the content, its top when it is
  /// taller than the collection view, at once; in a section of a
  /// ``CollectionViewCompositionalLayout`` that scrolls orthogonally, the section's row scrolls
  /// first to show it. An index path that is not an item is left alone. How the terminal and the
  /// browser keep the selected item in view as the keys move the selection.
  ///
  /// - Complexity: O(log *n*) for *n* items, and a layout pass if the offset moves.
  @_spi(ListKit)
  public func revealItem(at indexPath: IndexPath) {
    guard isValidItem(indexPath) else { return }
    prepareLayoutIfNeeded()
    if collectionViewLayout.scrollOrthogonally(toShow: indexPath, at: []) { layoutIfNeeded() }
    guard let attributes = layoutAttributesForItem(at: indexPath) else { return }
    var offset = contentOffset
    if attributes.frame.maxY > offset.y + bounds.height {
      offset.y = attributes.frame.maxY - bounds.height
    }
    if attributes.frame.minY < offset.y { offset.y = attributes.frame.minY }
    offset = clampedContentOffset(offset)
    if offset != contentOffset { setContentOffset(offset, animated: false) }
    layoutIfNeeded()
  }

  /// The content offset that puts `frame` where `position` says, within the area the content
  /// insets leave visible.
  func contentOffset(toShow frame: CGRect, at position: ScrollPosition) -> CGPoint {
    let inset = adjustedContentInset
    let y = Self.offset(
      start: frame.minY, end: frame.maxY, current: contentOffset.y, viewport: bounds.height,
      leading: inset.top, trailing: inset.bottom,
      placement: position.contains(.top)
        ? .leading
        : position.contains(.centeredVertically)
          ? .center : position.contains(.bottom) ? .trailing : nil,
      minimal: position.isDisjoint(with: [.left, .centeredHorizontally, .right]))
    let x = Self.offset(
      start: frame.minX, end: frame.maxX, current: contentOffset.x, viewport: bounds.width,
      leading: inset.left, trailing: inset.right,
      placement: position.contains(.left)
        ? .leading
        : position.contains(.centeredHorizontally)
          ? .center : position.contains(.right) ? .trailing : nil,
      minimal: position.isDisjoint(with: [.top, .centeredVertically, .bottom]))
    return CGPoint(x: x, y: y)
  }

  /// Where an element goes along one axis.
  enum Placement {
    case leading, center, trailing
  }

  /// The offset along one axis that puts the span `start...end` at `placement` within the
  /// viewport less its insets; with no placement, the smallest move that shows it (when
  /// `minimal`), or no move.
  static func offset(
    start: CGFloat, end: CGFloat, current: CGFloat, viewport: CGFloat, leading: CGFloat,
    trailing: CGFloat, placement: Placement?, minimal: Bool
  ) -> CGFloat {
    let visible = viewport - leading - trailing
    switch placement {
    case .leading: return start - leading
    case .center: return (start + end) / 2 - visible / 2 - leading
    case .trailing: return end - viewport + trailing
    case nil:
      guard minimal else { return current }
      if start < current + leading { return start - leading }
      if end > current + viewport - trailing { return end - viewport + trailing }
      return current
    }
  }
}
