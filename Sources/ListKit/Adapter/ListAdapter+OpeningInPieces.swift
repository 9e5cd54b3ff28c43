@_spi(ListKit) import ListUI

extension ListAdapter {
  /// How many sections a large first load shows at once: more than a screen holds.
  static let openingFirstPieceSize = 1_000
  /// The fewest and the most sections a later piece of a large first load adds.
  static let openingPieceSizes = 100...8_000
  /// How long a piece of a large first load aims to hold the main actor: an eighth of a 60 Hz
  /// frame, so that the piece and the frame drawn after it fit in one even when the machine
  /// makes the same work take several times as long, as a shared machine does now and then.
  /// Pieces this small cost the whole open little: each adds hundreds of sections, and their
  /// counts are appended in place. A debug build, about ten times slower and checking its
  /// invariants, has ten times as long, so that its pieces hold as many sections as a release
  /// build's.
  #if DEBUG
    static let openingPieceBudget = Duration.milliseconds(20)
  #else
    static let openingPieceBudget = Duration.milliseconds(2)
  #endif

  /// Whether a large first load is still adding its sections, a piece at each turn of the
  /// collection view's scheduler.
  ///
  /// A first load (the data source or the collection view given) of at least
  /// ``ListAdapterUpdater/backgroundDiffingThreshold`` objects, with ListKit's own updater, opens
  /// in pieces: the first 1,000 sections get their section controllers and reach the collection
  /// view at once, and each later turn adds the next sections at the end, in a batch update that
  /// keeps the sections already there (after the first of them, two turns make room in the
  /// section map for the whole list). A piece holds as many sections as the last one would have
  /// added in about 2 ms (20 ms in a debug build; from 100 to 8,000, at most twice the last), so
  /// that no turn holds the main actor for long however costly the section controllers are, and
  /// the first frame comes after the first piece, not after the whole list. Until the last piece,
  /// ``objects()``, the look-ups and the collection view hold the sections added so far, in
  /// agreement: a key that goes to the end of the list goes to the end of those sections.
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

  /// How many sections the piece after one of `size` sections that took `duration` adds: as
  /// many as would have taken ``openingPieceBudget``, at most twice `size`, within
  /// ``openingPieceSizes``.
  static func openingPieceSize(after size: Int, took duration: Duration) -> Int {
    let fitting = duration > .zero ? Double(size) * (openingPieceBudget / duration) : .infinity
    let next = min(Double(2 * max(size, 1)), fitting)
    return min(openingPieceSizes.upperBound, max(openingPieceSizes.lowerBound, Int(next)))
  }

  /// Reads `objects` into the list as a first load: all of them now, or, for a large list, the
  /// first piece now and the rest at the next turns (``isOpening``).
  func load(_ objects: [any ListDiffable], dataSource: any ListAdapterDataSource) {
    let first = Self.openingFirstPieceSize
    guard let updater = updater as? ListAdapterUpdater, let collectionView,
      sectionMap.sectionControllers.isEmpty, objects.count > first,
      objects.count >= updater.backgroundDiffingThreshold
    else {
      apply(transitionData(with: uniqueObjects(objects), dataSource: dataSource))
      return
    }
    apply(transitionData(with: uniqueObjects(Array(objects[..<first])), dataSource: dataSource))
    opening = OpeningInPieces(objects: objects, next: first, pieceSize: first)
    scheduleNextOpeningPiece(on: collectionView)
  }

  /// Stops adding the pieces of a large first load, if it is adding them.
  func endOpening() {
    opening?.work?.cancel()
    opening = nil
  }

  private func scheduleNextOpeningPiece(on collectionView: CollectionView) {
    opening?.work = collectionView.scheduler.schedule(after: 0) { [weak self] in
      guard let self, let piece = opening else { return }
      if piece.next > Self.openingFirstPieceSize, piece.room < .all {
        makeOpeningRoom()
        return
      }
      let took = measureOpeningPiece { self.addNextOpeningPiece(atMost: piece.pieceSize) }
      opening?.pieceSize = Self.openingPieceSize(after: piece.pieceSize, took: took)
    }
  }

  /// Makes the next step of room in the section map for all of a large first load's objects,
  /// in a turn of its own: the tables for the whole list are made and first written then
  /// (several milliseconds each at 1,000,000 sections, most of it the memory's first touch). It
  /// comes after the first piece a turn adds, so that the first frame does not wait for it.
  private func makeOpeningRoom(scheduling: Bool = true) {
    guard let piece = opening, let collectionView else { return }
    switch piece.room {
    case .none:
      sectionMap.reserveControllerLookupCapacity(piece.objects.count)
      opening?.room = .controllerLookup
    case .controllerLookup, .all:
      sectionMap.reserveCapacity(piece.objects.count)
      collectionView.reserveSectionCountsCapacity(piece.objects.count)
      opening?.room = .all
    }
    if scheduling { scheduleNextOpeningPiece(on: collectionView) }
  }

  /// Adds the next piece of a large first load: at most `limit` of its objects, keyed, without
  /// those whose identifiers the list already has (reported as ``duplicateIdentifierPolicy``
  /// says), each with a new section controller from the data source, as sections inserted after
  /// the last in a batch update that keeps the others.
  ///
  /// - Complexity: O(*k*) for *k* objects, besides their section controllers and layout: the
  ///   collection view appends their counts to its own without copying them.
  private func addNextOpeningPiece(atMost limit: Int) {
    guard let piece = opening else { return }
    opening?.work?.cancel()
    guard let collectionView, let dataSource else {
      opening = nil
      return
    }
    if limit == .max {
      while opening?.room ?? .all < .all { makeOpeningRoom(scheduling: false) }
    }
    let end = piece.next + min(limit, piece.objects.count - piece.next)
    opening?.next = end
    if end == piece.objects.count { opening = nil }

    let (objects, keys) = keyedOpeningObjects(piece.objects[piece.next..<end])
    var controllers: [ListSectionController] = []
    controllers.reserveCapacity(objects.count)
    SectionControllerContext.withContext(viewController: viewController, adapter: self) {
      for object in objects {
        let controller = dataSource.listAdapter(self, sectionControllerFor: object)
        connect(controller)
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
          collectionView.insertSections(IndexSet(integersIn: start..<start + objects.count))
        }
      }
    }
    updateBackgroundView()
    if opening != nil { scheduleNextOpeningPiece(on: collectionView) }
  }

  /// `objects`, each with its key, without those whose identifiers the list or an earlier one
  /// of them has, which are reported as ``duplicateIdentifierPolicy`` says.
  ///
  /// - Complexity: O(*k*) expected for *k* objects, each keyed once.
  private func keyedOpeningObjects(_ piece: ArraySlice<any ListDiffable>)
    -> (objects: [any ListDiffable], keys: [ObjectKey])
  {
    var objects: [any ListDiffable] = []
    var keys: [ObjectKey] = []
    var index = KeyIndex(capacity: piece.count)
    objects.reserveCapacity(piece.count)
    keys.reserveCapacity(piece.count)
    // Read once: the map is not changed before this returns, so its lists are not copied.
    let map = sectionMap
    for object in piece {
      let key = ObjectKey(object)
      var first: (any ListDiffable)?
      if let section = map.position(ofKey: key) {
        first = map.objects[section]
      } else if let position = index.insert(key, at: keys.count, in: keys) {
        first = objects[position]
      }
      if let first {
        reportDuplicate(object, key: key, of: first)
        continue
      }
      objects.append(object)
      keys.append(key)
    }
    return (objects, keys)
  }
}
