import Foundation

extension ListAdapter {
  /// Diffs the data source's objects against the current ones and animates the difference into
  /// the collection view. Calls made in the same turn of the scheduler are coalesced into one
  /// update that reads the data source once, when it runs.
  ///
  /// - Parameters:
  ///   - animated: Whether the changes animate.
  ///   - completion: Runs after the update; `finished` is `false` when there was no collection
  ///     view or data source to update.
  /// - Complexity: O(1) for the call, which queues the update. When it runs, O(*n* + *m*) expected
  ///   for *n* objects before it and *m* after: the data source's objects are keyed (each
  ///   `diffIdentifier()` called and hashed once), a section controller is looked up or made for
  ///   each, the section controllers before and after are diffed and each object kept is compared
  ///   with `isEqual(toDiffableObject:)` once; then the collection view applies the batch update
  ///   and lays out again.
  public func performUpdates(animated: Bool, completion: ListUpdaterCompletion? = nil) {
    guard let dataSource, collectionView != nil else {
      diagnosticHandler(
        "performUpdates(animated:completion:) is ignored: the dataSource or the collectionView "
          + "is not set.")
      completion?(false)
      return
    }
    // The update brings the list to the data source's objects: a large first load's pieces
    // still to add are its to add.
    endOpening()
    enterBatchUpdates()
    let sectionDataBlock: ListTransitionDataBlock = { [weak self] in
      guard let self else { return nil }
      return self.transitionData(with: self.uniqueObjects(from: dataSource), dataSource: dataSource)
    }
    let applySectionDataBlock: ListTransitionDataApplyBlock = { [weak self] data in
      guard let self else { return }
      self.noteVisibleContentBeforeUpdate()
      self.previousSectionMap = self.sectionMap
      self.apply(data)
    }
    // ListKit's own updater can make the data in the background for a large list.
    let stagedSectionDataBlock: StagedSectionDataBlock = { [weak self] in
      guard let self else { return nil }
      return StagedSectionData(adapter: self, dataSource: dataSource)
    }
    let updateCompletion: ListUpdatingCompletion = { [weak self] finished in
      guard let self else {
        completion?(finished)
        return
      }
      self.previousSectionMap = nil
      self.keepVisibleContentAfterReload()
      self.setNeedsBatchFetchCheck()
      self.notifyUpdateListeners(.performUpdates, animated: animated)
      completion?(finished)
      self.exitBatchUpdates()
    }
    if let updater = updater as? ListAdapterUpdater {
      updater.performUpdate(
        collectionViewBlock: { [weak self] in self?.collectionView }, animated: animated,
        sectionDataBlock: sectionDataBlock, stagedSectionDataBlock: stagedSectionDataBlock,
        applySectionDataBlock: applySectionDataBlock, completion: updateCompletion)
    } else {
      updater.performUpdate(
        collectionViewBlock: { [weak self] in self?.collectionView }, animated: animated,
        sectionDataBlock: sectionDataBlock, applySectionDataBlock: applySectionDataBlock,
        completion: updateCompletion)
    }
  }

  /// ``performUpdates(animated:completion:)`` that returns when the update finished, with
  /// whether it was applied.
  @discardableResult
  public func performUpdates(animated: Bool) async -> Bool {
    await withCheckedContinuation { continuation in
      performUpdates(animated: animated) { continuation.resume(returning: $0) }
    }
  }

  /// ``performUpdates(animated:completion:)`` that returns, when the update finished, what it did:
  /// the changes of the batch update it applied, or that the collection view reloaded and why.
  /// ListKit's addition to IGListSwiftKit's `performUpdates(animated:) async`.
  ///
  /// Updates requested in the same turn are coalesced, so each of their callers gets the result of
  /// the one update that applied them all.
  @discardableResult
  public func performUpdatesWithResult(animated: Bool) async -> ListUpdateResult {
    guard collectionView != nil, dataSource != nil else {
      let finished = await performUpdates(animated: animated)
      return ListUpdateResult(outcome: .notApplied, finished: finished)
    }
    let recording = updater as? any ListUpdateResultRecording
    return await withCheckedContinuation { continuation in
      performUpdates(animated: animated) { finished in
        let result =
          recording?.currentUpdateResult
          ?? ListUpdateResult(outcome: .unreported, finished: finished)
        continuation.resume(returning: result)
      }
    }
  }

  /// ``reloadData(completion:)`` that returns when the reload finished, with whether it was
  /// applied: IGListSwiftKit's `reloadData() async`.
  @discardableResult
  public func reloadData() async -> Bool {
    await withCheckedContinuation { continuation in
      reloadData(completion: { continuation.resume(returning: $0) })
    }
  }

