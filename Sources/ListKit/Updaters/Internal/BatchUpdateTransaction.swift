import Foundation
@_spi(ListKit) import ListUI

/// One update of the collection view: a diff of sections, section controllers' item changes, or
/// both, applied as one batch update.
@MainActor
final class BatchUpdateTransaction {
  enum State {
    case idle, queued, executingUpdateBlock, executedUpdateBlock
  }

  /// Held strongly: a transaction the updater let go of, as a data source change does while an
  /// update animates, still finishes and calls its completions.
  private let updater: ListAdapterUpdater
  private let builder: UpdateTransactionBuilder
  private let collectionView: CollectionView?
  /// The update's data: made when the transaction is, or, for a staged update, once its diff is
  /// back.
  private var sectionData: ListTransitionData?
  /// The update's data in stages, when the adapter gave them: made in the background when the
  /// list is large enough.
  private var staged: StagedSectionData?
  private(set) var state: State = .idle
  private var cancelled = false
  private var diffStarted = false
  /// Whether the update was prepared off the main actor: a large list's, applied in proportion
  /// to its changes (the collection view keeps the sections it does not touch).
  private var preparedInBackground = false
  /// The collection view's preparation of the batch update, step by step at the turns before
  /// the one that applies it, for an update prepared off the main actor.
  private var preparedBatchUpdate: PreparedBatchUpdate?
  private var collector = ItemUpdatesCollector()
  private var inUpdateCompletions: [ListUpdatingCompletion] = []
  private(set) var appliedUpdates: ListBatchUpdateData?
  /// What reached the collection view, for the result the completions can read.
  private var outcome: ListUpdateResult.Outcome = .notApplied

  init(updater: ListAdapterUpdater, builder: UpdateTransactionBuilder) {
    self.updater = updater
    self.builder = builder
    collectionView = builder.collectionViewBlock?()
    if let stagedBlock = builder.stagedSectionDataBlock {
      staged = stagedBlock()
      sectionData = nil
    } else {
      staged = nil
      sectionData = builder.sectionDataBlock?()
    }
  }

  func addInUpdateCompletion(_ completion: @escaping ListUpdatingCompletion) {
    inUpdateCompletions.append(completion)
  }

  /// Cancels a transaction whose diff is still running in the background.
  func cancel() -> Bool {
    guard diffStarted && state == .queued && !cancelled else { return false }
    cancelled = true
    return true
  }

  func begin() {
    guard let collectionView else {
      bail()
      return
    }
    state = .queued
    if let staged {
      let counts = staged.counts
      if let priority = updater.backgroundDiffPriority(
        fromCount: counts.from, toCount: counts.to, in: collectionView)
      {
        beginInBackground(staged, priority: priority, collectionView: collectionView)
        return
      }
      sectionData = staged.makeOnMainActor()
    }
    let from = sectionData?.fromObjects
    let to = sectionData?.toObjects
    updater.delegate?.listAdapterUpdater(updater, willDiffFromObjects: from, toObjects: to)
    let diff = SectionDiff(sectionData)
    if staged == nil, let sectionData,
      let priority = updater.backgroundDiffPriority(
        fromCount: sectionData.fromObjects.count, toCount: sectionData.toObjects.count,
        in: collectionView)
    {
      diffStarted = true
      let boxed = UncheckedSendable(diff)
      updater.runDiffInBackground(priority: priority, on: collectionView, { boxed.value.run() }) {
        [weak self] result in
        self?.didDiff(result, onBackgroundThread: true, collectionView: collectionView)
      }
    } else {
      didDiff(diff.run(), onBackgroundThread: false, collectionView: collectionView)
    }
  }

  /// Keys the objects, finds their section controllers, diffs them and checks and maps the
  /// section changes off the main actor; back on it, makes the new objects' section controllers,
  /// at most ``StagedSectionData/sectionControllersPerTurn`` a turn; at the next turns, the
  /// collection view arranges its layout's kept sections (and checks the section changes first
  /// if its counts changed since); at the last, the diff is applied. No
  /// turn of the main actor holds it for more than one of these, and nothing on screen changes
  /// before the last.
  private func beginInBackground(
    _ staged: StagedSectionData, priority: TaskPriority, collectionView: CollectionView
  ) {
    updater.delegate?.listAdapterUpdater(
      updater, willDiffFromObjects: staged.fromObjects, toObjects: staged.readObjects)
    diffStarted = true
    updater.runDiffInBackground(priority: priority, on: collectionView, { staged.prepare() }) {
      [weak self] result in
      guard let self, !self.cancelled else { return }
      preparedInBackground = true
      makeSectionControllers(staged, result: result, collectionView: collectionView)
    }
  }

