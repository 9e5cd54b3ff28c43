import Foundation

// Interactive movement: the collection view asks the adapter whether an item may move and where
// it may go, and tells it where the item was dropped.
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

  /// Whether the section controller lets the item move.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    sectionMap.sectionController(forSection: indexPath.section)?.canMoveItem(at: indexPath.item)
      ?? false
  }

  /// Moves the item's data: within a section through its section controller, between two
  /// section controllers that agree through both of them, or a single-item section through the
  /// move delegate; any other move is reverted.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let source = sectionMap.sectionController(forSection: sourceIndexPath.section),
      let destination = sectionMap.sectionController(forSection: destinationIndexPath.section)
    else {
      diagnosticHandler(
        "Cannot move the item at \(sourceIndexPath) to \(destinationIndexPath): the adapter has "
          + "\(sectionMap.objects.count) sections")
      collectionView.reloadData()
      return
    }
    if source === destination,
      source.canMoveItem(at: sourceIndexPath.item, to: destinationIndexPath.item)
    {
      move(
        inSectionControllerInteractive: source, from: sourceIndexPath.item,
        to: destinationIndexPath.item)
    } else if areAgreedOnMovingItem(
      from: source, at: sourceIndexPath.item, to: destination, at: destinationIndexPath.item)
    {
      let object = source.itemDidLeave(
        at: sourceIndexPath.item, toSectionController: destination, at: destinationIndexPath.item)
      destination.itemDidArrive(
        object, at: destinationIndexPath.item, fromSectionController: source,
        at: sourceIndexPath.item)
    } else if source !== destination && source.numberOfItems() == 1
      && destination.numberOfItems() == 1
    {
      moveSectionControllerInteractive(
        source, from: sourceIndexPath.section, to: destinationIndexPath.section)
    } else {
      // Too late to cancel: the item goes back where it came from.
      revertInvalidInteractiveMove(from: sourceIndexPath, to: destinationIndexPath)
    }
  }
}
