import Foundation
@_spi(ListKit) import ListUI

/// Connects a data source's objects to a collection view through section controllers: ListKit's
/// `IGListAdapter`.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// let collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
/// let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
/// adapter.collectionView = collectionView
/// adapter.dataSource = self
/// ```
///
/// The adapter is the collection view's data source and delegate. It asks its data source for
/// objects, gives each a section controller, and turns ``performUpdates(animated:completion:)``
/// into a diff that its updater applies to the collection view.
@MainActor
public final class ListAdapter {
  /// How changes reach the collection view.
  public let updater: any ListUpdatingDelegate

  /// The view controller the section controllers are given. Set it, as IGListKit allows, and the
  /// next update gives it to every section controller, and the adapter becomes one of that
  /// controller's `associatedListAdapters()`.
  public weak var viewController: ViewController? {
    didSet {
      if let viewController, viewController !== oldValue {
        Self.associate(self, with: viewController)
      }
    }
  }

  /// How many screens before and after the visible ones are in the working range.
  public let workingRangeSize: Int

  /// Told when objects and their cells appear and disappear.
  public weak var delegate: (any ListAdapterDelegate)?

  /// Told of the same display events after ``delegate``, with every other adapter's.
  public var delegateAnnouncer = ListAdapterDelegateAnnouncer.shared

  /// Receives the collection view delegate's selection, highlight and display events, after the
  /// section controllers; sizes and spacings always come from the section controllers.
  public weak var collectionViewDelegate: (any CollectionViewDelegate)?

  /// Receives the collection view's scrolling events.
  public weak var scrollViewDelegate: (any ScrollViewDelegate)?

  /// Moves objects in the data source after the user moves a section.
  public weak var moveDelegate: (any ListAdapterMoveDelegate)?

  /// Measures the adapter's costly calls.
  public weak var performanceDelegate: (any ListAdapterPerformanceDelegate)?

  /// The experiments the adapter and its section controllers run with, such as
  /// `invalidateLayoutForUpdates`; none by default. Whether an inconsistent update crashes is the
  /// updater's choice: ``ListAdapterUpdater/experiments``.
  public var experiments: ListExperiment = []

  /// Whether a selected item is deselected right after the section controller is told.
  public var autoDeselectEnabled = false

