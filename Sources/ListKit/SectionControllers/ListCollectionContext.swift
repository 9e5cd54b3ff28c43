import Foundation

/// What a section controller can ask of and do to the list it is in: container geometry, cells,
/// dequeuing, selection, scrolling and batched updates. The adapter is the context; a section
/// controller reaches it through ``ListSectionController/collectionContext``.
///
/// Indexes are item indexes within the asking section controller's section.
@MainActor
public protocol ListCollectionContext: AnyObject {
  /// The size of the collection view.
  var containerSize: CGSize { get }
  /// The collection view's content insets.
  var containerInset: EdgeInsets { get }
  /// The collection view's content insets as the content is laid out with them.
  var adjustedContainerInset: EdgeInsets { get }
  /// The size of the collection view less its adjusted content insets.
  var insetContainerSize: CGSize { get }
  /// The collection view's content offset.
  var containerContentOffset: CGPoint { get }
  /// The collection view's traits (its window's theme, size classes and text size); `nil`
  /// without a collection view.
  var traitCollection: TraitCollection? { get }
  /// Whether the list is being dragged, tracked or decelerating.
  var scrollingTraits: ListCollectionScrollingTraits { get }
  /// The experiments the adapter runs with.
  var experiments: ListExperiment { get set }

  /// The container's size less the section controller's insets.
  func containerSize(for sectionController: ListSectionController) -> CGSize
  /// The index of a cell of the section controller on screen, or `NSNotFound`: IGListKit's
  /// `index(for:sectionController:)`. `indexIfInList(for:sectionController:)` says the same
  /// with `nil`.
  func index(for cell: CollectionViewCell, sectionController: ListSectionController) -> Int
  /// The section controller's cell on screen at `index`, or `nil`.
  func cellForItem(at index: Int, sectionController: ListSectionController) -> CollectionViewCell?
  /// The section controller's supplementary view on screen, or `nil`.
  func viewForSupplementaryElement(
    ofKind elementKind: String, at index: Int, sectionController: ListSectionController
  ) -> CollectionReusableView?
  /// The section controller's cells that are wholly on screen.
  func fullyVisibleCells(for sectionController: ListSectionController) -> [CollectionViewCell]
  /// The section controller's cells on screen.
  func visibleCells(for sectionController: ListSectionController) -> [CollectionViewCell]
  /// The index paths of the section controller's cells on screen.
  func visibleIndexPaths(for sectionController: ListSectionController) -> [IndexPath]
  /// Deselects an item without telling the delegates.
  func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool)
  /// Selects an item without telling the delegates.
  func selectItem(
    at index: Int, sectionController: ListSectionController, animated: Bool,
    scrollPosition: ScrollPosition)
  /// A cell of `cellClass` for the item at `index`, registered on first use under an identifier
  /// made of the class and `reuseIdentifier`. The class is `AnyClass`, as IGListKit's; one that
  /// is not a `CollectionViewCell` is reported and a plain cell is dequeued.
  func dequeueReusableCell(
    of cellClass: AnyClass, withReuseIdentifier reuseIdentifier: String?,
    for sectionController: ListSectionController, at index: Int
  ) -> CollectionViewCell
  /// A cell of `cellClass` for the item at `index`.
  func dequeueReusableCell(
    of cellClass: AnyClass, for sectionController: ListSectionController,
    at index: Int
  ) -> CollectionViewCell
  /// The cell the nib `nibName` makes, for the item at `index`, registered on first use under
  /// the nib's name. The nib is the Swift `listkit-migrate` made of `nibName.xib` (see `Nib`),
  /// found in the module of the section controller's class; `bundle` is not read.
  func dequeueReusableCell(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> CollectionViewCell
  /// The cell registered with the collection view under `identifier`, for the item at `index`;
  /// IGListKit's storyboard dequeue.
  func dequeueReusableCellFromStoryboard(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> CollectionViewCell
  /// A supplementary view of `viewClass` and `elementKind` for the section's item at `index`.
  /// The class is `AnyClass`, as IGListKit's; one that is not a `CollectionReusableView` is
  /// reported and a plain view is dequeued.
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController,
    class viewClass: AnyClass, at index: Int
  ) -> CollectionReusableView
  /// The supplementary view of `elementKind` the nib `nibName` makes, registered on first use
  /// under the nib's name; the nib is found as
  /// ``dequeueReusableCell(withNibName:bundle:for:at:)`` finds it.
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController, nibName: String,
    bundle: Bundle?, at index: Int
  ) -> CollectionReusableView
  /// The supplementary view registered with the collection view under `identifier`.
  func dequeueReusableSupplementaryView(
    fromStoryboardOfKind elementKind: String, withIdentifier identifier: String,
    for sectionController: ListSectionController, at index: Int
  ) -> CollectionReusableView
  /// Recomputes the layout of the section controller's items, keeping their cells.
  func invalidateLayout(
    for sectionController: ListSectionController, completion: ((Bool) -> Void)?)
  /// The layout attributes of the section controller's item at `index`.
  func layoutAttributesForItem(at index: Int, sectionController: ListSectionController)
    -> CollectionViewLayoutAttributes?
  /// Inserts, deletes, moves and reloads items of section controllers in one animated update.
  func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void,
    completion: ((Bool) -> Void)?)
  /// Scrolls to the section controller's item at `index`.
  func scroll(
    to sectionController: ListSectionController, at index: Int, scrollPosition: ScrollPosition,
    animated: Bool)
  /// The index path of the item at `point`, in the collection view's content coordinates.
  func indexPathForItem(at point: CGPoint) -> IndexPath?
  /// Converts a point from `view`'s coordinates to the collection view's.
  func convert(_ point: CGPoint, from view: View?) -> CGPoint
}

