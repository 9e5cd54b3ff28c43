import Foundation

// The machinery behind interactive movement: how the adapter reads a target when a single-item
// section moves over another, and how it moves that section through its move delegate.
extension ListAdapter {
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
      source.numberOfItems() == 1, destination.numberOfItems() == 1, proposedIndexPath[1] == 1,
      !areAgreedOnMovingItem(
        from: source, at: previousIndexPath[1], to: destination, at: proposedIndexPath[1])
    else { return nil }
    let section = proposedIndexPath[0]
    if section < sectionMap.objects.count - 1 {
      return IndexPath(item: 0, section: section + 1)
    }
    isLastInteractiveMoveToLastSectionIndex = true
    return proposedIndexPath
  }

  /// Moves a single-item section the user moved, through the move delegate.
  func moveSectionInteractively(_ controller: ListSectionController, from: Int, to: Int) {
    guard let moveDelegate, let collectionView, let dataSource else {
      diagnosticHandler("Moving section \(from) without a moveDelegate set")
      collectionView?.reloadData()
      return
    }
    let previous: [Any] = sectionMap.objects
    guard previous.indices.contains(from), previous.indices.contains(to) else {
      diagnosticHandler(
        "Cannot move section \(from) to \(to): the adapter has \(previous.count) sections")
      collectionView.reloadData()
      return
    }
    // A later target names the section the item was dropped before, which moves up one once the
    // item's own section is removed; the end of the last section names itself.
    let isToLastSpot = isLastInteractiveMoveToLastSectionIndex
    isLastInteractiveMoveToLastSectionIndex = false
    let destination = from < to && !isToLastSpot ? to - 1 : to
    if from != to {
      var reordered = previous
      let moved = reordered.remove(at: from)
      reordered.insert(moved, at: destination)
      moveDelegate.listAdapter(self, move: moved, from: previous, to: reordered)
      let objects = dataSource.objects(for: self)
      apply(
        transitionData(
          with: KeyedObjects(objects: objects, keys: objects.map(ObjectKey.init)),
          dataSource: dataSource))
    }
    updater.moveSection(in: collectionView, from: from, to: destination)
  }

  /// Whether two different section controllers both agree that the item at `sourceIndex` of
  /// `source` moves to `destinationIndex` of `destination`.
  func areAgreedOnMovingItem(
    from source: ListSectionController, at sourceIndex: Int,
    to destination: ListSectionController, at destinationIndex: Int
  ) -> Bool {
    source !== destination
      && source.canMoveItem(at: sourceIndex, toSectionController: destination, at: destinationIndex)
      && destination.canReceiveItem(
        fromSectionController: source, at: sourceIndex, to: destinationIndex)
  }
}