  /// Discards every section controller and reloads the collection view from the data source's
  /// objects, read now.
  ///
  /// - Complexity: O(*m*) now for the data source's *m* objects, each keyed once. When the reload
  ///   runs, a new section controller is made for each object, and the collection view reloads: its
  ///   layout is computed again for every item, and a cell is made for each item on screen.
  public func reloadData(completion: ListUpdaterCompletion? = nil) {
    guard let dataSource, collectionView != nil else {
      diagnosticHandler(
        "reloadData(completion:) is ignored: the dataSource or the collectionView is not set.")
      completion?(false)
      return
    }
    endOpening()
    let objects = uniqueObjects(from: dataSource)
    updater.reloadData(
      collectionViewBlock: { [weak self] in self?.collectionView },
      reloadUpdate: { [weak self] in
        guard let self else { return }
        self.noteVisibleContentBeforeUpdate()
        self.sectionMap.reset()
        self.apply(self.transitionData(with: objects, dataSource: dataSource))
      },
      completion: { [weak self] finished in
        self?.keepVisibleContentAfterReload()
        self?.setNeedsBatchFetchCheck()
        self?.notifyUpdateListeners(.reloadData, animated: false)
        completion?(finished)
      })
  }

  /// Reloads the sections of `objects`; section controllers get new instances through
  /// `didUpdate(to:)`.
  public func reloadObjects(_ objects: [any ListDiffable]) {
    guard let collectionView else {
      diagnosticHandler("reloadObjects(_:) is ignored: the collectionView is not set.")
      return
    }
    let useMap = updater.isInDataUpdateBlock() ? (previousSectionMap ?? sectionMap) : sectionMap
    var sections = IndexSet()
    for object in objects {
      guard let section = useMap.section(for: object) else { continue }
      sections.insert(section)
      if let stored = useMap.object(forSection: section),
        !InstanceIdentity.isSameInstance(stored, object)
      {
        sectionMap.updateObject(object)
        sectionMap.sectionController(for: object)?.didUpdate(to: object)
      }
    }
    updater.reload(collectionView, sections: sections)
  }

  // MARK: Reading the data source

  /// The data source's objects, each with its key, with repeated identifiers handled as
  /// ``duplicateIdentifierPolicy`` says.
  func uniqueObjects(from dataSource: any ListAdapterDataSource) -> KeyedObjects {
    uniqueObjects(dataSource.objects(for: self))
  }

  /// `objects`, each with its key, with repeated identifiers handled as
  /// ``duplicateIdentifierPolicy`` says. An object that the list already has, in place, keeps
  /// its key, as an update prepared off the main actor keeps it (see `KeptObjectFinder`).
  func uniqueObjects(_ objects: [any ListDiffable]) -> KeyedObjects {
    var result = KeyedObjects()
    var index = KeyIndex(capacity: objects.count)
    result.objects.reserveCapacity(objects.count)
    result.keys.reserveCapacity(objects.count)
    let oldKeys = sectionMap.keys
    var kept = KeptObjectFinder(oldObjects: sectionMap.objects, count: oldKeys.count)
    for object in objects {
      let key: ObjectKey
      if let old = kept.position(ofIdentical: object) {
        key = oldKeys[old]
      } else {
        key = ObjectKey(object)
        if !oldKeys.isEmpty, let old = sectionMap.position(ofKey: key) {
          kept.found(at: old)
        } else {
          kept.notFound()
        }
      }
      if let first = index.insert(key, at: result.keys.count, in: result.keys) {
        reportDuplicate(object, key: key, of: result.objects[first])
        continue
      }
      result.objects.append(object)
      result.keys.append(key)
    }
    result.keyIndex = index
    return result
  }

  /// Makes `controller`'s collection context the adapter and its view controller the adapter's,
  /// unless they already are: a section controller made in the data source's
  /// `listAdapter(_:sectionControllerFor:)` got them as it was made.
  func connect(_ controller: ListSectionController) {
    if controller.collectionContext !== self { controller.collectionContext = self }
    if controller.viewController !== viewController { controller.viewController = viewController }
  }

  /// Reports `object`, dropped because `first`, earlier in the list, has its key `key`: to
  /// ``diagnosticHandler``, or, with ``duplicateIdentifierPolicy`` `.fail`, by stopping the app.
  func reportDuplicate(_ object: any ListDiffable, key: ObjectKey, of first: any ListDiffable) {
    let message =
      "Duplicate identifier \(key.identifier) for object \(object) with object \(first)"
    if duplicateIdentifierPolicy == .fail { fatalError(message) }
    diagnosticHandler(message)
  }

