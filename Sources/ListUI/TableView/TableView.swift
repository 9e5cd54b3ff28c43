import Foundation

/// A list of rows in sections: ListUI's `UITableView`, built on a ``CollectionView``.
///
/// ```swift
/// let tableView = TableView(frame: bounds, style: .plain)
/// tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
/// tableView.dataSource = people
/// ```
///
/// The rows are the cells of a collection view with a list layout
/// (``CollectionViewCompositionalLayout/list(using:)``) that fills the table view, so a table
/// follows `UICollectionView`'s rules as strictly: the data source is asked lazily, cells are
/// reused, and a batch of row changes (``beginUpdates()`` and ``endUpdates()``, or
/// ``performBatchUpdates(_:completion:)``) is checked against the counts before and after it,
/// with UIKit's table view messages ("invalid number of rows in section 0"), before it is
/// applied and animated. It is drawn, scrolled and selected with the keys and the pointer in a
/// terminal and a browser as that collection view is.
///
/// Misuse is reported to ``violationHandler`` as a ``CollectionViewError``; without a handler the
/// app stops with UIKit's message, as UIKit's exception would stop it.
@MainActor
open class TableView: ScrollView {
  /// The value of ``rowHeight`` and of ``TableViewDelegate/tableView(_:heightForRowAt:)`` that
  /// lets a row take the height its cell asks for: UIKit's `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// The look of the table, fixed when it is made.
  public let style: Style

