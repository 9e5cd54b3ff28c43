import Foundation

extension CollectionView {
  /// Discards the cached counts and every cell on screen; the data source is asked again at the
  /// next layout. The selection is cleared.
  ///
  /// - Complexity: O(*t*) for *t* selected items; the counts, the layout and the cells on screen
  ///   are computed again at the next layout pass.
  public func reloadData() {
    sectionCounts = nil
    needsReload = true
    selectedIndexPaths.removeAll()
    invalidateLayoutForNewData()
    setNeedsLayout()
  }

  /// Invalidates everything in the layout, data source counts included.
  private func invalidateLayoutForNewData() {
    let context = type(of: collectionViewLayout).invalidationContextClass.init()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
  }

  /// Applies the inserts, deletes, moves, reloads and reconfigures made in `updates` as one
  /// animated change.
  ///
  /// The change is applied at once; each view it touches gets an ``View/animation``
  /// (``ViewAnimation``) from where it was drawn to where it now is, which a renderer that draws
  /// at a time shows: views that stay glide, inserted ones appear dimmed, deleted ones dim and
  /// go, reloaded ones flash. An update during another starts from what is drawn.
  ///
  /// The content moves to the offset that the layout's
  /// ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)`` and then the
  /// delegate's ``CollectionViewDelegate/collectionView(_:targetContentOffsetForProposedContentOffset:)``
  /// return, in the same pass, and the views start from where they were on screen: a view whose
  /// place on screen the new offset keeps does not move, and a scroll under way moves with the
  /// content.
  ///
  /// The counts before the update are the collection view's own (asked of the data source now if
  /// it has none yet); the counts after it are asked of the data source when `updates` returns.
  /// The update is checked as `UICollectionView` checks it; one that breaks a rule is reported to
  /// the ``violationHandler`` and not applied, the data is reloaded instead, and `completion` gets
  /// `false`. `completion` runs after the animation (``updateAnimationDuration``, the block's
  /// duration inside ``View/animate(withDuration:delay:options:animations:completion:)``, or at
  /// the scheduler's next turn inside ``View/performWithoutAnimation(_:)``), never inside this
  /// call. Without animation, the cells and supplementary views that leave end displaying in
  /// this call, before the layout, so that the views the update brings on screen are those
  /// views, dequeued again, rather than new ones.
  /// A batch update started inside `updates` joins this one.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    performBatchUpdates(keepingUntouchedSections: false, updates, completion: completion)
  }

  /// ``performBatchUpdates(_:completion:)`` for a data source that changes its sections' item
  /// counts, and its items' sizes, only through the updates it makes: with
  /// `keepingUntouchedSections`, the data source is asked for the counts of only the sections
  /// the update touches (inserted, reloaded, or with item changes), the others keep theirs (a
  /// moved section without item changes included), the update is checked for the touched
  /// sections, and a
  /// ``CollectionViewFlowLayout`` lays out only them again. An update of *k* sections of a list
  /// of *n* then costs O(*k* log *k*) and a copy of the *n* counts, instead of *n* questions to
  /// the data source and a layout of every item. ListKit's adapter applies the updates it
  /// prepares off the main actor so.
  @_spi(ListKit)
  public func performBatchUpdates(
    keepingUntouchedSections: Bool, _ updates: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    performBatchUpdates(
      prepared: nil, keepingUntouchedSections: keepingUntouchedSections, updates,
      completion: completion)
  }

  /// Starts preparing a batch update that moves, deletes and inserts sections, in that order,
  /// leaving `newSectionCount` sections: ``PreparedBatchUpdate/prepareNextStep()`` does each
  /// step, at turns of the main actor before the one that applies the update. With `checked`,
  /// the section changes checked ahead against ``countsSnapshot``, the preparation starts at
  /// its second step if the counts are still those.
  ///
  /// - Complexity: O(1); the steps do the work.
  @_spi(ListKit)
  public func prepareBatchUpdate(
    movingSections moves: [(from: Int, to: Int)], deletingSections deletes: IndexSet,
    insertingSections inserts: IndexSet, newSectionCount: Int,
    checked: PreparedBatchUpdate.CheckedSections? = nil
  ) -> PreparedBatchUpdate {
    PreparedBatchUpdate(
      collectionView: self, moves: moves, deletes: deletes, inserts: inserts,
      newSectionCount: newSectionCount, checked: checked)
  }

  /// The counts the collection view works with, and their version, for checking an update's
  /// section changes off the main actor
  /// (``PreparedBatchUpdate/checkSections(moves:deletes:inserts:newSectionCount:against:)``);
  /// `nil` before the counts are first asked for and after `reloadData()`.
  ///
  /// - Complexity: O(1): the counts are a value, copied when changed.
  @_spi(ListKit)
  public var countsSnapshot: PreparedBatchUpdate.Counts? {
    sectionCounts.map { PreparedBatchUpdate.Counts(counts: $0, version: countsVersion) }
  }

  /// ``performBatchUpdates(keepingUntouchedSections:_:completion:)`` with what `prepared` did
  /// ahead of it, when `updates` makes the section changes it prepared and the counts and the
  /// layout are still those it prepared them against; as one not prepared otherwise. The
  /// section changes are then not checked again, the counts of the sections it does not touch
  /// are not copied again, and a ``CollectionViewFlowLayout`` lays out only the changed
  /// sections into the runs it arranged.
  @_spi(ListKit)
  public func performBatchUpdates(
    prepared: PreparedBatchUpdate?, keepingUntouchedSections: Bool, _ updates: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    if recordingUpdate != nil {
      updates?()
      if let completion { pendingUpdateCompletions.append(completion) }
      return
    }
    let old = loadCountsIfNeeded()
    recordingUpdate = BatchUpdate()
    recordingPreparation = prepared
    updates?()
    recordingPreparation = nil
    let update = recordingUpdate ?? BatchUpdate()
    recordingUpdate = nil
    let completions = pendingUpdateCompletions + (completion.map { [$0] } ?? [])
    pendingUpdateCompletions = []
    // The counts before the update go to the validator, and go with it: an update that appends
    // sections then appends their counts to the collection view's without copying them.
    let (validation, usedPreparation) = validate(
      update, old: consume old, prepared: prepared,
      keepingUntouchedSections: keepingUntouchedSections)
    let mapping: UpdateMapping
    let new: UpdateValidator.NewCounts
    let touched: [Int]?
    switch validation {
    case .success(let valid):
      mapping = valid.mapping
      new = valid.new
      touched = valid.touched
    case .failure(let violation):
      report(violation)
      reloadData()
      layoutIfNeeded()
      scheduler.schedule(after: 0) {
        for completion in completions { completion(false) }
      }
      return
    }
    // Inside an animation block, the update takes the block's duration and curve, as in UIKit.
    let block = View.areAnimationsEnabled ? AnimationTransaction.current : nil
    let delay = View.areAnimationsEnabled ? (block?.duration ?? updateAnimationDuration) : 0
    var start = presentationFrames()
    let offset = contentOffset
    let disappearing = apply(
      update, mapping: mapping, new: new, touched: touched, prepared: usedPreparation,
      leavingViewsEndNow: delay <= 0)
    // Where the update moved the content, the views start that much further along it, so that
    // each starts where it was on screen; a view whose place on screen the new offset keeps
    // does not move, and a scroll under way goes on from where it now is.
    let moved = CGPoint(x: contentOffset.x - offset.x, y: contentOffset.y - offset.y)
    if moved != .zero {
      start = start.mapValues { $0.offsetBy(dx: moved.x, dy: moved.y) }
      for (_, cell) in disappearing.cells {
        cell.frame = cell.frame.offsetBy(dx: moved.x, dy: moved.y)
      }
      for (_, view) in disappearing.views {
        view.frame = view.frame.offsetBy(dx: moved.x, dy: moved.y)
      }
      shiftScrollUnderWay(by: moved)
    }
    animate(
      update, mapping: mapping, from: start, disappearing: disappearing, duration: delay,
      curve: block?.curve ?? .easeOut)
    let end = UpdateEnd { [weak self] in
      if let self {
        self.updateEndsUnderWay.removeAll { $0.hasRun }
        self.endDisplaying(disappearing)
      }
      for completion in completions { completion(true) }
    }
    updateEndsUnderWay.append(end)
    scheduler.schedule(after: delay) { end.run() }
  }

  /// Ends the animations of the batch updates under way at once, as a user's input on a terminal
  /// does: their views show their end state, the views that leave end displaying, and their
  /// completions run now, with `true`, instead of when the animations would have ended.
  /// Animations that ``View/animate(withDuration:delay:options:animations:completion:)`` started
  /// go on: ``View/finishAnimations()`` ends those.
  public func finishUpdateAnimations() {
    let ends = updateEndsUnderWay
    updateEndsUnderWay = []
    for end in ends { end.run() }
    finishAnimations { $0.groupID == nil }
  }

  /// Checks `update` against the counts before it, `old`, and the data source's counts after it
  /// (only the touched sections' with `keepingUntouchedSections`), using what `prepared` checked
  /// ahead where it still applies; and the preparation it used.
  private func validate(
    _ update: BatchUpdate, old: consuming [Int], prepared: PreparedBatchUpdate?,
    keepingUntouchedSections: Bool
  ) -> (Result<UpdateValidator.Outcome, CollectionViewError>, PreparedBatchUpdate?) {
    var validator: UpdateValidator
    var usedPreparation: PreparedBatchUpdate?
    if keepingUntouchedSections, let dataSource {
      let sectionCount = Swift.max(0, dataSource.numberOfSections(in: self))
      let ask = { [self] (section: Int) -> Int in
        countQuestions += 1
        return dataSource.collectionView(self, numberOfItemsInSection: section)
      }
      if let prepared,
        let sections = prepared.takeSections(for: update, in: self, newSectionCount: sectionCount)
      {
        usedPreparation = prepared
        preparedUpdateCount += 1
        validator = UpdateValidator(
          update: update, old: old, newSectionCount: sectionCount, prepared: consume sections,
          askCount: ask)
      } else {
        validator = UpdateValidator(
          update: update, old: old, newSectionCount: sectionCount, askCount: ask)
      }
    } else {
      validator = UpdateValidator(update: update, old: old, new: currentDataSourceCounts())
    }
    return (validator.validate(), usedPreparation)
  }

  /// Records a change into the batch update under way, or applies it as a batch update of its own.
  func record(_ change: @escaping (inout BatchUpdate) -> Void) {
    if var update = recordingUpdate {
      // Let go of the stored copy first, so that appending does not copy the arrays each time.
      recordingUpdate = nil
      change(&update)
      recordingUpdate = update
    } else {
      performBatchUpdates({ [weak self] in self?.record(change) }, completion: nil)
    }
  }

  /// Applies a valid update: maps the selection and the views on screen to their new index paths,
  /// relays out in UIKit's order (invalidate, prepare, prepare for the updates, the target
  /// content offset of the layout and then of the delegate, lay out, finalize), and returns the
  /// views that leave, to be removed when the animation ends.
  ///
  /// With `leavingViewsEndNow` (an update without animation), nothing is left to show of the
  /// views that leave: they end displaying before the layout, and go back to the reuse queues,
  /// so that the views the update brings on screen are dequeued from them rather than made.
  /// None is returned then.
  private func apply(
    _ update: BatchUpdate, mapping: UpdateMapping, new: UpdateValidator.NewCounts,
    touched: [Int]?, prepared: PreparedBatchUpdate?, leavingViewsEndNow: Bool
  ) -> DisappearingViews {
    let layoutWasCurrent =
      !collectionViewLayout.needsPrepare && collectionViewLayout.pendingInvalidation == nil
    install(new, oldCount: mapping.newSection.oldCount)
    selectedIndexPaths = Set(selectedIndexPaths.compactMap { mapping.newIndexPath(for: $0) })

    var disappearing = DisappearingViews()
    var cells: [IndexPath: CollectionViewCell] = [:]
    var staying = Set<ObjectIdentifier>()
    for indexPath in visibleCellsByIndexPath.keys.sorted() {
      guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
      if let newIndexPath = mapping.newIndexPath(for: indexPath) {
        cells[newIndexPath] = cell
        staying.insert(ObjectIdentifier(cell))
      } else {
        disappearing.cells.append((indexPath, cell))
      }
    }
    visibleCellsByIndexPath = cells

    var views: [SupplementaryElement: CollectionReusableView] = [:]
    for element in visibleSupplementary.keys.sorted() {
      guard let view = visibleSupplementary[element] else { continue }
      if let section = mapping.newSection[element.indexPath[0]] {
        var moved = element
        moved.indexPath[0] = section
        views[moved] = view
      } else {
        disappearing.views.append((element, view))
      }
    }
    visibleSupplementary = views
    if leavingViewsEndNow {
      endDisplaying(disappearing)
      disappearing = DisappearingViews()
    }

    let context = type(of: collectionViewLayout).invalidationContextClass.init()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    // A layout that was current and an update whose untouched sections keep their counts: the
    // layout may lay out only the touched sections again.
    if let touched, layoutWasCurrent {
      context.batchRelayout = BatchRelayout(
        mapping: mapping.newSection, recomputed: touched,
        plan: prepared?.takeLayoutPlan(for: collectionViewLayout, touched: touched))
    }
    collectionViewLayout.invalidateLayout(with: context)
    prepareLayoutIfNeeded()
    if collectionViewLayout.mayReadUpdateItems {
      updateItemsBuildCount += 1
      collectionViewLayout.prepare(forCollectionViewUpdates: update.updateItems(mapping))
    } else {
      collectionViewLayout.prepare(forCollectionViewUpdates: [])
    }
    // The layout proposes where the content goes, then the delegate, as in UIKit.
    var target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
    if let collectionDelegate {
      target = collectionDelegate.collectionView(
        self, targetContentOffsetForProposedContentOffset: target)
    }
    if target != contentOffset { contentOffset = target }
    setNeedsLayout()
    layoutIfNeeded()
    reconfigure(update.reconfigureItems, mapping: mapping, staying: staying)
    collectionViewLayout.finalizeCollectionViewUpdates()
    checkInvariants()
    return disappearing
  }

  /// Makes `new` the counts. Appended counts are appended in place, when the collection view
  /// holds the only reference to its counts, and extend the items' order it keeps.
  ///
  /// - Complexity: O(*k*) for *k* appended sections (amortized: the counts' storage grows
  ///   geometrically, or as reserved); O(1) for every count.
  private func install(_ new: UpdateValidator.NewCounts, oldCount: Int) {
    switch new {
    case .all(let counts):
      sectionCounts = counts
    case .appended(let counts):
      guard var all = sectionCounts, all.count == oldCount else {
        // The counts changed under the update (a reload inside it): the data source's now.
        sectionCounts = currentDataSourceCounts()
        return
      }
      var order = cachedItemOrder
      cachedItemOrder = nil
      // Taken out, so that the append copies nothing.
      sectionCounts = nil
      all.append(contentsOf: counts)
      sectionCounts = consume all
      order?.append(counts)
      cachedItemOrder = order
    }
  }

  /// Makes room for `count` sections' counts, so that appending sections up to that many, as a
  /// long list opening in pieces does, does not grow the counts' storage again.
  ///
  /// - Complexity: O(*n*) for the *n* counts held, once.
  @_spi(ListKit) public func reserveSectionCountsCapacity(_ count: Int) {
    guard var counts = sectionCounts, counts.capacity < count else { return }
    let order = cachedItemOrder
    sectionCounts = nil
    counts.reserveCapacity(count)
    sectionCounts = consume counts
    cachedItemOrder = order
  }

  /// Ends displaying the views that left in an update: each goes back to its reuse queue.
  private func endDisplaying(_ disappearing: DisappearingViews) {
    for (indexPath, cell) in disappearing.cells { endDisplaying(cell, at: indexPath) }
    for (element, view) in disappearing.views { endDisplaying(view, element: element) }
  }

  /// Views that leave the screen in an update: they animate out, then end displaying.
  struct DisappearingViews {
    var cells: [(IndexPath, CollectionViewCell)] = []
    var views: [(SupplementaryElement, CollectionReusableView)] = []
  }
}
