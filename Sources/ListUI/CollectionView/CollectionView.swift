import Foundation

/// A scrolling list or grid of cells placed by a layout: ListUI's `UICollectionView`, headless.
///
/// It behaves as `UICollectionView` does, and holds its rules as strictly:
/// - the data source is asked lazily: counts when the collection view first needs them, cells and
///   supplementary views only for elements entering the visible rect;
/// - cells are registered by class and reuse identifier, dequeued, and reused after
///   `prepareForReuse()`; dequeuing an unregistered identifier is an error;
/// - ``performBatchUpdates(_:completion:)`` checks the update against the counts before and after
///   it, with UIKit's messages, before applying it; its completion runs after the animation, on
///   the ``ScrollView/scheduler``, never inside the call;
/// - `willDisplay` and `didEndDisplaying` are sent as cells enter and leave the visible rect.
///
/// Misuse is reported to ``violationHandler`` as a ``CollectionViewError``; without a handler the
/// app stops with UIKit's message, as UIKit's exception would stop it.
@MainActor
open class CollectionView: ScrollView {
  /// The layout that places the cells.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// Supplies the sections, items and views. Setting it discards the cached counts.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// Receives misuse instead of stopping the app. A batch update that breaks a rule is not
  /// applied: the handler gets the error, and the collection view reloads its data instead.
  public var violationHandler: (@MainActor (CollectionViewError) -> Void)?

  /// How long the animation of a batch update takes, in seconds; its completion runs after it.
  /// 0.2 by default: rows move a few cells, and a terminal shows it in a dozen frames.
  public var updateAnimationDuration: TimeInterval = 0.2

