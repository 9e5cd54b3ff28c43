@_spi(ListKit) import ListUI

extension ListAdapter {
  /// How many sections a large first load shows at once, and adds at each later turn: each gets
  /// a section controller, its count and its layout in the turn.
  static let openingPieceSize = 2_000

  /// Whether a large first load is still adding its sections, a piece at each turn of the
  /// collection view's scheduler.
  ///
  /// A first load (the data source or the collection view given) of at least
  /// ``ListAdapterUpdater/backgroundDiffingThreshold`` objects, with ListKit's own updater, opens
  /// in pieces: the first 2,000 sections get their section controllers and reach the collection
  /// view at once, and each later turn adds the next 2,000 at the end, in a batch update that
  /// keeps the sections already there. No turn makes more section controllers or lays out more
  /// sections than a piece holds, and the first frame comes after the first piece, not after the
  /// whole list. Until the last piece, ``objects()``, the look-ups and the collection view hold
  /// the sections added so far, in agreement.
  ///
  /// An update (``performUpdates(animated:completion:)``, ``reloadData(completion:)``) or a new
  /// data source or collection view ends the pieces: the update reads the data source's objects
  /// as usual and brings the list to them. ``finishOpening()`` adds the rest at once.
  ///
  /// - Complexity: O(1).
  public var isOpening: Bool { opening != nil }

  /// Adds every section a large first load has still to add (``isOpening``), in one batch
  /// update, now.
  ///
  /// - Complexity: O(*k*) for the *k* objects left, each keyed and given a section controller,
  ///   and the layout of their sections.
  public func finishOpening() {
    while opening != nil { addNextOpeningPiece(atMost: .max) }
  }

  /// Reads `objects` into the list as a first load: all of them now, or, for a large list, the
  /// first piece now and the rest at the next turns (``isOpening``).
  func load(_ objects: [any ListDiffable], dataSource: any ListAdapterDataSource) {
    guard let updater = updater as? ListAdapterUpdater, let collectionView,
      sectionMap.sectionControllers.isEmpty, objects.count > Self.openingPieceSize,
      objects.count >= updater.backgroundDiffingThreshold
    else {
      apply(transitionData(with: uniqueObjects(objects), dataSource: dataSource))
      return
    }
    let first = uniqueObjects(Array(objects[..<Self.openingPieceSize]))
    apply(transitionData(with: first, dataSource: dataSource))
    opening = OpeningInPieces(objects: objects, next: Self.openingPieceSize)
    scheduleNextOpeningPiece(on: collectionView)
  }

  /// Stops adding the pieces of a large first load, if it is adding them.
  func endOpening() {
    opening?.work?.cancel()
    opening = nil
  }

  private func scheduleNextOpeningPiece(on collectionView: CollectionView) {
    opening?.work = collectionView.scheduler.schedule(after: 0) { [weak self] in
      self?.addNextOpeningPiece(atMost: ListAdapter.openingPieceSize)
    }
  }

  /// Adds the next piece of a large first load: at most `limit` of its objects, keyed, without
  /// those whose identifiers the list already has (reported as ``duplicateIdentifierPolicy``
  /// says), each with a new section control from the data source, as sections inserted after
  /// the last in a batch update that keeps the others.
  ///
  /// - Complexity: O(*k*) for *k* objects, besides their section controllers and layout, and a
  ///   copy of the collection view's *n* section counts.
  private func addNextOpeningPiece(atMost limit: Int) {
    guard let piece = opening else { return }
    opening?.work?.cancel()
    guard let collectionView, let dataSource else {
      opening = nil
      return
    }
    if !piece.hasRoom {
      // The look-ups' tables for the whole list are made and first written in a turn of their
      // own (about 10 ms at 1,000,000 sections, most of it the memory's first touch).
      sectionMap.reserveCapacity(piece.objects.count)
      opening?.hasRoom = true
      if limit < piece.objects.count - piece.next {
        scheduleNextOpeningPiece(on: collectionView)
        return
      }
    }
    let end = min(piece.objects.count, piece.next + min(limit, piece.objects.count - piece.next))
    opening?.next = end
    if end == piece.objects.count { opening = nil }

    var objects: [any ListDiffable] = []
    var keys: [ObjectKey] = []
    var pieceIndex = KeyIndex(capacity: end - piece.next)
    objects.reserveCapacity(end - piece.next)
    keys.reserveCapacity(end - piece.next)
    for object in piece.objects[piece.next..<end] {
      let key = ObjectKey(object)
      let first =
        sectionMap.position(ofKey: key).map { sectionMap.objects[$0] }
        ?? pieceIndex.insert(key, at: keys.count, in: keys).map { objects[$0] }
      if let first {
        let message =
          "Duplicate identifier \(key.identifier) for object \(object) with object \(first)"
        if duplicateIdentifierPolicy == .fail { fatalError(message) }
        diagnosticHandler(message)
        continue
      }
      objects.append(object)
      keys.append(key)
    }
    var controllers: [ListSectionController] = []
    controllers.reserveCapacity(objects.count)
    SectionControllerContext.withContext(viewController: viewController, adapter: self) {
      for object in objects {
        let controller = dataSource.listAdapter(self, sectionControllerFor: object)
        if controller.collectionContext !== self { controller.collectionContext = self }
        if controller.viewController !== viewController {
          controller.viewController = viewController
        }
        controllers.append(controller)
      }
    }
    let start = sectionMap.objects.count
    let add = { [self] in
      isInObjectUpdateTransaction = true
      sectionMap.append(objects: objects, keys: keys, sectionControllers: controllers)
      for (controller, object) in zip(controllers, objects) { controller.didUpdate(to: object) }
      isInObjectUpdateTransaction = false
    }
    if collectionView.countsSnapshot == nil {
      // The collection view has not read its counts yet: it reads them all when it does.
      add()
    } else if !objects.isEmpty {
      View.performWithoutAnimation {
        collectionView.performBatchUpdates(keepingUntouchedSections: true) {
          add()
          collectionView.insertSections(IndexSet(start..<start + objects.count))
        }
      }
    }
    updateBackgroundView()
    if opening != nil { scheduleNextOpeningPiece(on: collectionView) }
  }
}
