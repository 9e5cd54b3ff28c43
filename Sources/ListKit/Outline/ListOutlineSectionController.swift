import Foundation

/// A section that shows a ``ListOutline`` as rows, one per visible item, and expands and
/// collapses its items with animated batch updates: the hierarchy of
/// `NSDiffableDataSourceSectionSnapshot` in a section controller.
///
/// The section's object is a `ListOutline<Item>`; an outline is known to the diff by its roots,
/// so a new outline with the same roots updates the section and keeps the expanded state the
/// list shows for every item in both. A section whose model is another type overrides
/// ``didUpdate(to:)`` and hands its outline to ``updateOutline(_:)``.
///
/// Subclasses make the cells in ``cellForItem(_:at:level:hasChildren:isExpanded:)`` and may size
/// them in ``sizeForItem(at:)``; each row is one line as wide as the list by default. Selecting
/// a row with children toggles it; ``setExpanded(_:for:animated:completion:)`` and
/// ``toggle(_:animated:completion:)`` do it from code. A toggle deletes or inserts the rows of
/// the item's visible subtree in one batch update and reloads the item's row, so that its
/// disclosure indicator follows.
open class ListOutlineSectionController<Item: Hashable>: ListSectionController {
  /// The outline the section shows, with the expanded state the list shows.
  public private(set) var outline = ListOutline<Item>()

  /// The outline's visible items: one row each, in order.
  public private(set) var visibleItems: [Item] = []

  /// Creates a section controller with an empty outline.
  public override init() {
    super.init()
  }

  /// The item of the row at `index`.
  ///
  /// - Precondition: `index` is a row of the section.
  public func item(at index: Int) -> Item {
    visibleItems[index]
  }

  /// The row of `item`, or `nil` when it is not visible.
  ///
  /// - Complexity: O(*v*), where *v* is the number of visible items.
  public func index(of item: Item) -> Int? {
    visibleItems.firstIndex(of: item)
  }

  /// One row per visible item.
  open override func numberOfItems() -> Int {
    visibleItems.count
  }

  /// One line as wide as the section: one cell high in the list's
  /// `View.layoutUnits`.
  open override func sizeForItem(at index: Int) -> CGSize {
    let units = (collectionContext as? ListAdapter)?.collectionView?.layoutUnits ?? .cells
    return CGSize(
      width: collectionContext?.containerSize(for: self).width ?? 0,
      height: units.cellSize.height)
  }

  /// The cell of the row's item, from ``cellForItem(_:at:level:hasChildren:isExpanded:)``.
  public final override func cellForItem(at index: Int) -> CollectionViewCell {
    let item = visibleItems[index]
    return cellForItem(
      item, at: index, level: outline.level(of: item), hasChildren: outline.hasChildren(item),
      isExpanded: outline.isExpanded(item))
  }

  /// The cell for `item`, shown in the row at `index`. Subclasses must override it: this one
  /// reports the missing override and gives an empty cell, as
  /// ``ListSectionController/cellForItem(at:)`` does.
  ///
  /// - Parameters:
  ///   - item: The row's item.
  ///   - index: The row.
  ///   - level: How deep the item is: 0 for a root.
  ///   - hasChildren: Whether the item has children, so that the row can be toggled.
  ///   - isExpanded: Whether the item's children show.
  open func cellForItem(
    _ item: Item, at index: Int, level: Int, hasChildren: Bool, isExpanded: Bool
  ) -> CollectionViewCell {
    super.cellForItem(at: index)
  }

  /// Takes a `ListOutline<Item>` with ``updateOutline(_:)``; an object of another type leaves
  /// the outline as it was and is reported to the adapter's ``ListAdapter/diagnosticHandler``.
  open override func didUpdate(to object: Any) {
    guard let outline = object as? ListOutline<Item> else {
      reportDiagnostic(
        "\(Self.self) expects a ListOutline<\(Item.self)> but was given "
          + "\(type(of: object)): \(object).")
      return
    }
    updateOutline(outline)
  }

