import Foundation

// The adapter as its section controllers' collection context.
extension ListAdapter: ListCollectionContext {
  /// The collection view's size.
  public var containerSize: CGSize { collectionView?.bounds.size ?? .zero }

  /// The collection view's content insets.
  public var containerInset: EdgeInsets { collectionView?.contentInset ?? .zero }

  /// The collection view's adjusted content insets.
  public var adjustedContainerInset: EdgeInsets { collectionView?.adjustedContentInset ?? .zero }

  /// The collection view's size less its adjusted content insets.
  public var insetContainerSize: CGSize {
    guard let collectionView else { return .zero }
    return collectionView.bounds.inset(by: collectionView.adjustedContentInset).size
  }

  /// The collection view's content offset.
  public var containerContentOffset: CGPoint { collectionView?.contentOffset ?? .zero }

  /// The collection view's traits: its window's, which the terminal or the browser sets; `nil`
  /// without a collection view.
  public var traitCollection: TraitCollection? { collectionView?.traitCollection }

  /// Whether the user is touching and dragging the list, and whether it still moves after a drag.
  public var scrollingTraits: ListCollectionScrollingTraits {
    ListCollectionScrollingTraits(
      isTracking: collectionView?.isTracking ?? false,
      isDragging: collectionView?.isDragging ?? false,
      isDecelerating: collectionView?.isDecelerating ?? false)
  }

  /// The container's size less the section controller's insets.
  public func containerSize(for sectionController: ListSectionController) -> CGSize {
    let size = containerSize
    let inset = sectionController.inset
    return CGSize(
      width: max(0, size.width - inset.horizontal), height: max(0, size.height - inset.vertical))
  }

  /// The index of the section controller's cell on screen, or `NSNotFound`.
  ///
  /// - Complexity: O(*v*) for *v* cells on screen, as `CollectionView.indexPath(for:)`.
  public func index(for cell: CollectionViewCell, sectionController: ListSectionController) -> Int {
    guard let indexPath = collectionView?.indexPath(for: cell) else { return NSNotFound }
    guard indexPath.section == sectionIfInList(for: sectionController) else {
      diagnosticHandler("Requesting a cell from another section controller is not allowed.")
      return NSNotFound
    }
    return indexPath.item
  }

  /// The section controller's cell on screen at `index`; `nil` while cells are being dequeued.
  ///
  /// - Complexity: O(1).
  public func cellForItem(at index: Int, sectionController: ListSectionController)
    -> CollectionViewCell?
  {
    guard dequeuedCells == nil, let collectionView,
      let indexPath = indexPath(for: sectionController, at: index, usePreviousMap: true),
      indexPath.section < collectionView.numberOfSections,
      let cell = collectionView.cellForItem(at: indexPath),
      controllerForView[ObjectIdentifier(cell)] === sectionController
    else { return nil }
    return cell
  }

  /// The section controller's supplementary view on screen, or `nil`.
  public func viewForSupplementaryElement(
    ofKind elementKind: String, at index: Int, sectionController: ListSectionController
  ) -> CollectionReusableView? {
    guard dequeuedSupplementaryViews == nil, let collectionView,
      let indexPath = indexPath(for: sectionController, at: index, usePreviousMap: true),
      indexPath.section < collectionView.numberOfSections,
      let view = collectionView.supplementaryView(forElementKind: elementKind, at: indexPath),
      controllerForView[ObjectIdentifier(view)] === sectionController
    else { return nil }
    return view
  }

  /// The section controller's cells wholly inside the visible rect less the content insets.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen.
  public func fullyVisibleCells(for sectionController: ListSectionController)
    -> [CollectionViewCell]
  {
    guard let collectionView else { return [] }
    let visible = collectionView.bounds.inset(by: collectionView.contentInset)
    return visibleCells(for: sectionController).filter { visible.contains($0.frame) }
  }

  /// The section controller's cells on screen.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen.
  public func visibleCells(for sectionController: ListSectionController) -> [CollectionViewCell] {
    guard let collectionView else { return [] }
    return visibleIndexPaths(for: sectionController).compactMap {
      collectionView.cellForItem(at: $0)
    }
  }