  /// Makes the new objects' section controllers, at most
  /// ``StagedSectionData/sectionControllersPerTurn`` now and as many at each next turn of the
  /// scheduler; once all are made, prepares the batch update at the turns after. A section map
  /// changed in between makes the update again.
  private func makeSectionControllers(
    _ staged: StagedSectionData, result: ListIndexSetResult, collectionView: CollectionView
  ) {
    switch staged.makeSectionControllers(atMost: StagedSectionData.sectionControllersPerTurn) {
    case nil:
      remake(staged, collectionView: collectionView)
    case false?:
      collectionView.scheduler.schedule(after: 0) { [weak self] in
        guard let self, !self.cancelled else { return }
        makeSectionControllers(staged, result: result, collectionView: collectionView)
      }
    case true?:
      guard let (data, result) = staged.finish(result) else {
        remake(staged, collectionView: collectionView)
        return
      }
      sectionData = data
      preparedBatchUpdate = prepareBatchUpdate(
        of: data, in: collectionView, checked: staged.takeCheckedSections())
      applyAtNextTurns(staged, result: result, collectionView: collectionView)
    }
  }

  /// At the scheduler's next turn, does the next step of the batch update's preparation and
  /// comes back at the turn after; once none is left, applies `result`. A section map changed
  /// in between makes the update again.
  private func applyAtNextTurns(
    _ staged: StagedSectionData, result: ListIndexSetResult, collectionView: CollectionView
  ) {
    collectionView.scheduler.schedule(after: 0) { [weak self] in
      guard let self, !self.cancelled else { return }
      guard staged.isCurrent else {
        remake(staged, collectionView: collectionView)
        return
      }
      if let preparedBatchUpdate, !preparedBatchUpdate.isComplete {
        preparedBatchUpdate.prepareNextStep()
        applyAtNextTurns(staged, result: result, collectionView: collectionView)
      } else {
        didDiff(result, onBackgroundThread: true, collectionView: collectionView)
      }
    }
  }

  /// The collection view's preparation of the section changes that `data`'s update will make,
  /// when the converter applies them as prepared off the main actor and the update is not one
  /// the updater reloads instead.
  private func prepareBatchUpdate(
    of data: ListTransitionData, in collectionView: CollectionView,
    checked: PreparedBatchUpdate.CheckedSections?
  ) -> PreparedBatchUpdate? {
    guard let prepared = data.preparedSectionUpdate,
      BatchUpdateConverter.appliesPreparedSectionUpdates(of: updater),
      !updater.reloadsInstead(
        ofChanges: prepared.changeCount, fromCount: data.fromObjects.count,
        toCount: data.toObjects.count)
    else { return nil }
    return collectionView.prepareBatchUpdate(
      movingSections: prepared.moves.map { ($0.from, $0.to) },
      deletingSections: prepared.data.deleteSections,
      insertingSections: prepared.data.insertSections, newSectionCount: data.toObjects.count,
      checked: checked)
  }

  /// Makes the update again on the main actor, from the same objects: the section map changed
  /// while it was prepared.
  private func remake(_ staged: StagedSectionData, collectionView: CollectionView) {
    preparedBatchUpdate = nil
    sectionData = staged.makeOnMainActor()
    didDiff(
      SectionDiff(sectionData).run(), onBackgroundThread: true, collectionView: collectionView)
  }

  private func didDiff(
    _ result: ListIndexSetResult, onBackgroundThread: Bool, collectionView: CollectionView
  ) {
    guard !cancelled else { return }
    updater.delegate?.listAdapterUpdater(
      updater, didDiffWithResults: result, onBackgroundThread: onBackgroundThread)
    if collectionView.dataSource == nil {
      bail()
    } else if updater.reloadsInstead(
      ofChanges: changeCount(of: result), fromCount: sectionData?.fromObjects.count ?? 0,
      toCount: sectionData?.toObjects.count ?? 0)
    {
      reload(collectionView, fallback: .tooManyChanges(changeCount(of: result)))
    } else if let sectionData, collectionView.numberOfSections != sectionData.fromObjects.count {
      reload(
        collectionView,
        fallback: .sectionCountMismatch(
          collectionView: collectionView.numberOfSections, objects: sectionData.fromObjects.count))
    } else {
      apply(result, to: collectionView)
    }
  }

  /// How many changes the update makes: the diff's, or, for an update prepared off the main
  /// actor, the changes its batch update needs, its moves cut to those that are not just shifts.
  private func changeCount(of result: ListIndexSetResult) -> Int {
    sectionData?.preparedSectionUpdate?.changeCount ?? result.changeCount
  }