  /// Whether the items on screen keep their place when an update inserts, deletes or resizes
  /// content above them, as a chat's history needs when older messages arrive: ListKit's
  /// addition. `false` by default, as in IGListKit, where the content offset stays and what is on
  /// screen moves.
  ///
  /// In a batch update, the first item on screen that the update keeps (not deleted, not
  /// reloaded) stays where it was on screen: the content offset moves by as much as the content
  /// before that item grew or shrank, in the same pass as the update, and its animation moves
  /// nothing that stays. After a reload (``reloadData(completion:)``, the updater's fallback to a
  /// reload, or ``ListReloadDataUpdater``), the first item on screen whose object is still in the
  /// list, at the same index in its section, stays in place. The offset only moves along the
  /// layout's scroll direction, and never past the edges of the content. The collection view
  /// delegate hears of the offset last, in
  /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`, and may change it.
  public var keepsVisibleContentPosition = false

  /// How many screens ahead of the visible area the ``batchFetchDelegate`` is told to load more:
  /// 2 by default, as Texture's `leadingScreensForBatching`; 0 tells it only once the visible
  /// area reaches the end of the content. A screen is the collection view's length along its
  /// scroll direction.
  public var leadingScreensForBatching: CGFloat = 2 {
    didSet { setNeedsBatchFetchCheck() }
  }

  /// Told when the visible content comes within ``leadingScreensForBatching`` screens of an end
  /// of the content; held weakly. ListKit's addition, for loading ahead of the end (or the start)
  /// without measuring distances in a scroll view delegate.
  public weak var batchFetchDelegate: (any ListAdapterBatchFetchDelegate)? {
    didSet { setNeedsBatchFetchCheck() }
  }

  /// What the adapter does when the data source returns objects whose identifiers repeat.
  public var duplicateIdentifierPolicy: ListDuplicateIdentifierPolicy = .dropWithDiagnostic

  /// Receives the adapter's diagnostics, such as a dropped duplicate; by default they are
  /// printed to standard error.
  public var diagnosticHandler: @MainActor (String) -> Void = ListAdapter.writeToStandardError

  /// Writes a diagnostic to standard error, prefixed with "ListKit: ".
  static func writeToStandardError(_ message: String) {
    FileHandle.standardError.write(Data("ListKit: \(message)\n".utf8))
  }

  /// The data source. Setting it reads its objects at once.
  public weak var dataSource: (any ListAdapterDataSource)? {
    didSet {
      guard dataSource !== oldValue else { return }
      updater.performDataSourceChange { [weak self] in
        guard let self else { return }
        self.collectionView?.dataSource = nil
        self.collectionView?.dataSource = self
        self.updateObjects()
      }
    }
  }

  /// Whether the adapter keeps its list's place across the collection views it is given: the
  /// content offset of a collection view it gives up (for another one, for none, or to another
  /// adapter that takes it) is remembered in ``rememberedContentOffset``, and a collection view
  /// it is given is scrolled to that offset, or to the start of its content when there is none.
  /// `false` by default, as in IGListKit, where a collection view keeps whatever offset it had.
  ///
  /// Beyond IGListKit (issue 1159): an adapter inside a cell, such as a horizontal row in a
  /// vertical list, takes the collection view of whichever cell its row is given. With this on,
  /// a row whose cell is reused for another row, and then for this one again, shows its items
  /// where it left them, and the other row starts at its own place instead of this row's. The
  /// offset is applied as given, as UIKit applies a programmatic offset; the collection view then
  /// makes cells only for the items on screen there.
  public var remembersContentOffset = false

  /// The content offset of the collection view the adapter last gave up while
  /// ``remembersContentOffset`` was on, which the next collection view it is given scrolls to;
  /// `nil` until it gives one up. Set it to choose where that collection view starts.
  public var rememberedContentOffset: CGPoint?

  /// The collection view. Setting it makes the adapter its data source and delegate and reads the
  /// data source's objects; cells are made when the collection view lays out. With
  /// ``remembersContentOffset``, the offset of the collection view given up is remembered, and
  /// the new one is scrolled to the remembered offset.
  public weak var collectionView: CollectionView? {
    didSet {
      guard collectionView !== oldValue || collectionView?.dataSource !== self else { return }
      let newValue = collectionView
      let changes = newValue !== oldValue
      if remembersContentOffset, changes, let oldValue {
        rememberedContentOffset = oldValue.contentOffset
      }
      if let newValue, let owner = Self.owners[ObjectIdentifier(newValue)]?.adapter,
        owner !== self
      {
        owner.collectionView = nil
      }
      if let oldValue {
        Self.owners[ObjectIdentifier(oldValue)] = nil
        oldValue.dataUpdateOnItsWay = nil
      }
      if let newValue {
        Self.owners[ObjectIdentifier(newValue)] = WeakAdapter(adapter: self)
        newValue.dataUpdateOnItsWay = { [weak self] in
          (self?.updater as? ListAdapterUpdater)?.hasUpdateOnItsWay ?? false
        }
      }
      registeredCellIdentifiers = []
      registeredSupplementaryIdentifiers = []
      registeredNibNames = []
      registeredSupplementaryNibNames = []
      updater.performDataSourceChange { [weak self] in
        guard let self else { return }
        if oldValue?.dataSource === self { oldValue?.dataSource = nil }
        if oldValue?.delegate === self { oldValue?.delegate = nil }
        newValue?.dataSource = self
        newValue?.delegate = self
        self.updateObjects()
      }
      newValue?.collectionViewLayout.invalidateLayout()
      if remembersContentOffset, changes, let newValue {
        let inset = newValue.adjustedContentInset
        newValue.contentOffset =
          rememberedContentOffset ?? CGPoint(x: -inset.left, y: -inset.top)
      }
    }
  }

  // Read on every data source and layout question: only the adapter touches it, on the main
  // actor, so the run-time exclusivity check is not needed.
  @exclusivity(unchecked) var sectionMap = SectionMap()
  /// The map before the update being applied; section controllers' deletes and reloads address it.
  var previousSectionMap: SectionMap?
  var isInObjectUpdateTransaction = false
  /// A large first load still adding its sections (``isOpening``).
  var opening: OpeningInPieces?
  /// Runs a piece of a large first load and says how long it took, which sizes the next piece:
  /// on the continuous clock, unless a test says otherwise.
  var measureOpeningPiece: @MainActor (() -> Void) -> Duration = { ContinuousClock().measure($0) }
  var registeredCellIdentifiers: Set<String> = []
  var registeredSupplementaryIdentifiers: Set<String> = []
  /// The nib names registered with the collection view for cells.
  var registeredNibNames: Set<String> = []
  /// The nib names registered for supplementary views, each after its element kind.
  var registeredSupplementaryNibNames: Set<String> = []
  var updateListeners: [WeakUpdateListener] = []
  /// Blocks deferred until the batch updates in progress finish.
  var queuedCompletionBlocks: [@MainActor () -> Void]?
  /// The section controller of each cell and supplementary view on screen.
  var controllerForView: [ObjectIdentifier: ListSectionController] = [:]
  /// While a section controller is asked for a cell: the cells it dequeued.
  var dequeuedCells: [CollectionViewCell]?
  var dequeuedSupplementaryViews: [CollectionReusableView]?
  let displayHandler = DisplayHandler()
  lazy var workingRangeHandler = WorkingRangeHandler(size: workingRangeSize)
  var emptyBackgroundView: View?
  /// Whether the last interactive target was the end of the last section.
  var isLastInteractiveMoveToLastSectionIndex = false
  /// The items on screen when the update being applied began, while
  /// ``keepsVisibleContentPosition`` waits to keep one in place.
  var pendingContentAnchor: VisibleContentAnchor?
  /// What the batch fetch checks remember.
  var batchFetchState = BatchFetchState()

  private static var owners: [ObjectIdentifier: WeakAdapter] = [:]

  /// The adapters made with each view controller, in the order they were made.
  private static var associatedAdapters: [ObjectIdentifier: [WeakAdapter]] = [:]

  /// Remembers that `adapter` was made with `viewController`.
  private static func associate(_ adapter: ListAdapter, with viewController: ViewController) {
    let key = ObjectIdentifier(viewController)
    var adapters = associatedAdapters[key, default: []].filter {
      $0.adapter?.viewController === viewController
    }
    adapters.append(WeakAdapter(adapter: adapter))
    associatedAdapters[key] = adapters
  }

  /// The living adapters made with `viewController`, in the order they were made.
  static func adapters(associatedWith viewController: ViewController) -> [ListAdapter] {
    let key = ObjectIdentifier(viewController)
    let adapters = (associatedAdapters[key] ?? []).compactMap(\.adapter).filter {
      $0.viewController === viewController
    }
    associatedAdapters[key] = adapters.isEmpty ? nil : adapters.map { WeakAdapter(adapter: $0) }
    return adapters
  }

  struct WeakAdapter {
    weak var adapter: ListAdapter?
  }

  struct WeakUpdateListener {
    weak var listener: (any ListAdapterUpdateListener)?
  }

  /// Creates an adapter.
  ///
  /// - Parameters:
  ///   - updater: How changes reach the collection view: usually a ``ListAdapterUpdater``.
  ///   - viewController: The view controller section controllers are given.
  ///   - workingRangeSize: How many screens before and after the visible ones are in the working
  ///     range; 0 turns it off.
  public init(
    updater: any ListUpdatingDelegate, viewController: ViewController?, workingRangeSize: Int = 0
  ) {
    self.updater = updater
    self.viewController = viewController
    self.workingRangeSize = workingRangeSize
    if let viewController { Self.associate(self, with: viewController) }
    ListDebugger.trackAdapter(self)
  }

  #if compiler(>=6.2)
    // Section controllers that outlive the adapter are no longer in a list.
    isolated deinit {
      sectionMap.reset()
    }
  #endif

  // MARK: Update listeners

  /// Adds a listener told of every finished update; it is held weakly.
  public func add(_ updateListener: any ListAdapterUpdateListener) {
    guard !updateListeners.contains(where: { $0.listener === updateListener }) else { return }
    updateListeners.append(WeakUpdateListener(listener: updateListener))
  }

  /// Removes a listener.
  public func remove(_ updateListener: any ListAdapterUpdateListener) {
    updateListeners.removeAll { $0.listener === updateListener || $0.listener == nil }
  }

  func notifyUpdateListeners(_ type: ListAdapterUpdateType, animated: Bool) {
    for listener in updateListeners.compactMap(\.listener) {
      listener.listAdapter(self, didFinish: type, animated: animated)
    }
  }

  // MARK: Look-ups

  /// The objects, in section order.
  ///
  /// - Complexity: O(1).
  public func objects() -> [any ListDiffable] { sectionMap.objects }

  /// The section controller of `section`, or `nil`.
  ///
  /// - Complexity: O(1).
  public func sectionController(forSection section: Int) -> ListSectionController? {
    sectionMap.sectionController(forSection: section)
  }

  /// The section of `sectionController`, or `NSNotFound` if it is not in the list: IGListKit's
  /// `section(for:)`. ``sectionIfInList(for:)-(ListSectionController)`` says the same with `nil`.
  ///
  /// - Complexity: O(1): a dictionary look-up by the section controller's identity.
  public func section(for sectionController: ListSectionController) -> Int {
    sectionMap.section(for: sectionController) ?? NSNotFound
  }

  /// The section of `sectionController`, or `nil` if it is not in the list.
  ///
  /// - Complexity: O(1): a dictionary look-up by the section controller's identity.
  public func sectionIfInList(for sectionController: ListSectionController) -> Int? {
    sectionMap.section(for: sectionController)
  }

  /// The section controller of an object, found by its type and identifier.
  ///
  /// - Complexity: O(1) expected: a dictionary look-up by the object's type and `diffIdentifier()`,
  ///   which is called and hashed once.
  public func sectionController(for object: any ListDiffable) -> ListSectionController? {
    sectionMap.sectionController(for: object)
  }

  /// The object of `sectionController`, or `nil` if it is not in the list.
  ///
  /// - Complexity: O(1): a dictionary look-up by the section controller's identity.
  public func object(for sectionController: ListSectionController) -> (any ListDiffable)? {
    sectionMap.section(for: sectionController).flatMap { sectionMap.object(forSection: $0) }
  }

  /// The object of `section`, or `nil`.
  ///
  /// - Complexity: O(1).
  public func object(atSection section: Int) -> (any ListDiffable)? {
    sectionMap.object(forSection: section)
  }

  /// The section of an object, or `NSNotFound` if it is not in the list: IGListKit's
  /// `section(for:)`. ``sectionIfInList(for:)-(ListDiffable)`` says the same with `nil`.
  ///
  /// - Complexity: O(1) expected: a dictionary look-up by the object's type and `diffIdentifier()`,
  ///   which is called and hashed once.
  public func section(for object: any ListDiffable) -> Int {
    sectionMap.section(for: object) ?? NSNotFound
  }

  /// The section of an object, or `nil` if it is not in the list.
  ///
  /// - Complexity: O(1) expected: a dictionary look-up by the object's type and `diffIdentifier()`,
  ///   which is called and hashed once.
  public func sectionIfInList(for object: any ListDiffable) -> Int? {
    sectionMap.section(for: object)
  }

  /// The section controllers with a cell or supplementary view on screen.
  ///
  /// - Complexity: O(*c* log *c*) for *c* section controllers with a view on screen: they are
  ///   sorted by section.
  public func visibleSectionControllers() -> [ListSectionController] {
    displayHandler.visibleSectionControllers
  }

  /// The objects with a cell on screen, in section order.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen, as
  ///   `CollectionView.indexPathsForVisibleItems`.
  public func visibleObjects() -> [any ListDiffable] {
    indexesOfVisibleObjects().compactMap { sectionMap.object(forSection: $0) }
  }

  /// The sections of the objects with a cell on screen.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen, as
  ///   `CollectionView.indexPathsForVisibleItems`.
  public func indexesOfVisibleObjects() -> IndexSet {
    IndexSet(collectionView?.indexPathsForVisibleItems.map(\.section) ?? [])
  }

  /// The cells on screen of an object.
  ///
  /// - Complexity: O(*v* log *v*) for *v* cells on screen, as
  ///   `CollectionView.indexPathsForVisibleItems`.
  public func visibleCells(for object: any ListDiffable) -> [CollectionViewCell] {
    guard let section = sectionIfInList(for: object), let collectionView else { return [] }
    return collectionView.indexPathsForVisibleItems.filter { $0.section == section }.compactMap {
      collectionView.cellForItem(at: $0)
    }
  }

  /// The size of the item at `indexPath`, as its section controller says.
  public func sizeForItem(at indexPath: IndexPath) -> CGSize {
    guard let controller = sectionController(forSection: indexPath.section) else { return .zero }
    let size = controller.sizeForItem(at: indexPath.item)
    return CGSize(width: max(0, size.width), height: max(0, size.height))
  }

  /// The size of a supplementary view, as its section controller's source says; zero when the
  /// source does not support `elementKind`.
  public func sizeForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CGSize
  {
    sizeForSupplementaryView(ofKind: elementKind, section: indexPath.section, item: indexPath.item)
  }

  func sizeForSupplementaryView(ofKind elementKind: String, section: Int, item: Int) -> CGSize {
    guard let source = sectionController(forSection: section)?.supplementaryViewSource,
      source.supportedElementKinds().contains(elementKind)
    else { return .zero }
    let size = source.sizeForSupplementaryView(ofKind: elementKind, at: item)
    return CGSize(width: max(0, size.width), height: max(0, size.height))
  }
}
