import Foundation

/// Changes a section controller makes to its items inside
/// ``ListCollectionContext/performBatch(animated:updates:completion:)``: ListKit's
/// `IGListBatchContext`. Deletes, reloads and reconfigures address the items before the batch,
/// inserts the items after it.
@MainActor
public protocol ListBatchContext: AnyObject {
  /// Reloads items: they get new cells.
  func reload(in sectionController: ListSectionController, at indexes: IndexSet)
  /// Has the cells of items on screen configure themselves again, keeping the cells: the
  /// section controller's ``ListSectionController/cellForItem(at:)`` is asked again for each
  /// item with a cell on screen, where it lands, and dequeuing returns that item's cell without
  /// `prepareForReuse()`. Beyond IGListKit: UIKit's `reconfigureItems(at:)`. An item can't be
  /// both reloaded and reconfigured in one batch.
  func reconfigure(in sectionController: ListSectionController, at indexes: IndexSet)
  /// Inserts items.
  func insert(in sectionController: ListSectionController, at indexes: IndexSet)
  /// Deletes items.
  func delete(in sectionController: ListSectionController, at indexes: IndexSet)
  /// Recomputes the layout of items, keeping their cells.
  func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet)
  /// Moves an item within the section controller's section.
  func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
  /// Reloads the whole section.
  func reload(_ sectionController: ListSectionController)
  /// Moves a single-item section the user moved interactively, from section `fromIndex` to
  /// `toIndex`, through the adapter's move delegate.
  func moveSectionControllerInteractive(
    _ sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
  /// Moves an item the user moved interactively within the section controller's section: the
  /// section controller's `moveObject(from:to:)`.
  func move(
    inSectionControllerInteractive sectionController: ListSectionController, from fromIndex: Int,
    to toIndex: Int)
  /// Moves an item the user moved to where it may not go back to where it came from.
  func revertInvalidInteractiveMove(
    from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension ListBatchContext {
  /// Reloads the items: what a batch context that does not reconfigure does instead.
  public func reconfigure(in sectionController: ListSectionController, at indexes: IndexSet) {
    reload(in: sectionController, at: indexes)
  }
}