  private func apply(_ result: ListIndexSetResult, to collectionView: CollectionView) {
    if let sectionData {
      cacheWarmingSum =
        SectionControllerCacheWarming.warm(sectionData.toSectionControllers, at: result.inserts)
        &+ SectionControllerCacheWarming.warm(
          sectionData.fromSectionControllers ?? [], at: result.updates)
    }
    updater.delegate?.listAdapterUpdater(
      updater, willPerformBatchUpdatesWith: collectionView, fromObjects: sectionData?.fromObjects,
      toObjects: sectionData?.toObjects, listIndexSetResult: result, animated: builder.animated)
    var violation: CollectionViewError?
    let previousHandler = collectionView.violationHandler
    let passesOn = updater.experiments.contains(.throwOnInconsistencyException)
    collectionView.violationHandler = { [self] error in
      // A data source that returns another cell for a reconfigured item does not undo the
      // update, which is applied: the collection view's own handling reports it.
      if error.kind == .reconfiguredCellReplaced {
        guard let previousHandler else { fatalError(error.message) }
        previousHandler(error)
        return
      }
      violation = error
      // With the experiment, as IGListKit tells its delegate and then rethrows, the delegate
      // hears first, then the collection view's own handling goes on: its handler, or, as
      // without one, the app stops with UIKit's message.
      guard passesOn else { return }
      reportRejected(error, by: collectionView, result: result)
      guard let previousHandler else { fatalError(error.message) }
      previousHandler(error)
    }
    let perform = {
      collectionView.performBatchUpdates(
        prepared: self.preparedBatchUpdate, keepingUntouchedSections: self.preparedInBackground,
        { [self] in
          applyDataUpdates()
          appliedUpdates = BatchUpdateConverter(
            updater: updater, collectionView: collectionView, sectionData: sectionData
          ).apply(result, collector: collector)
        },
        completion: { [self] finished in
          // The collection view holds this block until the update's animation ends, and with it
          // the transaction, so that its completions run even if the updater moved on.
          if let appliedUpdates = self.appliedUpdates, violation == nil {
            self.updater.delegate?.listAdapterUpdater(
              self.updater, didPerformBatchUpdates: appliedUpdates, collectionView: collectionView)
          }
          self.finish(finished)
        })
    }
    if builder.animated { perform() } else { View.performWithoutAnimation(perform) }
    preparedBatchUpdate = nil
    collectionView.violationHandler = previousHandler
    outcome =
      violation.map { .fellBackToReload(.invalidUpdate($0)) }
      ?? .batchUpdates(appliedUpdates ?? Self.noChanges)
    if let violation, !passesOn {
      // The collection view rejected the update and reloaded its data instead.
      reportRejected(violation, by: collectionView, result: result)
    }
  }

  /// Tells the updater's delegate that `collectionView` rejected the update with `error`.
  private func reportRejected(
    _ error: CollectionViewError, by collectionView: CollectionView, result: ListIndexSetResult
  ) {
    updater.delegate?.listAdapterUpdater(
      updater, collectionView: collectionView, willCrashWith: error,
      fromObjects: sectionData?.fromObjects, toObjects: sectionData?.toObjects,
      diffResult: result, updates: appliedUpdates)
    #if canImport(ObjectiveC)
      updater.delegate?.listAdapterUpdater(
        updater, collectionView: collectionView,
        willCrashWith: NSException(
          name: .internalInconsistencyException, reason: error.message, userInfo: nil),
        from: sectionData?.fromObjects, to: sectionData?.toObjects, diffResult: result,
        updates: appliedUpdates ?? Self.noChanges)
    #endif
  }

  /// Makes the new data the adapter's and runs the section controllers' item changes, which the
  /// collector records.
  private func applyDataUpdates() {
    state = .executingUpdateBlock
    if let sectionData, let apply = builder.applySectionDataBlock { apply(sectionData) }
    for block in builder.itemUpdateBlocks {
      collector.currentBlock += 1
      block()
    }
    state = .executedUpdateBlock
  }

  /// What `SectionControllerCacheWarming` read before the update, kept so that its reads are
  /// made.
  private(set) var cacheWarmingSum: UInt = 0

  /// A batch update that changes nothing.
  private static let noChanges = ListBatchUpdateData(
    insertSections: [], deleteSections: [], moveSections: [], insertIndexPaths: [],
    deleteIndexPaths: [], updateIndexPaths: [], moveIndexPaths: [])

  /// Falls back to reloading everything, for the reason `fallback` gives.
  private func reload(_ collectionView: CollectionView, fallback: ListUpdateFallback) {
    outcome = .fellBackToReload(fallback)
    updater.delegate?.listAdapterUpdater(
      updater, willReloadDataWith: collectionView, isFallbackReload: true)
    applyDataUpdates()
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    updater.delegate?.listAdapterUpdater(
      updater, didReloadDataWith: collectionView, isFallbackReload: true)
    finish(true)
  }

  private func bail() {
    updater.delegate?.listAdapterUpdater(updater, didFinishWithoutUpdatesWith: collectionView)
    finish(false)
  }