  /// The index paths of the section controller's cells on screen.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen.
  public func visibleIndexPaths(for sectionController: ListSectionController) -> [IndexPath] {
    guard let section = sectionIfInList(for: sectionController), let collectionView else {
      return []
    }
    return collectionView.indexPathsForVisibleItems.filter { $0.section == section }
  }

  /// Deselects an item without telling the delegates.
  public func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool)
  {
    guard let indexPath = indexPath(for: sectionController, at: index) else { return }
    collectionView?.deselectItem(at: indexPath, animated: animated)
  }

  /// Selects an item without telling the delegates.
  public func selectItem(
    at index: Int, sectionController: ListSectionController, animated: Bool,
    scrollPosition: ScrollPosition
  ) {
    guard let indexPath = indexPath(for: sectionController, at: index) else { return }
    collectionView?.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// A cell of `cellClass`, registered on first use under an identifier made of the class and
  /// `reuseIdentifier`.
  public func dequeueReusableCell(
    of requestedClass: AnyClass, withReuseIdentifier reuseIdentifier: String?,
    for sectionController: ListSectionController, at index: Int
  ) -> CollectionViewCell {
    let cellClass = viewClass(
      requestedClass, as: CollectionViewCell.self, named: "a cell", for: sectionController)
    guard let collectionView else {
      preconditionFailure(
        "Dequeueing cell of class \(cellClass) with reuseIdentifier \(reuseIdentifier ?? "nil") "
          + "from section controller \(type(of: sectionController)) without a collection view "
          + "at index \(index)")
    }
    let identifier = Self.reuseIdentifier(for: cellClass, kind: nil, given: reuseIdentifier)
    if !registeredCellIdentifiers.contains(identifier) {
      registeredCellIdentifiers.insert(identifier)
      collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }
    return dequeueCell(
      withIdentifier: identifier, for: sectionController, at: index, in: collectionView)
  }

  /// A cell of `cellClass`.
  public func dequeueReusableCell(
    of cellClass: AnyClass, for sectionController: ListSectionController, at index: Int
  ) -> CollectionViewCell {
    dequeueReusableCell(
      of: cellClass, withReuseIdentifier: nil, for: sectionController, at: index)
  }

  /// The cell registered with the collection view under `identifier`.
  public func dequeueReusableCellFromStoryboard(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> CollectionViewCell {
    guard let collectionView else {
      preconditionFailure("Dequeueing cell \(identifier) without a collection view.")
    }
    return dequeueCell(
      withIdentifier: identifier, for: sectionController, at: index, in: collectionView)
  }

  /// The cell the nib `nibName` makes, registered on first use under the nib's name: IGListKit's
  /// nib dequeue. The nib is the Swift `listkit-migrate` made of `nibName.xib` (see `Nib`), found
  /// in the module of the section controller's class; `bundle` is not read.
  public func dequeueReusableCell(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> CollectionViewCell {
    dequeueReusableCell(
      withNibName: nibName, module: Self.module(of: sectionController), for: sectionController,
      at: index)
  }

  /// The cell the nib `nibName` of `module` makes, registered on first use under the nib's name.
  func dequeueReusableCell(
    withNibName nibName: String, module: String, for sectionController: ListSectionController,
    at index: Int
  ) -> CollectionViewCell {
    guard let collectionView else {
      preconditionFailure(
        "Dequeueing cell with nib name \(nibName) from section controller "
          + "\(type(of: sectionController)) without a collection view at index \(index)")
    }
    if !registeredNibNames.contains(nibName) {
      registeredNibNames.insert(nibName)
      collectionView.register(
        Nib(nibName: nibName, bundle: nil, module: module), forCellWithReuseIdentifier: nibName)
    }
    return dequeueCell(
      withIdentifier: nibName, for: sectionController, at: index, in: collectionView)
  }

  /// The module that declares the section controller's class, where its nibs are looked up.
  static func module(of sectionController: ListSectionController) -> String {
    String(String(reflecting: type(of: sectionController)).prefix { $0 != "." })
  }

  private func dequeueCell(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int,
    in collectionView: CollectionView
  ) -> CollectionViewCell {
    let indexPath =
      self.indexPath(for: sectionController, at: index) ?? IndexPath(item: index, section: 0)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    if dequeuedCells == nil {
      diagnosticHandler(
        "Dequeueing a cell (\(type(of: cell))) without a request from the collection view for "
          + "\(indexPath), section controller \(type(of: sectionController))")
    } else if dequeuedCells?.isEmpty == false {
      diagnosticHandler(
        "Dequeueing more than one cell (\(type(of: cell))) for \(indexPath), section controller "
          + "\(type(of: sectionController))")
    }
    dequeuedCells?.append(cell)
    return cell
  }

  /// A supplementary view of `viewClass`, registered on first use.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController,
    class requestedClass: AnyClass, at index: Int
  ) -> CollectionReusableView {
    let viewClass = viewClass(
      requestedClass, as: CollectionReusableView.self, named: "a supplementary view",
      for: sectionController)
    guard let collectionView else {
      preconditionFailure(
        "Dequeueing supplementary view of class \(viewClass) from section controller "
          + "\(type(of: sectionController)) without a collection view at index \(index)")
    }
    let identifier = Self.reuseIdentifier(for: viewClass, kind: elementKind, given: nil)
    if !registeredSupplementaryIdentifiers.contains(identifier) {
      registeredSupplementaryIdentifiers.insert(identifier)
      collectionView.register(
        viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    return dequeueSupplementaryView(
      ofKind: elementKind, identifier: identifier, for: sectionController, at: index,
      in: collectionView)
  }

  /// The supplementary view registered with the collection view under `identifier`.
  public func dequeueReusableSupplementaryView(
    fromStoryboardOfKind elementKind: String, withIdentifier identifier: String,
    for sectionController: ListSectionController, at index: Int
  ) -> CollectionReusableView {
    guard let collectionView else {
      preconditionFailure("Dequeueing supplementary view \(identifier) without a collection view.")
    }
    return dequeueSupplementaryView(
      ofKind: elementKind, identifier: identifier, for: sectionController, at: index,
      in: collectionView)
  }

  /// The supplementary view the nib `nibName` makes, registered on first use under the nib's name
  /// for `elementKind`: IGListKit's nib dequeue. The nib is found in the module of the section
  /// controller's class; `bundle` is not read.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController, nibName: String,
    bundle: Bundle?, at index: Int
  ) -> CollectionReusableView {
    guard let collectionView else {
      preconditionFailure(
        "Dequeueing supplementary view with nib name \(nibName) from section controller "
          + "\(type(of: sectionController)) without a collection view at index \(index)")
    }
    let key = elementKind + "\u{1F}" + nibName
    if !registeredSupplementaryNibNames.contains(key) {
      registeredSupplementaryNibNames.insert(key)
      collectionView.register(
        Nib(nibName: nibName, bundle: nil, module: Self.module(of: sectionController)),
        forSupplementaryViewOfKind: elementKind, withReuseIdentifier: nibName)
    }
    return dequeueSupplementaryView(
      ofKind: elementKind, identifier: nibName, for: sectionController, at: index,
      in: collectionView)
  }

  private func dequeueSupplementaryView(
    ofKind elementKind: String, identifier: String, for sectionController: ListSectionController,
    at index: Int, in collectionView: CollectionView
  ) -> CollectionReusableView {
    let indexPath =
      self.indexPath(for: sectionController, at: index) ?? IndexPath(item: index, section: 0)
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    dequeuedSupplementaryViews?.append(view)
    return view
  }

  /// Recomputes the layout of the section controller's items, after the batch updates in
  /// progress; `completion` gets `false` when the section controller is not in the list.
  public func invalidateLayout(
    for sectionController: ListSectionController, completion: ((Bool) -> Void)?
  ) {
    runAfterBatchUpdates { [weak self] in
      guard let self, let collectionView = self.collectionView,
        let section = self.sectionIfInList(for: sectionController)
      else {
        completion?(false)
        return
      }
      let layout = collectionView.collectionViewLayout
      let context = type(of: layout).invalidationContextClass.init()
      context.invalidateItems(
        at: (0..<collectionView.numberOfItems(inSection: section)).map {
          IndexPath(item: $0, section: section)
        })
      collectionView.performBatchUpdates(
        { layout.invalidateLayout(with: context) },
        completion: { [weak self] finished in
          self?.setNeedsBatchFetchCheck()
          completion?(finished)
        })
    }
  }

  /// The layout attributes of the section controller's item.
  ///
  /// - Complexity: That of `CollectionView.layoutAttributesForItem(at:)`: O(1) once the layout is
  ///   prepared.
  public func layoutAttributesForItem(at index: Int, sectionController: ListSectionController)
    -> CollectionViewLayoutAttributes?
  {
    guard let indexPath = indexPath(for: sectionController, at: index) else { return nil }
    return collectionView?.layoutAttributesForItem(at: indexPath)
  }

  /// Runs `updates` with the adapter as the batch context, as one animated update.
  public func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void,
    completion: ((Bool) -> Void)?
  ) {
    if collectionView == nil {
      diagnosticHandler("Performing batch updates without a collection view.")
    }
    enterBatchUpdates()
    updater.performUpdate(
      collectionViewBlock: { [weak self] in self?.collectionView }, animated: animated,
      itemUpdates: { [weak self] in
        guard let self else { return }
        self.noteVisibleContentBeforeUpdate()
        updates(self)
      },
      completion: { [weak self] finished in
        self?.keepVisibleContentAfterReload()
        self?.setNeedsBatchFetchCheck()
        self?.updateBackgroundView()
        self?.notifyUpdateListeners(.itemUpdates, animated: animated)
        completion?(finished)
        self?.exitBatchUpdates()
      })
  }

  /// Scrolls to the section controller's item.
  public func scroll(
    to sectionController: ListSectionController, at index: Int, scrollPosition: ScrollPosition,
    animated: Bool
  ) {
    guard let indexPath = indexPath(for: sectionController, at: index) else { return }
    collectionView?.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// The index path of the item at `point`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    collectionView?.indexPathForItem(at: point)
  }

  /// Converts a point from `view`'s coordinates to the collection view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    guard let collectionView, let view else { return point }
    let inRoot = view.convert(point, to: nil)
    let origin = collectionView.convert(.zero, to: nil)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// The identifier a class's views are registered under: the kind, the given identifier and the
  /// class's full name, as IGListKit makes it.
  /// `requested` as a subclass of `expected`; a class that is not one is reported, as `what` the
  /// section controller dequeued, and `expected` stands in for it.
  private func viewClass<Expected: CollectionReusableView>(
    _ requested: AnyClass, as expected: Expected.Type, named what: String,
    for sectionController: ListSectionController
  ) -> Expected.Type {
    if let subclass = requested as? Expected.Type { return subclass }
    diagnosticHandler(
      "\(type(of: sectionController)) dequeued \(what) of \(requested), which is not a "
        + "\(expected); it gets a \(expected).")
    return expected
  }

  static func reuseIdentifier(
    for viewClass: CollectionReusableView.Type, kind: String?, given: String?
  ) -> String {
    let key = ObjectIdentifier(viewClass)
    let name: String
    if let known = viewClassNames[key] {
      name = known
    } else {
      name = String(reflecting: viewClass)
      viewClassNames[key] = name
    }
    return (kind ?? "") + (given ?? "") + name
  }

  /// The names of the view classes dequeued, as `String(reflecting:)` spells them: a cell is
  /// dequeued for each row that comes on screen, and spelling a class's name reads its metadata
  /// and builds a new string each time.
  private static var viewClassNames: [ObjectIdentifier: String] = [:]

  /// The index path of a section controller's item, in the map before the update being applied
  /// when `usePreviousMap` and an update is being applied.
  func indexPath(
    for sectionController: ListSectionController, at index: Int, usePreviousMap: Bool = false
  ) -> IndexPath? {
    let map =
      usePreviousMap && updater.isInDataUpdateBlock()
      ? (previousSectionMap ?? sectionMap) : sectionMap
    return map.section(for: sectionController).map { IndexPath(item: index, section: $0) }
  }
}

// The adapter as its section controllers' batch context.
extension ListAdapter: ListBatchContext {
  /// Reloads items: each addresses the map before the update and the map after it.
  public func reload(in sectionController: ListSectionController, at indexes: IndexSet) {
    guard let collectionView, !indexes.isEmpty else { return }
    for index in indexes {
      guard let from = indexPath(for: sectionController, at: index, usePreviousMap: true),
        let to = indexPath(for: sectionController, at: index)
      else { continue }
      updater.reloadItem(in: collectionView, from: from, to: to)
    }
  }

  /// Reconfigures items: each addresses the map before the update, and its cell on screen is
  /// configured again where the item lands.
  public func reconfigure(in sectionController: ListSectionController, at indexes: IndexSet) {
    guard let collectionView, !indexes.isEmpty else { return }
    for index in indexes {
      guard let from = indexPath(for: sectionController, at: index, usePreviousMap: true),
        let to = indexPath(for: sectionController, at: index)
      else { continue }
      updater.reconfigureItem(in: collectionView, from: from, to: to)
    }
  }

  /// Inserts items, in the map after the update.
  public func insert(in sectionController: ListSectionController, at indexes: IndexSet) {
    guard let collectionView, !indexes.isEmpty else { return }
    let paths = indexes.compactMap { indexPath(for: sectionController, at: $0) }
    updater.insertItems(into: collectionView, indexPaths: paths)
    if !updater.isInDataUpdateBlock() { updateBackgroundView() }
  }

  /// Deletes items, in the map before the update.
  public func delete(in sectionController: ListSectionController, at indexes: IndexSet) {
    guard let collectionView, !indexes.isEmpty else { return }
    let paths = indexes.compactMap {
      indexPath(for: sectionController, at: $0, usePreviousMap: true)
    }
    updater.deleteItems(from: collectionView, indexPaths: paths)
    if !updater.isInDataUpdateBlock() { updateBackgroundView() }
  }

  /// Recomputes the layout of items at once.
  public func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet) {
    guard let collectionView, !indexes.isEmpty else { return }
    let layout = collectionView.collectionViewLayout
    let context = type(of: layout).invalidationContextClass.init()
    context.invalidateItems(at: indexes.compactMap { indexPath(for: sectionController, at: $0) })
    layout.invalidateLayout(with: context)
  }

  /// Moves an item within the section controller's section.
  public func move(
    in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int
  ) {
    guard let collectionView,
      let from = indexPath(for: sectionController, at: fromIndex, usePreviousMap: true),
      let to = indexPath(for: sectionController, at: toIndex)
    else { return }
    updater.moveItem(in: collectionView, from: from, to: to)
  }

  /// Reloads the section controller's whole section.
  public func reload(_ sectionController: ListSectionController) {
    guard let collectionView else { return }
    let map = updater.isInDataUpdateBlock() ? (previousSectionMap ?? sectionMap) : sectionMap
    guard let section = map.section(for: sectionController) else { return }
    updater.reload(collectionView, sections: IndexSet(integer: section))
    if !updater.isInDataUpdateBlock() { updateBackgroundView() }
  }

  /// Moves a single-item section the user moved interactively, through the move delegate, as
  /// the collection view's `moveItemAt` does for a move between two single-item sections.
  public func moveSectionControllerInteractive(
    _ sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int
  ) {
    moveSectionInteractively(sectionController, from: fromIndex, to: toIndex)
  }

  /// Moves an item within its section: the section controller's `moveObject(from:to:)`.
  public func move(
    inSectionControllerInteractive sectionController: ListSectionController, from fromIndex: Int,
    to toIndex: Int
  ) {
    sectionController.moveObject(from: fromIndex, to: toIndex)
  }

  /// Moves the item at `destinationIndexPath` back to `sourceIndexPath`.
  public func revertInvalidInteractiveMove(
    from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let collectionView else {
      diagnosticHandler(
        "Reverting the move from \(sourceIndexPath) to \(destinationIndexPath) without a "
          + "collectionView.")
      return
    }
    collectionView.moveItem(at: destinationIndexPath, to: sourceIndexPath)
  }
}
