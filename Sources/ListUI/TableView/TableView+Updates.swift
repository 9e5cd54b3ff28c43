import Foundation

extension TableView {
  /// Starts a batch of row and section changes, which ``endUpdates()`` applies as one animated
  /// update. Calls nest: the outermost ``endUpdates()`` applies the batch.
  ///
  /// The counts before the batch are the ones the table view has, asked of the data source now
  /// if it has none yet; the counts after it are asked when the batch ends. The batch is checked
  /// as UIKit checks it, and one that breaks a rule is reported to the ``violationHandler`` and
  /// not applied: the data is reloaded instead.
  public func beginUpdates() {
    collectionView.loadCountsIfNeeded()
    if openUpdates != nil {
      openUpdates?.depth += 1
    } else {
      openUpdates = TableViewOpenUpdates()
    }
  }

  /// Ends a batch that ``beginUpdates()`` started; the outermost call applies it, animated, with
  /// the collection view's ``CollectionView/performBatchUpdates(_:completion:)``. A batch with no
  /// changes lays the rows out again, animated, as UIKit's does, so that rows take new heights.
  /// A call with no batch open does nothing.
  public func endUpdates() {
    guard var open = openUpdates else { return }
    open.depth -= 1
    guard open.depth == 0 else {
      openUpdates = open
      return
    }
    openUpdates = nil
    apply(open.changes, completions: open.completions)
  }

  /// Applies the changes made in `updates` as one animated update, then runs `completion` after
  /// the animation, with `false` if the update broke a rule and the data was reloaded instead.
  /// Inside ``beginUpdates()`` and ``endUpdates()``, or inside another batch, it joins that
  /// batch.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates?()
    if let completion { openUpdates?.completions.append(completion) }
    endUpdates()
  }

  /// Records `change` into the open batch, or applies it as a batch of its own.
  private func record(
    _ animation: RowAnimation, _ make: @escaping @MainActor (CollectionView) -> Void
  ) {
    let change = TableViewChange(animation: animation, make: make)
    if openUpdates != nil {
      openUpdates?.changes.append(change)
    } else {
      apply([change], completions: [])
    }
  }

  /// Makes `changes` in one batch update of the rows' collection view, without animation when
  /// every change asked for none.
  private func apply(_ changes: [TableViewChange], completions: [(Bool) -> Void]) {
    let collectionView = collectionView
    let update = {
      collectionView.performBatchUpdates(
        { for change in changes { change.make(collectionView) } },
        completion: completions.isEmpty
          ? nil : { finished in for completion in completions { completion(finished) } })
    }
    if !changes.isEmpty && changes.allSatisfy({ $0.animation == .none }) {
      View.performWithoutAnimation(update)
    } else {
      update()
    }
  }

  /// Inserts rows at index paths of the state after the batch.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { $0.insertItems(at: indexPaths) }
  }

  /// Deletes rows at index paths of the state before the batch.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { $0.deleteItems(at: indexPaths) }
  }

  /// Reloads rows at index paths of the state before the batch: they get new cells.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { $0.reloadItems(at: indexPaths) }
  }

  /// Has the cells of rows on screen configure themselves again, keeping the cells: UIKit's
  /// `reconfigureRows(at:)`, as ``CollectionView/reconfigureItems(at:)`` does it.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    record(.none) { $0.reconfigureItems(at: indexPaths) }
  }

  /// Moves a row from an index path before the batch to one after it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(.automatic) { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Inserts sections at indexes of the state after the batch.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation) { $0.insertSections(sections) }
  }

  /// Deletes sections at indexes of the state before the batch.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation) { $0.deleteSections(sections) }
  }

  /// Reloads sections: each is deleted and inserted at the same index.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animation) { $0.reloadSections(sections) }
  }

  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record(.automatic) { $0.moveSection(section, toSection: newSection) }
  }
}
