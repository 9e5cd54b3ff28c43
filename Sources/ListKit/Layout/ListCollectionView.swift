import Foundation

/// A collection view that tells a ``ListCollectionViewLayoutCompatible`` layout which sections
/// each update modifies, so that the layout can be invalidated from the first of them on.
///
/// Every insert, delete, reload and move reports its sections to the layout before the collection
/// view records it; a layout that does not adopt ``ListCollectionViewLayoutCompatible`` is told
/// nothing.
@MainActor
open class ListCollectionView: CollectionView {
  /// Creates a collection view with a vertical ``ListCollectionViewLayout`` without sticky
  /// headers, whose last item on a line stretches to the edge.
  public convenience init(frame: CGRect) {
    self.init(
      frame: frame,
      listCollectionViewLayout: ListCollectionViewLayout(
        stickyHeaders: false, topContentInset: 0, stretchToEdge: true))
  }

  /// Creates a collection view whose layout learns of modified sections.
  ///
  /// - Parameters:
  ///   - frame: The collection view's frame.
  ///   - layout: A ``ListCollectionViewLayout`` or another layout that adopts
  ///     ``ListCollectionViewLayoutCompatible``.
  public init(
    frame: CGRect,
    listCollectionViewLayout layout: CollectionViewLayout & ListCollectionViewLayoutCompatible
  ) {
    super.init(frame: frame, collectionViewLayout: layout)
  }

  /// Tells the layout the items' sections, then reloads the items.
  open override func reloadItems(at indexPaths: [IndexPath]) {
    didModify(indexPaths)
    super.reloadItems(at: indexPaths)
  }

  /// Tells the layout the first section, then reloads the sections.
  open override func reloadSections(_ sections: IndexSet) {
    didModify(sections)
    super.reloadSections(sections)
  }

  /// Tells the layout the items' sections, then reconfigures the items: their sizes are asked
  /// for again, as UIKit sizes a reconfigured cell again.
  open override func reconfigureItems(at indexPaths: [IndexPath]) {
    didModify(indexPaths)
    super.reconfigureItems(at: indexPaths)
  }

  /// Tells the layout the items' sections, then deletes the items.
  open override func deleteItems(at indexPaths: [IndexPath]) {
    didModify(indexPaths)
    super.deleteItems(at: indexPaths)
  }

  /// Tells the layout the first section, then deletes the sections.
  open override func deleteSections(_ sections: IndexSet) {
    didModify(sections)
    super.deleteSections(sections)
  }

  /// Tells the layout the items' sections, then inserts the items.
  open override func insertItems(at indexPaths: [IndexPath]) {
    didModify(indexPaths)
    super.insertItems(at: indexPaths)
  }

  /// Tells the layout the first section, then inserts the sections.
  open override func insertSections(_ sections: IndexSet) {
    didModify(sections)
    super.insertSections(sections)
  }

  /// Tells the layout both items' sections, then moves the item.
  open override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    didModify([indexPath, newIndexPath])
    super.moveItem(at: indexPath, to: newIndexPath)
  }

  /// Tells the layout the lower of the two sections, then moves the section.
  open override func moveSection(_ section: Int, toSection newSection: Int) {
    listLayout?.didModifySection(Swift.min(section, newSection))
    super.moveSection(section, toSection: newSection)
  }

  private var listLayout: (any ListCollectionViewLayoutCompatible)? {
    collectionViewLayout as? any ListCollectionViewLayoutCompatible
  }

  private func didModify(_ sections: IndexSet) {
    guard let first = sections.first else { return }
    listLayout?.didModifySection(first)
  }

  private func didModify(_ indexPaths: [IndexPath]) {
    guard let listLayout else { return }
    for indexPath in indexPaths where indexPath.count >= 1 {
      listLayout.didModifySection(indexPath[0])
    }
  }
}