  /// The objects with their section controllers: the existing one for an object already in the
  /// list, a new one from the data source otherwise.
  func transitionData(with unique: KeyedObjects, dataSource: any ListAdapterDataSource)
    -> ListTransitionData
  {
    var controllers: [ListSectionController] = []
    controllers.reserveCapacity(unique.objects.count)
    // A first load has no section controllers to find: no key is looked up.
    let hasControllers = !sectionMap.sectionControllers.isEmpty
    SectionControllerContext.withContext(viewController: viewController, adapter: self) {
      for (object, key) in zip(unique.objects, unique.keys) {
        let controller =
          (hasControllers ? sectionMap.sectionController(forKey: key) : nil)
          ?? dataSource.listAdapter(self, sectionControllerFor: object)
        connect(controller)
        controllers.append(controller)
      }
    }
    let data = ListTransitionData(
      fromObjects: sectionMap.objects, toObjects: unique.objects, toSectionControllers: controllers)
    data.fromSectionControllers = sectionMap.sectionControllers
    data.toKeys = unique.keys
    data.toKeyIndex = unique.keyIndex
    return data
  }

  /// Makes `data` the source of truth, then gives new objects and new instances to their section
  /// controllers.
  func apply(_ data: ListTransitionData) {
    isInObjectUpdateTransaction = true
    // An object is new to its section controller unless the controller already had this very
    // instance (for a value, an `==` value: see InstanceIdentity). On a first load every object
    // is new to its section controller.
    let isFirstLoad = sectionMap.sectionControllers.isEmpty
    // Loops rather than closures: a closure isolated to the main actor checks its executor each
    // time it is called, once per section of a large update.
    var updated: [Int]
    if let updatedSections = data.updatedSections {
      updated = updatedSections
    } else {
      updated = []
      for (index, object) in data.toObjects.enumerated() {
        if !isFirstLoad, let section = sectionMap.section(for: data.toSectionControllers[index]),
          let stored = sectionMap.object(forSection: section),
          InstanceIdentity.isSameInstance(stored, object)
        {
          continue
        }
        updated.append(index)
      }
    }
    if let lookups = data.preparedLookups, let keys = data.toKeys {
      sectionMap.install(
        objects: data.toObjects, keys: keys, sectionControllers: data.toSectionControllers,
        keyIndex: lookups.keyIndex, sectionByController: lookups.sectionByController,
        joining: lookups.joining)
    } else {
      sectionMap.update(
        objects: data.toObjects, keys: data.toKeys ?? data.toObjects.map(ObjectKey.init),
        keyIndex: data.toKeys == nil ? nil : data.toKeyIndex,
        sectionControllers: data.toSectionControllers)
    }
    let objects = data.toObjects
    let controllers = data.toSectionControllers
    for index in updated {
      controllers[index].didUpdate(to: objects[index])
    }
    updateBackgroundView()
    isInObjectUpdateTransaction = false
  }

  /// Reads the data source's objects into the section map, without touching the collection view
  /// now; a large first load adds its later pieces at the next turns (``isOpening``).
  func updateObjects() {
    // The collection view reloads with the new map: no update is left whose section
    // controllers' changes address the map before it.
    previousSectionMap = nil
    endOpening()
    guard collectionView != nil, let dataSource else { return }
    load(dataSource.objects(for: self), dataSource: dataSource)
  }

  /// Objects and their keys, in order, and where each key is when they were indexed.
  struct KeyedObjects {
    var objects: [any ListDiffable] = []
    var keys: [ObjectKey] = []
    var keyIndex: KeyIndex?
  }

  // MARK: Empty view

  /// Shows the data source's empty view behind the list while it has no items: no objects, or
  /// only sections without items.
  func updateBackgroundView() {
    guard let collectionView else { return }
    let isEmpty = sectionMap.sectionControllers.allSatisfy { $0.numberOfItems() == 0 }
    if isEmpty {
      let view = dataSource?.emptyView(for: self)
      if view !== emptyBackgroundView {
        emptyBackgroundView?.removeFromSuperview()
        emptyBackgroundView = view
      }
    }
    collectionView.backgroundView = emptyBackgroundView
    emptyBackgroundView?.isHidden = !isEmpty
  }

  // MARK: Deferred work

  func enterBatchUpdates() {
    if queuedCompletionBlocks == nil { queuedCompletionBlocks = [] }
  }

  func exitBatchUpdates() {
    let blocks = queuedCompletionBlocks ?? []
    queuedCompletionBlocks = nil
    for block in blocks { block() }
  }

  /// Runs `block` now, or after the batch updates in progress.
  func runAfterBatchUpdates(_ block: @escaping @MainActor () -> Void) {
    if queuedCompletionBlocks != nil {
      queuedCompletionBlocks?.append(block)
    } else {
      block()
    }
  }
}
