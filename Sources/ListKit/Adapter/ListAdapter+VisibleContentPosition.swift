import Foundation

// Keeping the items on screen in place while content changes above them:
// `keepsVisibleContentPosition`.
extension ListAdapter {
  /// Where the content goes in a batch update: with ``keepsVisibleContentPosition``, where the
  /// first item on screen that the update keeps stays where it was on screen; then what the
  /// ``collectionViewDelegate`` makes of that.
  public func collectionView(
    _ collectionView: CollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    // A batch update keeps the cells it does not delete or reload: they say where the content
    // goes, and the items noted when the update began are not needed.
    pendingContentAnchor = nil
    var target = proposedContentOffset
    if keepsVisibleContentPosition {
      target = offsetKeepingFirstKeptCell(in: collectionView, proposed: target)
    }
    return collectionViewDelegate?.collectionView(
      collectionView, targetContentOffsetForProposedContentOffset: target) ?? target
  }

  /// The offset that keeps the first cell on screen that the batch update being applied keeps
  /// where it was on screen: the collection view's cells are still at their frames before the
  /// update, at their new index paths, and its layout has the new data.
  private func offsetKeepingFirstKeptCell(in collectionView: CollectionView, proposed: CGPoint)
    -> CGPoint
  {
    let direction = Self.scrollDirection(of: collectionView)
    let visible = Self.visibleArea(of: collectionView)
    var first: (cell: CollectionViewCell, indexPath: IndexPath)?
    for indexPath in collectionView.indexPathsForVisibleItems {
      guard let cell = collectionView.cellForItem(at: indexPath), !cell.isHidden,
        cell.frame.intersects(visible)
      else { continue }
      if let current = first,
        !Self.isBefore(cell.frame, current.cell.frame, along: direction)
      {
        continue
      }
      first = (cell, indexPath)
    }
    guard let first,
      let attributes = collectionView.layoutAttributesForItem(at: first.indexPath)
    else { return proposed }
    let before = first.cell.frame.origin
    let onScreen = CGPoint(
      x: before.x - collectionView.contentOffset.x, y: before.y - collectionView.contentOffset.y)
    return Self.offset(
      putting: attributes.frame.origin, at: onScreen, in: collectionView, proposed: proposed,
      along: direction)
  }

  /// Notes the items on screen as an update begins, unless an update already noted them, so that
  /// a reload can keep one of them in place.
  func noteVisibleContentBeforeUpdate() {
    guard keepsVisibleContentPosition, pendingContentAnchor == nil, let collectionView else {
      return
    }
    let direction = Self.scrollDirection(of: collectionView)
    let visible = Self.visibleArea(of: collectionView)
    let offset = collectionView.contentOffset
    var onScreen: [(frame: CGRect, item: VisibleContentAnchor.Item)] = []
    for indexPath in collectionView.indexPathsForVisibleItems {
      guard let cell = collectionView.cellForItem(at: indexPath), !cell.isHidden,
        cell.frame.intersects(visible), indexPath.section < sectionMap.keys.count
      else { continue }
      let origin = CGPoint(x: cell.frame.minX - offset.x, y: cell.frame.minY - offset.y)
      onScreen.append(
        (
          cell.frame,
          VisibleContentAnchor.Item(
            key: sectionMap.keys[indexPath.section], item: indexPath.item, originOnScreen: origin)
        ))
    }
    onScreen.sort { Self.isBefore($0.frame, $1.frame, along: direction) }
    pendingContentAnchor = VisibleContentAnchor(items: onScreen.map(\.item))
  }

  /// After an update that did not go through a batch update, a reload: puts the first item noted
  /// when it began whose object is still in the list, at the same index, back where it was on
  /// screen.
  func keepVisibleContentAfterReload() {
    guard let anchor = pendingContentAnchor else { return }
    pendingContentAnchor = nil
    guard keepsVisibleContentPosition, let collectionView else { return }
    let direction = Self.scrollDirection(of: collectionView)
    for item in anchor.items {
      guard let controller = sectionMap.sectionController(forKey: item.key),
        let section = sectionMap.section(for: controller),
        section < collectionView.numberOfSections,
        item.item < collectionView.numberOfItems(inSection: section),
        let attributes = collectionView.layoutAttributesForItem(
          at: IndexPath(item: item.item, section: section))
      else { continue }
      let target = Self.offset(
        putting: attributes.frame.origin, at: item.originOnScreen, in: collectionView,
        proposed: collectionView.contentOffset, along: direction)
      if target != collectionView.contentOffset {
        collectionView.setContentOffset(target, animated: false)
        collectionView.layoutIfNeeded()
      }
      return
    }
  }

  /// `proposed`, moved along `direction` so that content at `origin` is drawn at `onScreen`,
  /// within the content's edges; unchanged where it is already there.
  private static func offset(
    putting origin: CGPoint, at onScreen: CGPoint, in collectionView: CollectionView,
    proposed: CGPoint, along direction: CollectionViewFlowLayout.ScrollDirection
  ) -> CGPoint {
    let range = collectionView.contentOffsetRange
    var target = proposed
    switch direction {
    case .vertical:
      let y = origin.y - onScreen.y
      guard y != proposed.y else { return proposed }
      target.y = min(max(y, range.y.lowerBound), range.y.upperBound)
    case .horizontal:
      let x = origin.x - onScreen.x
      guard x != proposed.x else { return proposed }
      target.x = min(max(x, range.x.lowerBound), range.x.upperBound)
    }
    return target
  }

  /// Whether `frame` comes before `other` along `direction`: it starts earlier on that axis, or
  /// at the same place and earlier on the other.
  private static func isBefore(
    _ frame: CGRect, _ other: CGRect, along direction: CollectionViewFlowLayout.ScrollDirection
  ) -> Bool {
    switch direction {
    case .vertical: (frame.minY, frame.minX) < (other.minY, other.minX)
    case .horizontal: (frame.minX, frame.minY) < (other.minX, other.minY)
    }
  }

  /// The part of the content shown inside the content insets, in content coordinates.
  static func visibleArea(of collectionView: CollectionView) -> CGRect {
    collectionView.bounds.inset(by: collectionView.adjustedContentInset)
  }

  /// The direction `collectionView`'s layout scrolls in: a flow layout's, a
  /// ``ListCollectionViewLayout``'s or a compositional layout's, and vertical for others.
  static func scrollDirection(of collectionView: CollectionView)
    -> CollectionViewFlowLayout.ScrollDirection
  {
    switch collectionView.collectionViewLayout {
    case let layout as CollectionViewFlowLayout: layout.scrollDirection
    case let layout as ListCollectionViewLayout: layout.scrollDirection
    case let layout as CollectionViewCompositionalLayout: layout.configuration.scrollDirection
    default: .vertical
    }
  }
}
