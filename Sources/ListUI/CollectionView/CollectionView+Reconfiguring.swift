import Foundation

extension CollectionView {
  /// Has the cells of the reconfigured items configure themselves again, after a batch update is
  /// laid out: each item of `indexPaths` (before the update) whose cell was on screen before the
  /// update (`staying`) and still is where the item lands. A cell that came on screen in this
  /// update was made with the new data, and an item without a cell needs nothing.
  ///
  /// - Complexity: O(*r*) data source questions for *r* reconfigured items on screen, each
  ///   mapped in O(log *c*) for *c* changes in its section, then one layout pass if a cell asks
  ///   for another size.
  func reconfigure(
    _ indexPaths: [IndexPath], mapping: UpdateMapping, staying: Set<ObjectIdentifier>
  ) {
    guard !indexPaths.isEmpty, let dataSource else { return }
    var done = Set<IndexPath>()
    for old in indexPaths {
      guard let indexPath = mapping.newIndexPath(for: old), done.insert(indexPath).inserted,
        let cell = visibleCellsByIndexPath[indexPath], staying.contains(ObjectIdentifier(cell))
      else { continue }
      reconfigure(cell, at: indexPath, dataSource: dataSource)
    }
    if collectionViewLayout.needsPrepare {
      setNeedsLayout()
      layoutIfNeeded()
    }
  }

  /// Asks the data source for the cell at `indexPath` while a dequeue for it returns `cell`, and
  /// offers the cell its preferred size again. A data source that returns another cell is
  /// reported, and the cell it returned takes the old one's place.
  private func reconfigure(
    _ cell: CollectionViewCell, at indexPath: IndexPath, dataSource: any CollectionViewDataSource
  ) {
    reconfiguring = (indexPath, cell)
    let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
    reconfiguring = nil
    guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
      return
    }
    if returned === cell {
      if !cell.wasDequeued { report(.cellNotDequeued) }
      cell.wasDequeued = false
      cell.apply(attributes)
      offerPreferredAttributes(of: cell, for: attributes)
      return
    }
    report(.reconfiguredCellReplaced(indexPath, identifier: cell.reuseIdentifier ?? ""))
    visibleCellsByIndexPath[indexPath] = nil
    endDisplaying(cell, at: indexPath)
    display(returned, at: indexPath, attributes: attributes)
  }
}