  /// Supplies the sections, rows and cells. Setting it reloads the data.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { collectionView.reloadData() }
  }

  /// Receives misuse instead of stopping the app. A batch update that breaks a rule is not
  /// applied: the handler gets the error, and the table view reloads its data instead.
  public var violationHandler: (@MainActor (CollectionViewError) -> Void)?

  /// The height of every row the delegate gives no height for, in the table's units;
  /// ``automaticDimension`` (the default) for the height the cell asks for.
  open var rowHeight: CGFloat = TableView.automaticDimension {
    didSet { if rowHeight != oldValue { collectionView.collectionViewLayout.invalidateLayout() } }
  }

  /// UIKit's estimate of a row's height, which lets it size the content before the rows are
  /// measured. Kept for the code that sets it: ListUI measures each row as it comes on screen,
  /// and a row not yet shown counts as one line.
  open var estimatedRowHeight: CGFloat = TableView.automaticDimension

  /// The lines between the rows. Kept for the code that sets it and drawn as nothing: a line
  /// would take a row of its own in a terminal.
  open var separatorStyle: SeparatorStyle = .singleLine

  /// Whether rows can be selected.
  open var allowsSelection: Bool {
    get { collectionView.allowsSelection }
    set { collectionView.allowsSelection = newValue }
  }

  /// Whether more than one row can be selected at a time.
  open var allowsMultipleSelection: Bool {
    get { collectionView.allowsMultipleSelection }
    set { collectionView.allowsMultipleSelection = newValue }
  }

  /// The height of every section header the delegate gives no height for, in the table's units:
  /// 0 for none, or ``automaticDimension`` (the default) for one line under a title, the height
  /// a header view asks for, and none for a section with neither.
  open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet {
      if sectionHeaderHeight != oldValue { collectionView.collectionViewLayout.invalidateLayout() }
    }
  }

  /// The height of every section footer the delegate gives no height for; as
  /// ``sectionHeaderHeight``.
  open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet {
      if sectionFooterHeight != oldValue { collectionView.collectionViewLayout.invalidateLayout() }
    }
  }

  /// A view above the first section, as tall as its frame and as wide as the table, that
  /// scrolls with the rows: UIKit's `tableHeaderView`. A height of 0 shows nothing, as in UIKit.
  open var tableHeaderView: View? {
    didSet { if tableHeaderView !== oldValue { updateTableHeaderAndFooter() } }
  }

  /// A view under the last section, as tall as its frame and as wide as the table, that scrolls
  /// with the rows: UIKit's `tableFooterView`.
  open var tableFooterView: View? {
    didSet { if tableFooterView !== oldValue { updateTableHeaderAndFooter() } }
  }

  /// Whether a tap on a row in editing mode selects it; `false` by default, as in UIKit. The
  /// keyboard's selection still moves from row to row, and Enter taps the row, which does
  /// nothing while this is `false`.
  open var allowsSelectionDuringEditing = false

  /// How long the animation of a batch update takes, in seconds; its completion runs after it.
  public var updateAnimationDuration: TimeInterval {
    get { collectionView.updateAnimationDuration }
    set { collectionView.updateAnimationDuration = newValue }
  }

  /// The collection view that lays out, draws and scrolls the rows.
  let collectionView: CollectionView
  /// Answers the collection view's questions from the table's data source and delegate.
  let bridge = TableViewBridge()
  /// The row changes recorded since ``beginUpdates()``, and how many calls are open.
  var openUpdates: TableViewOpenUpdates?

  /// The header and footer view classes registered, by reuse identifier.
  var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
  /// The header and footer views waiting to be reused, by reuse identifier.
  var reusableHeaderFooterViews: [String: [TableViewHeaderFooterView]] = [:]
  /// Whether the table is in editing mode; see ``isEditing``.
  var editingMode = false
  /// Moves rows in editing mode: a long press, which the keyboard's `m` also makes.
  lazy var rowMover: LongPressGestureRecognizer = makeRowMover()

  /// The table view's delegate, if it is a ``TableViewDelegate``.
  var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

  /// Creates a table view of `style`.
  public init(frame: CGRect = .zero, style: Style = .plain) {
    self.style = style
    collectionView = Self.makeCollectionView(size: frame.size)
    super.init(frame: frame)
    connectCollectionView()
  }

  /// A ``Style/plain`` table view, as `init(frame: .zero, style: .plain)` makes one: UIKit's
  /// initializer from an archive (see ``View/init(coder:)``), so that a subclass's
  /// `required init?(coder:)` can call `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    style = .plain
    collectionView = Self.makeCollectionView(size: .zero)
    super.init(coder: coder)
    connectCollectionView()
  }

  private static func makeCollectionView(size: CGSize) -> CollectionView {
    let layout = CollectionViewCompositionalLayout.list(
      using: CollectionLayoutListConfiguration(appearance: .plain))
    return CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  }

  /// Lays the rows out through the table's sections, registers the header and footer hosts,
  /// and makes the table the collection view's data source and delegate.
  private func connectCollectionView() {
    bridge.tableView = self
    collectionView.collectionViewLayout = CollectionViewCompositionalLayout(
      sectionProvider: { [weak self] section, environment in
        self?.layoutSection(section, environment: environment)
      })
    for kind in [
      CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter,
      Self.elementKindTableHeader, Self.elementKindTableFooter,
    ] {
      collectionView.register(
        TableViewHeaderFooterHost.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: TableViewHeaderFooterHost.reuseIdentifier)
    }
    collectionView.violationHandler = { [weak self] error in self?.report(error.inTableView) }
    collectionView.dataSource = bridge
    collectionView.delegate = bridge
    addSubview(collectionView)
  }

  /// The list section for `section`: the style's appearance, with a header and a footer where
  /// the section has them (see ``sectionHeaderHeight``), and the rows' actions: their swipe
  /// actions, and in editing mode their editing controls.
  private func layoutSection(_ section: Int, environment: any CollectionLayoutEnvironment)
    -> CollectionLayoutSection
  {
    var configuration = CollectionLayoutListConfiguration(appearance: style.listAppearance)
    configuration.showsSeparators = separatorStyle != .none
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.leadingActions(forRowAt: indexPath)
    }
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.trailingActions(forRowAt: indexPath)
    }
    let units = environment.layoutUnits
    let header = headerFooterHeight(
      ofKind: CollectionView.elementKindSectionHeader, inSection: section, units: units)
    let footer = headerFooterHeight(
      ofKind: CollectionView.elementKindSectionFooter, inSection: section, units: units)
    if header != nil { configuration.headerMode = .supplementary }
    if footer != nil { configuration.footerMode = .supplementary }
    let layoutSection = CollectionLayoutSection.list(
      using: configuration, layoutEnvironment: environment)
    layoutSection.boundarySupplementaryItems = [
      header.map { Self.boundaryItem(CollectionView.elementKindSectionHeader, height: $0) },
      footer.map { Self.boundaryItem(CollectionView.elementKindSectionFooter, height: $0) },
    ].compactMap { $0 }
    return layoutSection
  }

  /// The height the delegate or ``rowHeight`` gives the row at `indexPath`; `nil` for
  /// ``automaticDimension``, the height its cell asks for.
  func fixedRowHeight(at indexPath: IndexPath) -> CGFloat? {
    let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    return height >= 0 ? height : nil
  }

  // MARK: Editing

  /// Whether the table is in editing mode: rows show their editing controls (`⊖` for delete,
  /// `⊕` for insert) and, where they can move, their reorder control (`≡`), at their trailing
  /// edge; rows move (see ``TableViewDataSource/tableView(_:canMoveRowAt:)``); a tap selects no
  /// row unless ``allowsSelectionDuringEditing``. Setting it is
  /// ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { editingMode }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode. Leaving it while a row moves puts the row back.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingMode else { return }
    editingMode = editing
    if !editing { collectionView.cancelInteractiveMovement() }
    rowMover.isEnabled = editing
    for cell in visibleCells {
      guard let indexPath = indexPath(for: cell) else { continue }
      configureEditing(of: cell, at: indexPath, animated: animated)
    }
  }

  // MARK: Violations

  /// Hands `error` to the ``violationHandler``, or stops the app with its message.
  public func report(_ error: CollectionViewError) {
    guard let violationHandler else { fatalError(error.message) }
    violationHandler(error)
  }

  // MARK: Scrolling

  /// Runs the table's update animations and scrolls: the rows' collection view's scheduler.
  open override var scheduler: any Scheduler {
    get { collectionView.scheduler }
    set { collectionView.scheduler = newValue }
  }

  /// Where the rows' top-left corner is, relative to the table's: the rows scroll, the table
  /// stays.
  open override var contentOffset: CGPoint {
    get { collectionView.contentOffset }
    set { collectionView.contentOffset = newValue }
  }

  /// The size of the rows, headers and footers together.
  open override var contentSize: CGSize {
    get { collectionView.contentSize }
    set { collectionView.contentSize = newValue }
  }

  /// Extra space around the rows.
  open override var contentInset: EdgeInsets {
    get { collectionView.contentInset }
    set { collectionView.contentInset = newValue }
  }

  /// Whether the user can scroll the rows.
  open override var isScrollEnabled: Bool {
    get { collectionView.isScrollEnabled }
    set { collectionView.isScrollEnabled = newValue }
  }

  /// Moves the rows to `offset`, animated over the scroll animation's duration or at once.
  open override func setContentOffset(_ offset: CGPoint, animated: Bool) {
    collectionView.setContentOffset(offset, animated: animated)
  }

  /// Scrolls so that the row at `indexPath` stands where `scrollPosition` says; `.none` scrolls
  /// as little as shows it. A row that does not exist is an error.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    collectionView.scrollToItem(
      at: indexPath, at: scrollPosition.collectionViewPosition, animated: animated)
  }

  /// Keeps the rows' collection view the table's size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    collectionView.frame = CGRect(origin: .zero, size: bounds.size)
  }

  // MARK: Counts

  /// The number of sections, asked of the data source the first time it is needed.
  ///
  /// - Complexity: O(1) once the counts are loaded; after a reload, the first question asks the
  ///   data source for every section's count.
  public var numberOfSections: Int { collectionView.numberOfSections }

  /// The number of rows in `section`; a section that does not exist is an error.
  ///
  /// - Complexity: O(1) once the counts are loaded.
  public func numberOfRows(inSection section: Int) -> Int {
    collectionView.numberOfItems(inSection: section)
  }

  /// Discards the counts and every cell on screen; the data source is asked again at the next
  /// layout. The selection is cleared.
  public func reloadData() {
    collectionView.reloadData()
  }

  // MARK: Registration and reuse

  /// Registers the class whose instances the table view creates for `identifier`.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// Registers the nib whose one top-level object is the cell the table view creates for
  /// `identifier` (see ``Nib``); `nil` unregisters the identifier.
  public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
    collectionView.register(nib, forCellWithReuseIdentifier: identifier)
  }

  /// A cell for the row at `indexPath`: a reused one after its `prepareForReuse()`, or a new one
  /// of the class registered for `identifier`. Call it from the data source's
  /// ``TableViewDataSource/tableView(_:cellForRowAt:)``. Dequeuing an identifier no class is
  /// registered for is an error.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    let dequeued = collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath)
    return adopt(dequeued, identifier: identifier)
  }

  /// A reused cell waiting under `identifier`, or a new one of the class registered for it;
  /// `nil` when no class is registered for it, as UIKit's does when it has no cell to reuse.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard let dequeued = collectionView.cellPool.dequeue(identifier) else { return nil }
    return adopt(dequeued, identifier: identifier)
  }

  /// `cell` as a table's cell, marked as dequeued for `identifier`, with this table view.
  private func adopt(_ cell: CollectionViewCell, identifier: String) -> TableViewCell {
    let row =
      cell as? TableViewCell ?? TableViewCell(style: .default, reuseIdentifier: identifier)
    row.reuseIdentifier = identifier
    row.wasDequeued = true
    row.tableView = self
    return row
  }

  // MARK: Looking up rows

  /// The cell on screen for `indexPath`, or `nil` if it is not on screen.
  ///
  /// - Complexity: O(1).
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    collectionView.cellForItem(at: indexPath) as? TableViewCell
  }

  /// The index path of a cell on screen, or `nil`.
  ///
  /// - Complexity: O(*v*) for *v* cells on screen.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    collectionView.indexPath(for: cell)
  }

  /// The index path of the row at `point`, in the rows' content coordinates.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    collectionView.indexPathForItem(at: point)
  }

  /// The cells on screen, in index path order.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen.
  public var visibleCells: [TableViewCell] {
    collectionView.visibleCells.compactMap { $0 as? TableViewCell }
  }

  /// The index paths of the rows on screen, ascending; `nil` when none is, as UIKit's.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen.
  public var indexPathsForVisibleRows: [IndexPath]? {
    let paths = collectionView.indexPathsForVisibleItems
    return paths.isEmpty ? nil : paths
  }

  /// The frame of the row at `indexPath`, in the rows' content coordinates; `.zero` for a row
  /// that does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard collectionView.isValidItem(indexPath) else { return .zero }
    return collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  }

  // MARK: Selection

  /// The selected row, the first of them under multiple selection; `nil` for none.
  public var indexPathForSelectedRow: IndexPath? {
    collectionView.indexPathsForSelectedItems.first
  }

  /// The selected rows, ascending; `nil` for none, as UIKit's.
  public var indexPathsForSelectedRows: [IndexPath]? {
    let paths = collectionView.indexPathsForSelectedItems
    return paths.isEmpty ? nil : paths
  }

  /// Selects a row without asking or telling the delegate, as UIKit's method does; `nil`
  /// deselects every row.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    collectionView.selectItem(
      at: indexPath, animated: animated,
      scrollPosition: scrollPosition == .none ? [] : scrollPosition.collectionViewPosition)
  }

  /// Deselects a row without asking or telling the delegate.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    collectionView.deselectItem(at: indexPath, animated: animated)
  }

  /// What a user's tap on a row does: the delegate's questions and
  /// ``TableViewDelegate/tableView(_:didSelectRowAt:)``, in UIKit's order.
  ///
  /// - Returns: Whether the selection changed or the row was selected again.
  @discardableResult
  public func tapRow(at indexPath: IndexPath) -> Bool {
    collectionView.tapItem(at: indexPath)
  }
}