  private func finish(_ finished: Bool) {
    updater.callCompletions(builder.completions, finished: finished, outcome: outcome)
    let inUpdate = inUpdateCompletions
    inUpdateCompletions = []
    updater.callCompletions(inUpdate, finished: finished, outcome: outcome)
    state = .idle
    releaseOffMainActor()
  }

  /// Lets go of a staged update's data on a background thread: by now the adapter dropped the
  /// section map from before the update, so this data holds its last references, and freeing a
  /// large list's arrays and dictionaries would take the main actor many milliseconds. The
  /// section controllers from before the update are let go of back on the main actor, after the
  /// rest, so that none of those that left the list ends off it, a turn's worth at a time
  /// (``StagedSectionData/sectionControllersPerTurn``, as many as are made at a turn). All of it
  /// starts ``releaseDelay`` after the update, once the frame that shows it is drawn.
  private func releaseOffMainActor() {
    guard preparedInBackground, let collectionView, staged != nil else { return }
    // The update's data lets go of the section controllers from before it first, so that the
    // staged data holds their list alone and hands it over without a copy.
    sectionData?.fromSectionControllers = nil
    guard var keptOnMainActor = staged?.mainActorObjectsToRelease() else { return }
    var garbage = Optional((staged, sectionData))
    staged = nil
    sectionData = nil
    collectionView.scheduler.releaseInBackground(
      &garbage, thenOnMainActor: &keptOnMainActor,
      perTurn: StagedSectionData.sectionControllersPerTurn, after: Self.releaseDelay)
  }

  /// How long after a large update its data is let go of: two frames at 60 a second, so that
  /// the frame that shows the update is drawn and on its way to the screen (a terminal's, a
  /// browser's on the same processors) before the freeing of tens of thousands of objects
  /// competes with it.
  static let releaseDelay: TimeInterval = 2.0 / 60

  // MARK: Item changes while the update block runs

  func insertItems(_ indexPaths: [IndexPath]) {
    collector.itemInserts += indexPaths
    collector.touch(newSections: indexPaths.map(\.section))
  }
  func deleteItems(_ indexPaths: [IndexPath]) {
    collector.itemDeletes += indexPaths
    collector.touch(oldSections: indexPaths.map(\.section))
  }
  func moveItem(from: IndexPath, to: IndexPath) {
    collector.itemMoves.append(ListMoveIndexPath(from: from, to: to))
    collector.touch(oldSections: [from.section])
    collector.touch(newSections: [to.section])
  }
  func reloadItem(from: IndexPath, to: IndexPath) {
    collector.itemReloads.append((from, to))
    collector.touch(oldSections: [from.section])
  }
  func reconfigureItem(at indexPath: IndexPath) {
    collector.itemReconfigures.append(indexPath)
    collector.touch(oldSections: [indexPath.section])
  }
  func reloadSections(_ sections: IndexSet) { collector.sectionReloads.formUnion(sections) }
}

/// Runs an update's diff off the main actor and hands its result to the completion on it.
typealias BackgroundDiffRunner =
  @MainActor (
    _ priority: TaskPriority,
    _ diff: @escaping @Sendable () -> ListIndexSetResult,
    _ completion: @escaping @MainActor (ListIndexSetResult) -> Void
  ) -> Void

/// A value that crosses to a background task and back unchanged: the diff only reads the arrays.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A background diff's result, written on the background thread and read on the main actor
/// after the scheduler handed the work back, which orders the two.
final class DiffResultBox: @unchecked Sendable {
  var result: ListIndexSetResult?
}

/// The diff of an update's sections: by section controller identity when the adapter supplied
/// the section controllers, otherwise by identifier, with IGListKit's equality rule.
struct SectionDiff {
  let from: [any ListDiffable]
  let to: [any ListDiffable]
  let identities: (from: [ObjectIdentifier], to: [ObjectIdentifier])?

  @MainActor
  init(_ data: ListTransitionData?) {
    from = data?.fromObjects ?? []
    to = data?.toObjects ?? []
    if let data, let fromControllers = data.fromSectionControllers {
      identities = (
        fromControllers.map(ObjectIdentifier.init),
        data.toSectionControllers.map(ObjectIdentifier.init)
      )
    } else {
      identities = nil
    }
  }

  func run() -> ListIndexSetResult {
    guard let identities else {
      return ListDiff(oldArray: from, newArray: to, option: .equality)
    }
    return ListDiff(oldIdentifiers: identities.from, newIdentifiers: identities.to) { old, new in
      let before = from[old]
      let after = to[new]
      if type(of: before) is AnyObject.Type && type(of: after) is AnyObject.Type
        && (before as AnyObject) === (after as AnyObject)
      {
        return false
      }
      return !after.isEqual(toDiffableObject: before)
    }
  }
}