  /// A view behind the cells that stays in place as the content scrolls, sized to the collection
  /// view; ListKit shows its empty view here.
  open var backgroundView: View? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        insertSubview(backgroundView, at: 0)
        backgroundView.frame = bounds
      }
    }
  }

  /// Whether cells for items about to scroll into view are asked for ahead of time: UIKit's
  /// `isPrefetchingEnabled`, `true` by default. Kept for code that sets it: ListUI makes a cell
  /// when its item comes on screen, and ListKit's working range is how a list loads ahead.
  open var isPrefetchingEnabled = true

  /// Whether items can be selected.
  open var allowsSelection = true

  /// Whether more than one item can be selected at a time.
  open var allowsMultipleSelection = false

  // Counts the collection view works with: nil until first asked, and after reloadData().
  var sectionCounts: [Int]? {
    didSet {
      cachedItemOrder = nil
      countsVersion &+= 1
    }
  }
  /// Which version of the counts the collection view has: it changes with them, so that an
  /// update prepared ahead (``PreparedBatchUpdate``) knows whether it still applies.
  private(set) var countsVersion = 0
  /// The items' order for the counts above, made when first asked for.
  var cachedItemOrder: ItemOrder?
  /// How many times the items' order was made, for tests that check that it is made once per
  /// change of the counts, not on every frame.
  var itemOrderBuildCount = 0
  /// How many times the data source was asked for a section's item count, for tests that check
  /// that an update asks in proportion to its changes.
  var countQuestions = 0
  /// How many batch updates used what a ``PreparedBatchUpdate`` prepared, for tests that check
  /// that a prepared update is applied so.
  var preparedUpdateCount = 0
  /// How many batch updates made the layout's list of changes, for tests that check that it is
  /// made only for a layout that may read it.
  var updateItemsBuildCount = 0
  var cellPool = ReusePool<String, CollectionViewCell>()
  var supplementaryPool = ReusePool<SupplementaryKey, CollectionReusableView>()
  var visibleCellsByIndexPath: [IndexPath: CollectionViewCell] = [:]
  var visibleSupplementary: [SupplementaryElement: CollectionReusableView] = [:]
  var selectedIndexPaths: Set<IndexPath> = []
  var recordingUpdate: BatchUpdate?
  /// The preparation of the batch update being recorded, if it has one: section changes it
  /// prepared are recorded from the arrays it made of them at an earlier turn.
  var recordingPreparation: PreparedBatchUpdate?
  var pendingUpdateCompletions: [((Bool) -> Void)] = []
  /// Says whether its data source has an update on its way to this collection view, queued or
  /// still being made (ListKit's adapter makes a large list's in the background): set by the
  /// data source. The app shell waits for it before it selects the first item of a new filter.
  @_spi(ListKit) public var dataUpdateOnItsWay: (@MainActor () -> Bool)?
  /// The ends of the batch updates whose animations are under way, in the order they started.
  var updateEndsUnderWay: [UpdateEnd] = [] {
    didSet {
      if oldValue.isEmpty != updateEndsUnderWay.isEmpty {
        Self.animatingUpdatesCount += updateEndsUnderWay.isEmpty ? -1 : 1
      }
    }
  }

  /// How many collection views have batch updates under way, in a window or not: while none has
  /// and no view has an animation (``View/animatedViewCount``), ``finishUpdateAnimations()``
  /// has nothing to end anywhere, and a walk of a view tree that calls it is skipped. A
  /// collection view freed with an update under way stays counted.
  @_spi(ListKit) public private(set) static var animatingUpdatesCount = 0
  var needsReload = true
  var interactiveMovement: InteractiveMovement?
  /// While the data source reconfigures an item's cell: the item's index path and its cell, which
  /// a dequeue for that index path with the cell's reuse identifier returns.
  var reconfiguring: (indexPath: IndexPath, cell: CollectionViewCell)?

  /// The collection view's delegate, if it is a ``CollectionViewDelegate``.
  var collectionDelegate: (any CollectionViewDelegate)? {
    delegate as? any CollectionViewDelegate
  }

  /// A supplementary view class registered for a kind and reuse identifier.
  struct SupplementaryKey: Hashable {
    var kind: String
    var identifier: String
  }

  /// A supplementary element on screen: its kind and index path.
  struct SupplementaryElement: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
    }
  }

  /// Creates a collection view that places its cells with `layout`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view with a ``CollectionViewFlowLayout``, Interface Builder's default, as
  /// `init(frame: .zero, collectionViewLayout:)` makes one: UIKit's initializer from an archive
  /// (see ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`. A translated nib sets the layout it names afterwards.
  public override init?<Coder: NSCoder>(coder: Coder) {
    let layout = CollectionViewFlowLayout()
    collectionViewLayout = layout
    super.init(coder: coder)
    layout.collectionView = self
  }

  // MARK: Updates

  // The changes are open, as UIKit's are, so that a subclass can learn of each one before the
  // collection view records it.

  /// Inserts sections; inside ``performBatchUpdates(_:completion:)`` it joins that update.
  open func insertSections(_ sections: IndexSet) {
    let indexes =
      recordingPreparation?.insertedSections(ifPrepared: sections) ?? sections.ascendingIndexes
    record { $0.insertSections.append(contentsOf: indexes) }
  }

  /// Deletes sections; inside ``performBatchUpdates(_:completion:)`` it joins that update.
  open func deleteSections(_ sections: IndexSet) {
    let indexes =
      recordingPreparation?.deletedSections(ifPrepared: sections) ?? sections.ascendingIndexes
    record { $0.deleteSections.append(contentsOf: indexes) }
  }

  /// Reloads sections: each is deleted and inserted at the same index.
  open func reloadSections(_ sections: IndexSet) {
    record { $0.reloadSections.append(contentsOf: sections) }
  }

  /// Moves a section.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.moveSections.append((section, newSection)) }
  }

  /// Inserts items at index paths of the state after the update.
  open func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertItems.append(contentsOf: indexPaths) }
  }

  /// Deletes items at index paths of the state before the update.
  open func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deleteItems.append(contentsOf: indexPaths) }
  }

  /// Reloads items at index paths of the state before the update: they get new cells.
  open func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadItems.append(contentsOf: indexPaths) }
  }

  /// Moves an item from an index path before the update to one after it.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveItems.append((indexPath, newIndexPath)) }
  }

  /// Has the cells of items on screen configure themselves again, keeping the cells: UIKit's
  /// `reconfigureItems(at:)`, for an item whose data changed but whose cell stays.
  ///
  /// The index paths address the items before the update, as reloads do. When the update is
  /// applied, each item that has a cell on screen, where it lands, gets one
  /// `collectionView(_:cellForItemAt:)` question, during which
  /// ``dequeueReusableCell(withReuseIdentifier:for:)`` with the cell's reuse identifier returns
  /// that same cell, without `prepareForReuse()`; the data source configures it and returns it.
  /// The cell sends no `willDisplay` or `didEndDisplaying`, keeps its selection, is offered its
  /// preferred size again, and is not animated as a reload is. An item without a cell on screen
  /// is left alone: its cell is made with the new data when it comes on screen.
  ///
  /// An item can't be reconfigured and also reloaded or deleted, nor inside a section that is
  /// deleted or reloaded; it can be moved, and is reconfigured where it moves. A data source that
  /// returns another cell breaks UIKit's rule: the ``violationHandler`` is told, and the returned
  /// cell replaces the old one, as a reload would. Inside
  /// ``performBatchUpdates(_:completion:)`` it joins that update.
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    record { $0.reconfigureItems.append(contentsOf: indexPaths) }
  }

  // MARK: Violations

  /// Hands `error` to the ``violationHandler``, or stops the app with its message.
  public func report(_ error: CollectionViewError) {
    guard let violationHandler else { fatalError(error.message) }
    violationHandler(error)
  }

  // MARK: Counts

  /// The number of sections, asked of the data source the first time it is needed.
  ///
  /// - Complexity: O(1) once the counts are loaded; after a reload, the first question asks the
  ///   data source for every section's count.
  public var numberOfSections: Int {
    loadCountsIfNeeded().count
  }

  /// The number of items in `section`; a section that does not exist is an error.
  ///
  /// - Complexity: O(1) once the counts are loaded; after a reload, the first question asks the
  ///   data source for every section's count.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = loadCountsIfNeeded()
    guard section >= 0 && section < counts.count else {
      report(.itemsInMissingSection(section, count: counts.count))
      return 0
    }
    return counts[section]
  }

  @discardableResult
  func loadCountsIfNeeded() -> [Int] {
    if let sectionCounts { return sectionCounts }
    let counts = currentDataSourceCounts()
    sectionCounts = counts
    return counts
  }

  /// The counts the data source reports now; without a data source, one empty section, as
  /// UIKit reports.
  func currentDataSourceCounts() -> [Int] {
    guard let dataSource else { return [0] }
    let sections = Swift.max(0, dataSource.numberOfSections(in: self))
    countQuestions += sections
    return (0..<sections).map {
      Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  /// Whether `indexPath` addresses an item the collection view has.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    let counts = loadCountsIfNeeded()
    return indexPath.count == 2 && indexPath[0] >= 0 && indexPath[0] < counts.count
      && indexPath[1] >= 0 && indexPath[1] < counts[indexPath[0]]
  }

  // MARK: Registration and reuse

  /// Registers the class whose instances the collection view creates for `identifier`.
  public func register(
    _ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    cellPool.register(cellClass, for: identifier)
  }

  /// Registers the nib whose one top-level object is the cell the collection view creates for
  /// `identifier` (see ``Nib``); `nil` unregisters the identifier. UIKit's
  /// `register(_:forCellWithReuseIdentifier:)` for a nib.
  public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
    cellPool.register(nib, for: identifier)
  }

  /// Registers the nib whose one top-level object is the supplementary view of `kind` the
  /// collection view creates for `identifier`; `nil` unregisters it.
  public func register(
    _ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryPool.register(nib, for: SupplementaryKey(kind: kind, identifier: identifier))
  }

  /// Registers the class whose instances the collection view creates for supplementary views of
  /// `kind` with `identifier`.
  public func register(
    _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryPool.register(viewClass, for: SupplementaryKey(kind: kind, identifier: identifier))
  }

  /// A cell for the item at `indexPath`: a reused one after its `prepareForReuse()` (of the cells
  /// waiting, the one last shown nearest to where the item goes), or a new one of the class
  /// registered for `identifier`. Call it from the data source's
  /// `collectionView(_:cellForItemAt:)`. While the item is reconfigured
  /// (``reconfigureItems(at:)``), it returns the item's own cell, as it is, for the cell's reuse
  /// identifier.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let reconfiguring, reconfiguring.indexPath == indexPath,
      reconfiguring.cell.reuseIdentifier == identifier
    {
      reconfiguring.cell.wasDequeued = true
      return reconfiguring.cell
    }
    let attributes = layoutAttributesForItem(at: indexPath)
    let cell =
      cellPool.dequeue(identifier, preferringFrame: attributes?.frame)
      ?? {
        report(.dequeueUnregistered(kind: Self.elementKindCell, identifier: identifier))
        return CollectionViewCell(frame: .zero)
      }()
    cell.reuseIdentifier = identifier
    cell.wasDequeued = true
    cell.unattachedHost = self
    if let attributes { cell.apply(attributes) }
    return cell
  }

  /// A supplementary view of `kind` for `indexPath`, reused or new, of the class registered for
  /// `kind` and `identifier`.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let view =
      supplementaryPool.dequeue(SupplementaryKey(kind: kind, identifier: identifier))
      ?? {
        report(.dequeueUnregistered(kind: kind, identifier: identifier))
        return CollectionReusableView(frame: .zero)
      }()
    view.reuseIdentifier = identifier
    view.wasDequeued = true
    view.unattachedHost = self
    return view
  }

  func enqueue(_ cell: CollectionViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    cellPool.enqueue(cell, for: identifier)
  }

  func enqueue(_ view: CollectionReusableView, kind: String) {
    guard let identifier = view.reuseIdentifier else { return }
    supplementaryPool.enqueue(view, for: SupplementaryKey(kind: kind, identifier: identifier))
  }

  // MARK: Looking up elements

  /// The cells on screen, in index path order.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen: their index paths are sorted.
  public var visibleCells: [CollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The index paths of the cells on screen, ascending.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen: their index paths are sorted.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleCellsByIndexPath.keys.sorted()
  }

  /// The supplementary views of `kind` on screen, in index path order.
  ///
  /// - Complexity: O(*w* log *w*) for *w* supplementary views on screen.
  public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
    visibleSupplementary.keys.filter { $0.kind == kind }.sorted().compactMap {
      visibleSupplementary[$0]
    }
  }

  /// The index paths of the supplementary views of `kind` on screen, ascending.
  ///
  /// - Complexity: O(*w* log *w*) for *w* supplementary views on screen.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    visibleSupplementary.keys.filter { $0.kind == kind }.map(\.indexPath).sorted()
  }

  /// The cell on screen for `indexPath`, or `nil` if it is not on screen.
  ///
  /// - Complexity: O(1): a dictionary look-up of the cells on screen.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The supplementary view on screen for `kind` and `indexPath`, or `nil`.
  ///
  /// - Complexity: O(1): a dictionary look-up of the supplementary views on screen.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    visibleSupplementary[SupplementaryElement(kind: kind, indexPath: indexPath)]
  }

  /// The index path of a cell on screen, or `nil` if the cell is not on screen.
  ///
  /// - Complexity: O(*v*) for *v* cells on screen: it scans them for `cell`.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The index path of the item whose frame contains `point`, in content coordinates.
  ///
  /// - Complexity: One ``CollectionViewLayout/layoutAttributesForElements(in:)`` query of a 1-by-1
  ///   rect, O(log *n* + *k*) in a ``CollectionViewFlowLayout`` of *n* items with *k* items on the
  ///   line through `point`, after ``CollectionViewLayout/prepare()`` when the layout was
  ///   invalidated (O(*n*) for a ``CollectionViewFlowLayout`` of *n* items).
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe).first {
      $0.representedElementCategory == .cell && $0.frame.contains(point)
    }?.indexPath
  }

  /// The layout's attributes for the item at `indexPath`.
  ///
  /// - Complexity: One ``CollectionViewLayout/layoutAttributesForItem(at:)`` query, O(1) in a
  ///   ``CollectionViewFlowLayout``, after ``CollectionViewLayout/prepare()`` when the layout was
  ///   invalidated (O(*n*) for a ``CollectionViewFlowLayout`` of *n* items).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
  ///
  /// - Complexity: One ``CollectionViewLayout/layoutAttributesForSupplementaryView(ofKind:at:)``
  ///   query, O(1) in a ``CollectionViewFlowLayout``, after ``CollectionViewLayout/prepare()`` when
  ///   the layout was invalidated (O(*n*) for a ``CollectionViewFlowLayout`` of *n* items).
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Prepares the layout if it was invalidated, takes its content size, and moves the content by
  /// the invalidation's `contentOffsetAdjustment`.
  func prepareLayoutIfNeeded() {
    loadCountsIfNeeded()
    guard collectionViewLayout.needsPrepare else { return }
    let adjustment = collectionViewLayout.pendingInvalidation?.contentOffsetAdjustment ?? .zero
    collectionViewLayout.prepareIfNeeded()
    contentSize = collectionViewLayout.collectionViewContentSize
    if adjustment != .zero {
      contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
    }
  }

  // MARK: Layout

  /// Marks the view for layout and invalidates the layout if it asks for it.
  open override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
      collectionViewLayout.invalidateLayout(
        with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
    }
  }

  /// Brings the cells and supplementary views on screen up to date with the layout and the
  /// visible rect.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    if needsReload { discardVisibleViewsForReload() }
    // Self-sizing cells may invalidate the layout while it is applied. Each pass measures every
    // cell on screen, so a pass or two settles it; the bound only stops a cell whose preferred
    // size keeps changing from looping forever.
    isLayingOutVisibleViews = true
    defer { isLayingOutVisibleViews = false }
    for _ in 0..<8 {
      prepareLayoutIfNeeded()
      updateVisibleViews()
      if !collectionViewLayout.needsPrepare { break }
    }
    checkInvariants()
  }

  /// Whether ``layoutSubviews()`` is placing the views on screen.
  private var isLayingOutVisibleViews = false
  /// Whether a view on screen is being added or removed while they are placed.
  private var isPlacingVisibleView = false

  /// Adds or removes a view on screen: while ``layoutSubviews()`` places them, without marking
  /// the collection view for layout again, as adding or removing a subview does. The pass places
  /// them all already; another would only find them in place.
  private func placeVisibleView(_ change: () -> Void) {
    guard isLayingOutVisibleViews else { return change() }
    isPlacingVisibleView = true
    defer { isPlacingVisibleView = false }
    change()
  }

  /// Marks the collection view for layout, except for the views ``layoutSubviews()`` adds and
  /// removes as it places them.
  open override func setNeedsLayout() {
    guard !isPlacingVisibleView else { return }
    super.setNeedsLayout()
  }

  /// Checks, when ListKit is built with `LISTKIT_CHECK_INVARIANTS` (its debug builds), that what
  /// the collection view holds agrees with its counts: no negative count (of every section of a
  /// list of up to `UpdateMapping.sectionsCheckedInFull`, and as many spread evenly over a
  /// longer one, so that the pieces a large list opens in are not each checked as slowly as the
  /// list is long), and every cell on screen, selected index path and supplementary view inside
  /// them. Costs nothing otherwise.
  ///
  /// - Complexity: O(*v* + *s*) for *v* views on screen and *s* selected items, when checked.
  func checkInvariants() {
    #if LISTKIT_CHECK_INVARIANTS
      guard let counts = sectionCounts, !needsReload else { return }
      let stride = Swift.max(1, counts.count / UpdateMapping.sectionsCheckedInFull)
      for section in Swift.stride(from: 0, to: counts.count, by: stride) {
        precondition(counts[section] >= 0, "a negative item count in section \(section)")
      }
      func isItem(_ path: IndexPath) -> Bool {
        path.count == 2 && counts.indices.contains(path[0])
          && (0..<counts[path[0]]).contains(path[1])
      }
      for path in visibleCellsByIndexPath.keys {
        precondition(isItem(path), "a cell on screen at \(path), outside the counts \(counts)")
      }
      for path in selectedIndexPaths {
        precondition(isItem(path), "a selected item \(path), outside the counts \(counts)")
      }
      for element in visibleSupplementary.keys {
        precondition(
          counts.indices.contains(element.indexPath.first ?? -1),
          "a supplementary view at \(element.indexPath), outside the sections \(counts.count)")
      }
    #endif
  }

  private func discardVisibleViewsForReload() {
    needsReload = false
    for indexPath in visibleCellsByIndexPath.keys.sorted() {
      if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) {
        endDisplaying(cell, at: indexPath)
      }
    }
    for element in visibleSupplementary.keys.sorted() {
      if let view = visibleSupplementary.removeValue(forKey: element) {
        endDisplaying(view, element: element)
      }
    }
  }

  func endDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
    placeVisibleView { cell.removeFromSuperview() }
    cell.animation = nil
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    enqueue(cell)
  }

  func endDisplaying(_ view: CollectionReusableView, element: SupplementaryElement) {
    placeVisibleView { view.removeFromSuperview() }
    view.animation = nil
    collectionDelegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind,
      at: element.indexPath)
    enqueue(view, kind: element.kind)
  }

  private func updateVisibleViews() {
    let counts = loadCountsIfNeeded()
    let laidOut = collectionViewLayout.layoutAttributesForElements(in: bounds)
    var attributes: [CollectionViewLayoutAttributes] = []
    attributes.reserveCapacity(laidOut.count)
    var wantedCells = [IndexPath: CollectionViewLayoutAttributes](minimumCapacity: laidOut.count)
    var wantedSupplementary: [SupplementaryElement: CollectionViewLayoutAttributes] = [:]
    for attribute in laidOut where !attribute.isHidden && attribute.frame.overlaps(bounds) {
      if let kind = attribute.representedElementKind {
        guard attribute.indexPath.count >= 1, counts.indices.contains(attribute.indexPath[0]) else {
          report(.supplementaryAttributesForMissingSection(kind, attribute.indexPath, counts.count))
          continue
        }
        wantedSupplementary[SupplementaryElement(kind: kind, indexPath: attribute.indexPath)] =
          attribute
      } else {
        guard isValidItem(attribute.indexPath) else {
          report(.attributesForMissingItem(attribute.indexPath))
          continue
        }
        wantedCells[attribute.indexPath] = attribute
      }
      attributes.append(attribute)
    }
    // The views that leave end displaying in order; only they are sorted, where a scroll by a
    // row has one or two of them among tens on screen.
    // Loops, not `filter`, whose closure would check at each call that it runs on the main
    // actor.
    var leavingCells: [IndexPath] = []
    for indexPath in visibleCellsByIndexPath.keys where wantedCells[indexPath] == nil {
      leavingCells.append(indexPath)
    }
    for indexPath in leavingCells.sorted() {
      if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) {
        endDisplaying(cell, at: indexPath)
      }
    }
    var leavingSupplementary: [SupplementaryElement] = []
    for element in visibleSupplementary.keys where wantedSupplementary[element] == nil {
      leavingSupplementary.append(element)
    }
    for element in leavingSupplementary.sorted() {
      if let view = visibleSupplementary.removeValue(forKey: element) {
        endDisplaying(view, element: element)
      }
    }
    for attribute in attributes {
      if let kind = attribute.representedElementKind {
        showSupplementaryView(
          SupplementaryElement(kind: kind, indexPath: attribute.indexPath), attributes: attribute)
      } else {
        showCell(at: attribute.indexPath, attributes: attribute)
      }
    }
    stackVisibleViewsByZIndex()
  }

  /// Stacks the cells and supplementary views by their attributes' z-index, as UIKit does, so
  /// that a sticky header is drawn over the cells it floats above; equal z-indexes keep their
  /// order.
  private func stackVisibleViewsByZIndex() {
    // Most often the views are in order already (all of one zIndex): one pass finds it, with
    // nothing sorted or allocated.
    var inOrder = true
    var previous = Int.min
    for case let view as CollectionReusableView in subviews {
      let zIndex = view.layoutAttributes?.zIndex ?? 0
      if zIndex < previous {
        inOrder = false
        break
      }
      previous = zIndex
    }
    guard !inOrder else { return }
    let views = subviews.compactMap { $0 as? CollectionReusableView }
    let zIndexes = views.map { $0.layoutAttributes?.zIndex ?? 0 }
    // A stable order: by zIndex, then as they were.
    let order = views.indices.sorted { first, second in
      zIndexes[first] != zIndexes[second] ? zIndexes[first] < zIndexes[second] : first < second
    }
    placeVisibleView { for index in order { addSubview(views[index]) } }
  }

  private func showCell(at indexPath: IndexPath, attributes: CollectionViewLayoutAttributes) {
    if let cell = visibleCellsByIndexPath[indexPath] {
      let resized = cell.layoutAttributes?.size != attributes.size
      cell.apply(attributes)
      if resized { offerPreferredAttributes(of: cell, for: attributes) }
      return
    }
    guard let dataSource else { return }
    // While an item moves interactively, the data source has not moved its data yet: it is
    // asked for the item shown here where that item is in its data.
    let dataIndexPath = interactiveMovement.map { unshifted(indexPath, by: $0) } ?? indexPath
    let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath)
    cell.unattachedHost = self
    display(cell, at: indexPath, attributes: attributes)
  }

  /// Puts a cell the data source returned on screen for `indexPath`: it takes its attributes and
  /// selection, is offered its preferred size, and the delegate hears `willDisplay`.
  func display(
    _ cell: CollectionViewCell, at indexPath: IndexPath,
    attributes: CollectionViewLayoutAttributes
  ) {
    if !cell.wasDequeued { report(.cellNotDequeued) }
    cell.wasDequeued = false
    cell.apply(attributes)
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    offerPreferredAttributes(of: cell, for: attributes)
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    visibleCellsByIndexPath[indexPath] = cell
    placeVisibleView { addSubview(cell) }
  }

  /// Lets a self-sizing cell tell the layout the size it wants; the layout invalidates itself if
  /// it takes the size, and the layout pass runs again. As in UIKit, a cell is not asked in a
  /// layout that does not size its cells that way: a flow layout without an
  /// ``CollectionViewFlowLayout/estimatedItemSize``.
  func offerPreferredAttributes(
    of cell: CollectionViewCell, for attributes: CollectionViewLayoutAttributes
  ) {
    guard collectionViewLayout.asksCellsForPreferredAttributes else { return }
    // A copy, as UIKit passes: cells commonly change the attributes they are given and return
    // them, which must not change the layout's own.
    let preferred = cell.preferredLayoutAttributesFitting(attributes.copy())
    guard
      collectionViewLayout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return }
    collectionViewLayout.invalidateLayout(
      with: collectionViewLayout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    cell.apply(preferred)
  }

  private func showSupplementaryView(
    _ element: SupplementaryElement, attributes: CollectionViewLayoutAttributes
  ) {
    if let view = visibleSupplementary[element] {
      view.apply(attributes)
      return
    }
    guard let dataSource else { return }
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
    if !view.wasDequeued {
      report(.supplementaryViewNotDequeued(kind: element.kind, indexPath: element.indexPath))
    }
    view.wasDequeued = false
    view.apply(attributes)
    collectionDelegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: element.kind,
      at: element.indexPath)
    visibleSupplementary[element] = view
    placeVisibleView { addSubview(view) }
  }
}
