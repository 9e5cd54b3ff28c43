import Foundation

/// The updater that diffs and animates: ListKit's `IGListAdapterUpdater`.
///
/// Updates requested in the same turn of the collection view's scheduler are coalesced into one:
/// the data source is read once, when the update runs, and section controllers' item changes join
/// the same batch update. An update requested while another is being applied waits for it, so
/// updates run one after the other and their completions in order.
///
/// When the collection view rejects an update — its rules are UIKit's — the updater reports it to
/// its delegate and the collection view reloads instead; with `throwOnInconsistencyException` in
/// ``experiments`` the violation goes to the collection view's own handler, which by default
/// stops the app as UIKit would.
@MainActor
public final class ListAdapterUpdater: ListUpdatingDelegate, ListUpdateResultRecording {
  /// Told what the updater does.
  public weak var delegate: (any ListAdapterUpdaterDelegate)?

  /// Whether section moves are applied as a delete and an insert.
  public var sectionMovesAsDeletesInserts = false

  /// Whether only whole sections are inserted, deleted and moved; updates and item changes are
  /// left to section controllers' `didUpdate(to:)`.
  public var singleItemSectionUpdates = false

  /// Whether a reloaded section whose item count did not change reloads its items instead, when
  /// nothing else changes.
  public var preferItemReloadsForSectionReloads = false

  /// Whether more than 100 section changes reload the collection view instead of animating.
  ///
  /// Not in a list of ``backgroundDiffingThreshold`` objects or more, before or after the
  /// update: its update is applied in proportion to its changes and the cells on screen, over
  /// turns of the main actor that each stay under a frame, where a reload would ask for every
  /// count and lay out every section in one turn (about 40 ms at 100,000 one-row sections,
  /// 430 ms at 1,000,000), the cost this fallback exists to avoid. Such an update is applied as
  /// a batch update however many changes it makes; set the threshold to `Int.max` for
  /// IGListKit's behaviour at every size.
  public var allowsReloadingOnTooManyUpdates = true

  /// Whether an update of `changeCount` section changes, of `fromCount` objects to `toCount`,
  /// reloads the collection view instead (``allowsReloadingOnTooManyUpdates``).
  func reloadsInstead(ofChanges changeCount: Int, fromCount: Int, toCount: Int) -> Bool {
    allowsReloadingOnTooManyUpdates && changeCount > 100
      && max(fromCount, toCount) < backgroundDiffingThreshold
  }

  /// Whether the diff runs on a background task; ``adaptiveDiffingExperimentConfig`` chooses
  /// which, or keeps small diffs on the main actor.
  public var allowsBackgroundDiffing = false

  /// The object count from which an update is diffed off the main actor even without
  /// ``allowsBackgroundDiffing``: 10,000, where the keying and the diff of a list take about a
  /// frame (16 ms) on a phone-class core. An update whose objects before it or after it number at
  /// least this many reads the data source on the main actor, then keys the objects, finds their
  /// section controllers and diffs them on a background thread, and comes back to the main actor
  /// to make the new objects' section controllers and apply the diff. `Int.max` keeps every
  /// update on the main actor unless ``allowsBackgroundDiffing`` says otherwise.
  ///
  /// Objects crossing to the background thread must be immutable, as IGListKit's background
  /// diffing requires: `diffIdentifier()` and `isEqual(toDiffableObject:)` are called there.
  public var backgroundDiffingThreshold = 10_000

  /// Where background diffs run: on a user-initiated task (the default), or, when enabled,
  /// chosen per update by the object counts, the collection view's visibility and the priority
  /// asked for. It takes effect only with ``allowsBackgroundDiffing``.
  public var adaptiveDiffingExperimentConfig = ListAdaptiveDiffingExperimentConfig()

  /// The priority of background diffs with ``ListAdaptiveDiffingExperimentConfig/higherQOSEnabled``:
  /// Dispatch's user-interactive quality of service, which `TaskPriority` has no name for.
  public static let userInteractiveDiffPriority = TaskPriority(rawValue: 0x21)

  /// How updates are coalesced: at the next turn of the scheduler (the default), or adaptively,
  /// at once after a quiet spell and later when they come often.
  public var adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig() {
    didSet { coalescenceInterval = adaptiveCoalescingExperimentConfig.minInterval }
  }

