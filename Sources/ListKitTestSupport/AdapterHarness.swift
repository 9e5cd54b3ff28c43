import ListKit

/// A list adapter, its updater and a collection view on a manual scheduler, set up the way a test
/// asks: the objects and their section controllers, the updater, the frame, the layout and the
/// working range. Nothing scheduled runs until the test runs the ``scheduler``.
///
/// ```swift
/// let harness = AdapterHarness([TestObject(1, 2)], start: .laidOut) { _ in MySection() }
/// harness.dataSource.objects = [TestObject(1, 3)]
/// #expect(harness.performUpdatesAndRun() == true)
/// #expect(harness.counts == [3])
/// ```
///
/// The adapter's diagnostics are kept in ``diagnostics`` instead of being written to standard
/// error.
@MainActor
public final class AdapterHarness {
  /// The scheduler of the harness's collection views: animations, completions and coalesced
  /// updates wait on it until ``run()``.
  public let scheduler = ManualScheduler()
  /// The updater the adapter was made with.
  public let updater: any ListUpdatingDelegate
  /// The adapter under test.
  public let adapter: ListAdapter
  /// The frame of the harness's collection views.
  public let frame: CGRect
  /// The collection view; a test may put another in its place, from
  /// ``makeCollectionView(layout:)``, and give it to the adapter.
  public var collectionView: CollectionView
  /// The collection view's layout.
  public var layout: CollectionViewLayout { collectionView.collectionViewLayout }
  /// The data source; a test may put another in its place, from ``makeDataSource(_:)``, and give
  /// it to the adapter.
  public var dataSource: TestDataSource
  /// What the adapter reported to its diagnostic handler, in order.
  public private(set) var diagnostics: [String] = []
  /// The messages of the updates the harness's collection views rejected, when the harness was
  /// made with a violation handler.
  public private(set) var violations: [String] = []
  private let violationHandler: (@MainActor (CollectionViewError) -> Void)?

  /// Creates an adapter over a collection view and a ``TestDataSource`` of `objects`.
  ///
  /// - Parameters:
  ///   - objects: The data source's objects.
  ///   - updater: The adapter's updater; a `ListAdapterUpdater` by default.
  ///   - frame: The collection view's frame; 100 by 100 by default.
  ///   - layout: The collection view's layout; a flow layout by default.
  ///   - workingRangeSize: The adapter's working range size.
  ///   - start: How far the harness sets itself up; connected by default.
  ///   - violationHandler: Told of each update a collection view of the harness rejects, which
  ///     the harness also keeps in ``violations``. Without one, a rejected update stops the test
  ///     run with UIKit's message, as a collection view without a handler does.
  ///   - makeSectionController: Makes the section controller of an object.
  public init(
    _ objects: [any ListDiffable] = [],
    updater: any ListUpdatingDelegate = ListAdapterUpdater(),
    frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
    layout: CollectionViewLayout = CollectionViewFlowLayout(),
    workingRangeSize: Int = 0,
    start: Start = .connected,
    violationHandler: (@MainActor (CollectionViewError) -> Void)? = nil,
    sectionController makeSectionController: @escaping @MainActor (Any) -> ListSectionController
  ) {
    self.updater = updater
    self.frame = frame
    self.violationHandler = violationHandler
    adapter = ListAdapter(
      updater: updater, viewController: nil, workingRangeSize: workingRangeSize)
    collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
    dataSource = TestDataSource(objects, sectionController: makeSectionController)
    adapter.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
    watch(collectionView)
    switch start {
    case .unconnected:
      break
    case .connected:
      connect()
    case .laidOut:
      connect()
      collectionView.layoutIfNeeded()
    }
  }

  /// A new collection view with the harness's frame and scheduler, and `layout`; the harness's
  /// violation handler hears of the updates it rejects.
  public func makeCollectionView(layout: CollectionViewLayout = CollectionViewFlowLayout())
    -> CollectionView
  {
    let collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
    watch(collectionView)
    return collectionView
  }

  /// A new data source of `objects`, whose section controllers are made as the harness's are.
  public func makeDataSource(_ objects: [any ListDiffable]) -> TestDataSource {
    TestDataSource(objects, sectionController: dataSource.makeSectionController)
  }

  private func watch(_ collectionView: CollectionView) {
    collectionView.scheduler = scheduler
    guard violationHandler != nil else { return }
    collectionView.violationHandler = { [weak self] error in
      self?.violations.append(error.message)
      self?.violationHandler?(error)
    }
  }

  private func connect() {
    adapter.collectionView = collectionView
    adapter.dataSource = dataSource
  }

  /// Gives the data source `objects`, the adapter the collection view and the data source, and
  /// lays the collection view out: IGListKit's `setupWithObjects:`.
  public func setUp(_ objects: [any ListDiffable]) {
    dataSource.objects = objects
    connect()
    collectionView.layoutIfNeeded()
  }

  /// Runs everything queued on the scheduler.
  public func run() {
    scheduler.runUntilIdle()
  }

  /// Runs the scheduler, then lays the collection view out.
  public func settle() {
    run()
    collectionView.layoutIfNeeded()
  }

  /// Gives the data source `objects`, reloads the adapter's data and runs the scheduler.
  public func reload(_ objects: [any ListDiffable]) {
    dataSource.objects = objects
    adapter.reloadData()
    run()
  }

  /// Gives the data source `objects`, then updates the list without animation (``refresh()``).
  public func update(_ objects: [any ListDiffable]) {
    dataSource.objects = objects
    refresh()
  }

  /// Updates the list from the data source's objects as they are, without animation, and runs
  /// the scheduler.
  public func refresh() {
    adapter.performUpdates(animated: false)
    run()
  }

  /// Calls `performUpdates(animated:)` on `adapter` (the harness's own by default) and runs the
  /// scheduler; `checks` runs inside the completion.
  ///
  /// - Returns: What the completion was given, or `nil` if it never ran.
  public func performUpdatesAndRun(
    on adapter: ListAdapter? = nil, animated: Bool = true,
    checks: @escaping @MainActor () -> Void = {}
  ) -> Bool? {
    var finished: Bool?
    (adapter ?? self.adapter).performUpdates(animated: animated) { done in
      checks()
      finished = done
    }
    run()
    return finished
  }

  /// Calls `reloadData` on the adapter and runs the scheduler; `checks` runs inside the
  /// completion.
  ///
  /// - Returns: What the completion was given, or `nil` if it never ran.
  public func reloadDataAndRun(checks: @escaping @MainActor () -> Void = {}) -> Bool? {
    var finished: Bool?
    adapter.reloadData { done in
      checks()
      finished = done
    }
    run()
    return finished
  }

  /// Performs an animated batch update that changes nothing, then runs the scheduler and lays
  /// the collection view out, so that updates queued before it are applied.
  ///
  /// - Returns: What the batch update's completion was given; `false` if it never ran.
  public func emptyBatch() -> Bool {
    var finished = false
    adapter.performBatch(animated: true, updates: { _ in }, completion: { finished = $0 })
    settle()
    return finished
  }

  /// The number of items in each section of the collection view.
  public var counts: [Int] {
    (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
  }

  /// The collection view's cell at `item` of `section`, if it is laid out.
  public func cell(_ section: Int, _ item: Int = 0) -> CollectionViewCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))
  }

  /// The collection view's cell at `item` of `section`, if it is laid out and a `Cell`.
  public func cell<Cell: CollectionViewCell>(_ section: Int, _ item: Int = 0, as type: Cell.Type)
    -> Cell?
  {
    cell(section, item) as? Cell
  }
}