  /// Shows `outline` from now on; an item in both outlines keeps the expanded state it has in
  /// the list, a new item has the state it has in `outline`. Call it in
  /// ``didUpdate(to:)``, after which the adapter reloads the section.
  public func updateOutline(_ outline: ListOutline<Item>) {
    var merged = outline
    for item in merged.items where self.outline.contains(item) {
      if self.outline.isExpanded(item) {
        merged.expand([item])
      } else {
        merged.collapse([item])
      }
    }
    self.outline = merged
    visibleItems = merged.visibleItems
  }

  /// Toggles the row's item when it has children.
  open override func didSelectItem(at index: Int) {
    let item = visibleItems[index]
    guard outline.hasChildren(item) else { return }
    toggle(item)
  }

  /// Expands `item` when it is collapsed, collapses it when it is expanded, as it is when the
  /// batch update runs: two toggles in a row close what the first opened.
  ///
  /// - Parameters:
  ///   - item: An item of the outline.
  ///   - animated: Whether the rows animate in and out.
  ///   - completion: Called once the rows changed, with whether the animations finished.
  public func toggle(
    _ item: Item, animated: Bool = true, completion: ((Bool) -> Void)? = nil
  ) {
    change(item, expanded: nil, animated: animated, completion: completion)
  }

  /// Expands or collapses `item`: its visible descendants' rows are inserted or deleted in one
  /// batch update, and its own row is reloaded. Collapsing hides the item's whole subtree;
  /// expanding shows each descendant as it was left. An item that is not shown, inside a
  /// collapsed one, changes its state without changing the rows.
  ///
  /// An item not in the outline is reported to the adapter's
  /// ``ListAdapter/diagnosticHandler`` and the completion is given `false`.
  ///
  /// - Parameters:
  ///   - expanded: Whether the item's children show.
  ///   - item: An item of the outline.
  ///   - animated: Whether the rows animate in and out.
  ///   - completion: Called once the rows changed, with whether the animations finished.
  public func setExpanded(
    _ expanded: Bool, for item: Item, animated: Bool = true,
    completion: ((Bool) -> Void)? = nil
  ) {
    change(item, expanded: expanded, animated: animated, completion: completion)
  }

  /// Expands `item` (`expanded` set), collapses it (`expanded` clear) or toggles it (`nil`) in a
  /// batch update.
  private func change(
    _ item: Item, expanded: Bool?, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    guard outline.contains(item) else {
      reportDiagnostic("\(Self.self) cannot expand or collapse \(item): it is not in the outline.")
      completion?(false)
      return
    }
    guard let context = collectionContext else {
      apply(expanded ?? !outline.isExpanded(item), to: item, in: nil)
      completion?(true)
      return
    }
    context.performBatch(
      animated: animated,
      updates: { [weak self] batch in
        guard let self else { return }
        self.apply(expanded ?? !self.outline.isExpanded(item), to: item, in: batch)
      },
      completion: completion)
  }

  /// Expands or collapses `item` and tells `batch` which rows were deleted, inserted and
  /// reloaded. Items are unique, so a row whose item is not in the new rows was deleted and one
  /// whose item is not in the old rows was inserted; the others keep their order.
  private func apply(_ expanded: Bool, to item: Item, in batch: (any ListBatchContext)?) {
    guard outline.contains(item), outline.isExpanded(item) != expanded else { return }
    let oldItems = visibleItems
    if expanded {
      outline.expand([item])
    } else {
      outline.collapse([item])
    }
    visibleItems = outline.visibleItems
    guard let batch else { return }
    let oldSet = Set(oldItems)
    let newSet = Set(visibleItems)
    let deletes = IndexSet(oldItems.indices.filter { !newSet.contains(oldItems[$0]) })
    let inserts = IndexSet(visibleItems.indices.filter { !oldSet.contains(visibleItems[$0]) })
    if !deletes.isEmpty { batch.delete(in: self, at: deletes) }
    if !inserts.isEmpty { batch.insert(in: self, at: inserts) }
    if let row = oldItems.firstIndex(of: item) { batch.reload(in: self, at: [row]) }
  }
}