  /// The experiments the updater runs with, such as `throwOnInconsistencyException`; none by
  /// default.
  public var experiments: ListExperiment = []

  /// What the update whose completion is running did; `nil` outside its completions.
  var currentUpdateResult: ListUpdateResult?

  /// Runs a background diff and hands its result back on the main actor, when set, to decide
  /// when the diff comes back; otherwise the collection view's scheduler runs it
  /// (``runDiffInBackground(priority:on:_:completion:)``).
  var runBackgroundDiff: BackgroundDiffRunner?

  /// Runs `diff` off the main actor and `completion` with its result on it: with
  /// ``runBackgroundDiff`` when set, otherwise on a background thread whose result comes back at
  /// a turn of `collectionView`'s scheduler, the one its animations run on (the main queue in an
  /// app, the terminal's clock in a terminal).
  func runDiffInBackground(
    priority: TaskPriority, on collectionView: CollectionView,
    _ diff: @escaping @Sendable () -> ListIndexSetResult,
    completion: @escaping @MainActor (ListIndexSetResult) -> Void
  ) {
    if let runBackgroundDiff {
      runBackgroundDiff(priority, diff, completion)
      return
    }
    let box = DiffResultBox()
    collectionView.scheduler.runInBackground(priority: priority, { box.result = diff() }) {
      guard let result = box.result else { return }
      completion(result)
    }
  }

  /// Runs `diff` on a detached task of `priority` and `completion` with its result on the main
  /// actor.
  static func runDetached(
    priority: TaskPriority, _ diff: @escaping @Sendable () -> ListIndexSetResult,
    completion: @escaping @MainActor (ListIndexSetResult) -> Void
  ) {
    Task { @MainActor in
      completion(await Task.detached(priority: priority) { diff() }.value)
    }
  }

  /// The priority of the background task that diffs an update of `fromCount` objects to
  /// `toCount` for `collectionView`, or `nil` when the diff runs on the main actor: IGListKit's
  /// adaptive choice of queue with ``allowsBackgroundDiffing``, otherwise the background from
  /// ``backgroundDiffingThreshold`` objects.
  func backgroundDiffPriority(fromCount: Int, toCount: Int, in collectionView: CollectionView)
    -> TaskPriority?
  {
    guard allowsBackgroundDiffing else {
      return max(fromCount, toCount) >= backgroundDiffingThreshold ? .userInitiated : nil
    }
    let config = adaptiveDiffingExperimentConfig
    guard config.enabled else { return .userInitiated }
    if config.lowerPriorityWhenViewNotVisible,
      ListViewVisibilityTracker.attached(on: collectionView)?.state == .notVisible
    {
      return .medium
    }
    if fromCount < config.maxItemCountToRunOnMain && toCount < config.maxItemCountToRunOnMain {
      return nil
    }
    return config.higherQOSEnabled ? Self.userInteractiveDiffPriority : .userInitiated
  }

  private var builder = UpdateTransactionBuilder()
  private var lastBuilder: UpdateTransactionBuilder?
  private var transaction: Transaction?
  private var hasQueuedUpdate = false
  /// When the last update started, on its collection view's scheduler's clock.
  private var lastUpdateStart: TimeInterval?
  /// How long after an update the next one waits, with adaptive coalescing.
  private var coalescenceInterval: TimeInterval = 0
  /// Whether a reload or data source change is running its item-update blocks: their changes to
  /// the collection view are dropped, as it reloads everything.
  private var isRunningSynchronousItemUpdates = false
  private var synchronousInUpdateCompletions: [ListUpdatingCompletion] = []
  /// The collection views whose changes the item-update blocks of a data source change asked
  /// for and were dropped: they reload once the blocks ran.
  private var collectionViewsToReload: [CollectionView] = []

  /// The transaction being applied.
  enum Transaction {
    case batch(BatchUpdateTransaction)
    case synchronous

    var batch: BatchUpdateTransaction? {
      if case .batch(let transaction) = self { return transaction }
      return nil
    }
  }

  /// Creates an updater.
  public init() {}

  /// Whether updates wait to be applied.
  public var hasChanges: Bool { builder.hasChanges }