extension ListCollectionContext {
  /// The index of a cell of the section controller on screen, or `nil`:
  /// ``index(for:sectionController:)`` without `NSNotFound`.
  public func indexIfInList(for cell: CollectionViewCell, sectionController: ListSectionController)
    -> Int?
  {
    let index = index(for: cell, sectionController: sectionController)
    return index == NSNotFound ? nil : index
  }

  /// ``invalidateLayout(for:completion:)`` without a completion, as IGListKit's Swift callers
  /// write it.
  public func invalidateLayout(for sectionController: ListSectionController) {
    invalidateLayout(for: sectionController, completion: nil)
  }

  /// ``invalidateLayout(for:completion:)`` that returns, once the layout is invalidated, whether
  /// it finished: the `async` form Swift makes of IGListKit's method.
  @discardableResult
  public func invalidateLayout(for sectionController: ListSectionController) async -> Bool {
    await withCheckedContinuation { continuation in
      invalidateLayout(for: sectionController) { continuation.resume(returning: $0) }
    }
  }

  /// ``performBatch(animated:updates:completion:)`` without a completion, as IGListKit's Swift
  /// callers write it.
  public func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void
  ) {
    performBatch(animated: animated, updates: updates, completion: nil)
  }

  /// ``performBatch(animated:updates:completion:)`` that returns, once the changes were applied,
  /// whether they finished: the `async` form Swift makes of IGListKit's method.
  @discardableResult
  public func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      performBatch(animated: animated, updates: updates) { continuation.resume(returning: $0) }
    }
  }

  /// A cell of type `Cell` for the item at `index`, as IGListSwiftKit's generic dequeue.
  public func dequeueReusableCell<Cell: CollectionViewCell>(
    of cellClass: Cell.Type = Cell.self, for sectionController: ListSectionController, at index: Int
  ) -> Cell {
    let cell = dequeueReusableCell(
      of: cellClass as CollectionViewCell.Type, for: sectionController, at: index)
    return Self.typed(cell, expecting: Cell.self, "for the class \(cellClass)")
  }

  /// A cell of type `Cell` for the item at `index`, registered on first use under an identifier
  /// made of the class and `reuseIdentifier`: IGListSwiftKit's generic dequeue.
  public func dequeueReusableCell<Cell: CollectionViewCell>(
    withReuseIdentifier reuseIdentifier: String, for sectionController: ListSectionController,
    at index: Int
  ) -> Cell {
    let cell = dequeueReusableCell(
      of: Cell.self as CollectionViewCell.Type, withReuseIdentifier: reuseIdentifier,
      for: sectionController, at: index)
    return Self.typed(cell, expecting: Cell.self, "with the reuse identifier \(reuseIdentifier)")
  }

  /// The cell the nib `nibName` makes, as a `Cell`, for the item at `index`: IGListSwiftKit's
  /// generic nib dequeue.
  public func dequeueReusableCell<Cell: CollectionViewCell>(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> Cell {
    let cell: CollectionViewCell = dequeueReusableCell(
      withNibName: nibName, bundle: bundle, for: sectionController, at: index)
    return Self.typed(cell, expecting: Cell.self, "from the nib \(nibName)")
  }

  /// The cell registered with the collection view under `identifier`, as a `Cell`, for the item at
  /// `index`: IGListSwiftKit's generic storyboard dequeue.
  public func dequeueReusableCellFromStoryboard<Cell: CollectionViewCell>(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> Cell {
    let cell: CollectionViewCell = dequeueReusableCellFromStoryboard(
      withIdentifier: identifier, for: sectionController, at: index)
    return Self.typed(cell, expecting: Cell.self, "registered under \(identifier)")
  }

  /// A supplementary view of type `Supplementary` and `elementKind` for the section's item at
  /// `index`: IGListSwiftKit's generic dequeue.
  public func dequeueReusableSupplementaryView<Supplementary: CollectionReusableView>(
    ofKind elementKind: String, forSectionController sectionController: ListSectionController,
    atIndex index: Int
  ) -> Supplementary {
    let view = dequeueReusableSupplementaryView(
      ofKind: elementKind, for: sectionController,
      class: Supplementary.self as CollectionReusableView.Type, at: index)
    return Self.typed(view, expecting: Supplementary.self, "of kind \(elementKind)")
  }

  /// The supplementary view of `elementKind` the nib `nibName` makes, as a `Supplementary`:
  /// IGListSwiftKit's generic nib dequeue.
  public func dequeueReusableSupplementaryView<Supplementary: CollectionReusableView>(
    ofKind elementKind: String, forSectionController sectionController: ListSectionController,
    nibName: String, bundle: Bundle?, atIndex index: Int
  ) -> Supplementary {
    let view = dequeueReusableSupplementaryView(
      ofKind: elementKind, for: sectionController, nibName: nibName, bundle: bundle, at: index)
    return Self.typed(view, expecting: Supplementary.self, "from the nib \(nibName)")
  }

  /// The supplementary view registered with the collection view under `identifier`, as a
  /// `Supplementary`: IGListSwiftKit's generic storyboard dequeue.
  public func dequeueReusableSupplementaryViewFromStoryboard<Supplementary: CollectionReusableView>(
    ofKind elementKind: String, withIdentifier identifier: String,
    forSectionController sectionController: ListSectionController, atIndex index: Int
  ) -> Supplementary {
    let view = dequeueReusableSupplementaryView(
      fromStoryboardOfKind: elementKind, withIdentifier: identifier, for: sectionController,
      at: index)
    return Self.typed(view, expecting: Supplementary.self, "registered under \(identifier)")
  }

  /// `view` as a `Typed`; a view of another class is a programming error, as a failed forced cast
  /// is, and stops the app with a message that names both classes.
  private static func typed<Typed>(
    _ view: CollectionReusableView, expecting: Typed.Type, _ source: String
  ) -> Typed {
    guard let typed = view as? Typed else {
      fatalError("Dequeued \(type(of: view)) \(source) where \(Typed.self) was expected")
    }
    return typed
  }
}
