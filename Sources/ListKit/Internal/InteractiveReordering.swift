import Foundation

extension ListAdapter {
  /// Where an item being moved interactively goes: the layout's proposal as the adapter reads it
  /// for single-item sections, then whatever the collection view delegate makes of that.
  public func collectionView(
    _ collectionView: CollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    let proposed =
      updatedTargetForInteractivelyMovingItem(from: currentIndexPath, to: proposedIndexPath)
      ?? proposedIndexPath
    return collectionViewDelegate?.collectionView(
      collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
      atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposed) ?? proposed
  }

  /// IGListKit's reading of an interactive target when a single-item section moves over another:
  /// the end of a section is the start of the next one, and the end of the last section is kept
  /// and remembered, since no section follows it. `nil` when the proposal stands as it is.
  func updatedTargetForInteractivelyMovingItem(
    from previousIndexPath: IndexPath, to proposedIndexPath: IndexPath
  ) -> IndexPath? {
    isLastInteractiveMoveToLastSectionIndex = false
    guard previousIndexPath.count == 2, proposedIndexPath.count == 2,
      let source = sectionController(forSection: previousIndexPath[0]),
      let destination = sectionController(forSection: proposedIndexPath[0]),
      source.numberOfItems() == 1, destination.numberOfItems() == 1, proposedIndexPath[1] == 1
    else { return nil }
    let section = proposedIndexPath[0]
    if section < sectionMap.objects.count - 1 {
      return IndexPath(indexes: [section + 1, 0])
    }
    isLastInteractiveMoveToLastSectionIndex = true
    return proposedIndexPath
  }
}