  /// Whether an update has yet to reach the collection view: queued, or its data still being made
  /// (in the background for a large list). An update whose changes were applied, and whose
  /// animation runs, has reached it.
  var hasUpdateOnItsWay: Bool {
    builder.hasChanges || transaction?.batch?.state == .queued
  }

  // MARK: ListUpdatingDelegate

  /// Queues a section update, coalesced with the others of this turn.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    builder.addSectionUpdate(
      animated: animated, collectionViewBlock: collectionViewBlock,
      sectionDataBlock: sectionDataBlock, applySectionDataBlock: applySectionDataBlock,
      completion: completion)
    queueUpdateIfNeeded()
  }

  /// Queues a section update whose data the adapter can make in stages, in the background for a
  /// large list.
  func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, sectionDataBlock: @escaping ListTransitionDataBlock,
    stagedSectionDataBlock: @escaping StagedSectionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    builder.addSectionUpdate(
      animated: animated, collectionViewBlock: collectionViewBlock,
      sectionDataBlock: sectionDataBlock, stagedSectionDataBlock: stagedSectionDataBlock,
      applySectionDataBlock: applySectionDataBlock, completion: completion)
    queueUpdateIfNeeded()
  }

  /// Queues item changes; inside an update being applied, they run at once and join it.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    animated: Bool, itemUpdates: @escaping ListItemUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    if isInDataUpdateBlock(), let transaction = transaction?.batch {
      itemUpdates()
      if let completion { transaction.addInUpdateCompletion(completion) }
      return
    }
    if isRunningSynchronousItemUpdates {
      itemUpdates()
      if let completion { synchronousInUpdateCompletions.append(completion) }
      return
    }
    builder.addItemUpdate(
      animated: animated, collectionViewBlock: collectionViewBlock, itemUpdates: itemUpdates,
      completion: completion)
    queueUpdateIfNeeded()
  }

  /// Runs `block` now and settles what is pending with it: `block` changes the data first, then
  /// the queued item updates run against the new data (their collection view changes are dropped,
  /// as the collection view reloads), and all their completions are called. An update whose
  /// animation is under way still calls its completions when the animation ends.
  public func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) {
    if transaction == nil && !builder.hasChanges
      && !experiments.contains(.removeDataSourceChangeEarlyExit)
    {
      block()
      return
    }
    var change = UpdateTransactionBuilder()
    change.addDataSourceChange(block)
    if let batch = transaction?.batch, batch.cancel(), let lastBuilder { change.add(lastBuilder) }
    change.add(builder)
    transaction = nil
    lastBuilder = nil
    builder = change
    update()
  }

  /// Queues a reload, which wins over the other updates of this turn.
  public func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    builder.addReload(
      collectionViewBlock: collectionViewBlock, reloadBlock: reloadUpdateBlock,
      completion: completion)
    queueUpdateIfNeeded()
  }

  /// Records the inserts inside an update; otherwise inserts at once.
  public func insertItems(into collectionView: CollectionView, indexPaths: [IndexPath]) {
    if isInDataUpdateBlock() {
      dropChange(to: collectionView)
      transaction?.batch?.insertItems(indexPaths)
    } else {
      delegate?.listAdapterUpdater(self, willInsert: indexPaths, collectionView: collectionView)
      collectionView.insertItems(at: indexPaths)
    }
  }

  /// Records the deletes inside an update; otherwise deletes at once.
  public func deleteItems(from collectionView: CollectionView, indexPaths: [IndexPath]) {
    if isInDataUpdateBlock() {
      dropChange(to: collectionView)
      transaction?.batch?.deleteItems(indexPaths)
    } else {
      delegate?.listAdapterUpdater(self, willDelete: indexPaths, collectionView: collectionView)
      collectionView.deleteItems(at: indexPaths)
    }
  }

  /// Records the move inside an update; otherwise moves at once.
  public func moveItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    if isInDataUpdateBlock() {
      dropChange(to: collectionView)
      transaction?.batch?.moveItem(from: fromIndexPath, to: toIndexPath)
    } else {
      delegate?.listAdapterUpdater(
        self, willMoveFrom: fromIndexPath, to: toIndexPath, collectionView: collectionView)
      collectionView.moveItem(at: fromIndexPath, to: toIndexPath)
    }
  }

  /// Records the reload inside an update, as a delete of `fromIndexPath` and an insert of
  /// `toIndexPath`; otherwise reloads `fromIndexPath` at once.
  public func reloadItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    if isInDataUpdateBlock() {
      dropChange(to: collectionView)
      transaction?.batch?.reloadItem(from: fromIndexPath, to: toIndexPath)
    } else {
      delegate?.listAdapterUpdater(
        self, willReload: [fromIndexPath], collectionView: collectionView)
      collectionView.reloadItems(at: [fromIndexPath])
    }
  }

  /// Records the reconfigure inside an update, of the item at `fromIndexPath` before it;
  /// otherwise reconfigures `fromIndexPath` at once. Its cell on screen is configured again and
  /// kept, where the item lands.
  public func reconfigureItem(
    in collectionView: CollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    if isInDataUpdateBlock() {
      dropChange(to: collectionView)
      transaction?.batch?.reconfigureItem(at: fromIndexPath)
    } else {
      collectionView.reconfigureItems(at: [fromIndexPath])
    }
  }

  /// Reloads the collection view and then the visible sections, without animation.
  public func moveSection(in collectionView: CollectionView, from fromIndex: Int, to toIndex: Int) {
    collectionView.reloadData()
    let visible = IndexSet(collectionView.indexPathsForVisibleItems.map(\.section))
    delegate?.listAdapterUpdater(self, willReloadSections: visible, collectionView: collectionView)
    View.performWithoutAnimation {
      collectionView.performBatchUpdates({ collectionView.reloadSections(visible) })
    }
  }

  /// Records the section reloads inside an update; otherwise reloads at once.
  public func reload(_ collectionView: CollectionView, sections: IndexSet) {
    if isInDataUpdateBlock() {
      dropChange(to: collectionView)
      transaction?.batch?.reloadSections(sections)
    } else {
      delegate?.listAdapterUpdater(
        self, willReloadSections: sections, collectionView: collectionView)
      collectionView.reloadSections(sections)
    }
  }

  /// Whether an update's data is being applied.
  public func isInDataUpdateBlock() -> Bool {
    isRunningSynchronousItemUpdates || transaction?.batch?.state == .executingUpdateBlock
  }

  /// Tells the delegate.
  public func willCrash(with collectionView: CollectionView, sectionControllerClass: AnyClass?) {
    delegate?.listAdapterUpdater(
      self, willCrashWith: collectionView, sectionControllerClass: sectionControllerClass)
  }

  // MARK: Running updates

  private func queueUpdateIfNeeded() {
    guard builder.hasChanges, !hasQueuedUpdate else { return }
    let collectionView = builder.collectionViewBlock?()
    let scheduler: any Scheduler = collectionView?.scheduler ?? MainQueueScheduler.shared
    var delay: TimeInterval = 0
    let config = adaptiveCoalescingExperimentConfig
    if config.enabled {
      let isVisible =
        !config.useMaxIntervalWhenViewNotVisible
        || ListViewVisibilityTracker.attached(on: collectionView)?.state != .notVisible
      let sinceLast = lastUpdateStart.map { scheduler.now - $0 }
      if isVisible {
        let current = coalescenceInterval
        guard let sinceLast, sinceLast <= current else {
          // A quiet spell: the update runs now, and the interval starts again.
          coalescenceInterval = config.minInterval
          runQueuedUpdate(startingAt: scheduler.now)
          return
        }
        // Updates keep coming: this one waits out the interval, and the next waits longer.
        coalescenceInterval = min(current + config.intervalIncrement, config.maxInterval)
        delay = max(current - sinceLast, 0)
      } else {
        delay = config.maxInterval
      }
    }
    hasQueuedUpdate = true
    // The queued update holds the updater until it runs, so that an adapter released meanwhile
    // still has its completions called: they get `false`, as there is no collection view left.
    scheduler.schedule(after: delay) { [self] in
      hasQueuedUpdate = false
      runQueuedUpdate(startingAt: scheduler.now)
    }
  }

  /// Runs the queued update, noting when it started.
  private func runQueuedUpdate(startingAt time: TimeInterval) {
    lastUpdateStart = time
    update()
  }

  /// Applies what is pending now, unless an update is being applied.
  func update() {
    guard builder.hasChanges, transaction == nil else { return }
    let current = builder
    builder = UpdateTransactionBuilder()
    lastBuilder = current
    switch current.mode {
    case .batchUpdate:
      guard current.collectionViewBlock != nil else {
        lastBuilder = nil
        return
      }
      let batch = BatchUpdateTransaction(updater: self, builder: current)
      transaction = .batch(batch)
      batch.addInUpdateCompletion { [weak self, weak batch] _ in
        guard let self, let batch, self.transaction?.batch === batch else { return }
        self.transaction = nil
        self.lastBuilder = nil
        self.queueUpdateIfNeeded()
      }
      batch.begin()
    case .reload:
      guard let collectionViewBlock = current.collectionViewBlock,
        let reloadBlock = current.reloadBlock
      else {
        lastBuilder = nil
        return
      }
      transaction = .synchronous
      runReload(current, collectionView: collectionViewBlock(), reloadBlock: reloadBlock)
      transaction = nil
      lastBuilder = nil
      queueUpdateIfNeeded()
    case .dataSourceChange:
      guard let change = current.dataSourceChangeBlock else {
        lastBuilder = nil
        return
      }
      transaction = .synchronous
      // The new data first, then the item blocks: an item update that waited reads the objects
      // the change brought, not the ones it replaced (IGListKit runs them the other way round).
      change()
      runSynchronousItemUpdates(current.itemUpdateBlocks)
      // A block may have read the counts (a binding section binding its cells does) before
      // another changed its items: reload what the blocks changed, so the counts are read again.
      reloadCollectionViewsChangedBySynchronousItemUpdates()
      callCompletions(current.completions, finished: true, outcome: .reloadedData)
      callSynchronousInUpdateCompletions()
      transaction = nil
      lastBuilder = nil
      queueUpdateIfNeeded()
    }
  }

  private func runReload(
    _ current: UpdateTransactionBuilder, collectionView: CollectionView?,
    reloadBlock: ListReloadUpdateBlock
  ) {
    guard let collectionView else {
      delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: nil)
      callCompletions(current.completions, finished: true, outcome: .notApplied)
      return
    }
    reloadBlock()
    runSynchronousItemUpdates(current.itemUpdateBlocks)
    delegate?.listAdapterUpdater(self, willReloadDataWith: collectionView, isFallbackReload: false)
    collectionView.reloadData()
    collectionView.collectionViewLayout.invalidateLayout()
    collectionView.layoutIfNeeded()
    delegate?.listAdapterUpdater(self, didReloadDataWith: collectionView, isFallbackReload: false)
    callCompletions(current.completions, finished: true, outcome: .reloadedData)
    callSynchronousInUpdateCompletions()
  }

  /// Runs the item-update blocks of a reload or data source change for their data changes; what
  /// they ask of the collection view is dropped, as it reloads everything.
  private func runSynchronousItemUpdates(_ blocks: [ListItemUpdateBlock]) {
    isRunningSynchronousItemUpdates = true
    for block in blocks { block() }
    isRunningSynchronousItemUpdates = false
  }

  /// Notes that `collectionView`'s change was dropped, if item-update blocks run synchronously.
  private func dropChange(to collectionView: CollectionView) {
    if isRunningSynchronousItemUpdates,
      !collectionViewsToReload.contains(where: { $0 === collectionView })
    {
      collectionViewsToReload.append(collectionView)
    }
  }

  /// Reloads the collection views whose changes the synchronous item-update blocks dropped.
  private func reloadCollectionViewsChangedBySynchronousItemUpdates() {
    let collectionViews = collectionViewsToReload
    collectionViewsToReload = []
    for collectionView in collectionViews { collectionView.reloadData() }
  }

  /// The completions of item updates started inside a reload's or data source change's item
  /// blocks.
  private func callSynchronousInUpdateCompletions() {
    let completions = synchronousInUpdateCompletions
    synchronousInUpdateCompletions = []
    callCompletions(completions, finished: true, outcome: .reloadedData)
  }
}
