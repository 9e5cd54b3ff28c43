import Foundation
@_spi(ListKit) import ListDiffKit
@_spi(ListKit) import ListUI

/// An update's section data and diff made in three steps, so that the work linear in the list
/// runs off the main actor:
///
/// 1. on the main actor, ``init(adapter:dataSource:)`` reads the data source's objects and takes
///    a snapshot of the section map: copies of its arrays and dictionaries, O(1) as they are
///    values;
/// 2. off it, ``prepare()`` finds each object that the list has in place (`KeptObjectFinder`),
///    keys every other object (its `diffIdentifier()` called and hashed once) and looks it up in
///    the snapshot's index for its section and that one's section controller, drops repeated
///    keys, finds the sections whose section controllers get a new instance, and diffs the
///    sections by their index before the update, with IGListKit's equality rule;
/// 3. on the main actor, ``makeSectionControllers(atMost:)`` reports the repeated identifiers and
///    makes a section controller for each new object (the only calls to the data source, one per
///    inserted section), at most ``sectionControllersPerTurn`` a turn, and ``finish(_:)`` hands
///    the update's data over; the collection view prepares the batch update at the scheduler's
///    next turns, and applies it at the one after, each while the section map is still
///    ``isCurrent``.
///
/// Crossing actors follows IGListKit's rule for background diffing: objects are immutable, so
/// `diffIdentifier()` and `isEqual(toDiffableObject:)` may be called on any thread. Section
/// controllers are main-actor objects; step 2 only holds references to them, and never reads
/// or changes them. That is why the type is `@unchecked Sendable`: its inputs are set in step 1
/// and not changed after, its results are written in step 2 and read in step 3 only after the
/// scheduler handed them back, which orders the two.
///
/// Diffing old sections gives the diff of section controllers that the main-actor path makes, as
/// each key has one section controller, unless the data source returns a section controller
/// already in the list for a new object: ``finish(_:)`` then diffs the section controllers on the
/// main actor. If the section map changed while step 2 ran, it returns `nil` and the update is
/// made again on the main actor.
final class StagedSectionData: @unchecked Sendable {
  // Step 1's inputs, not changed after.
  private weak var adapter: ListAdapter?
  private weak var dataSource: (any ListAdapterDataSource)?
  /// The objects as the data source returned them.
  let readObjects: [any ListDiffable]
  let fromObjects: [any ListDiffable]
  private let fromKeys: [ObjectKey]
  /// The section controllers before the update; taken by ``mainActorObjectsToRelease()``.
  private var fromControllers: [ListSectionController]
  private let fromKeyIndex: KeyIndex
  private let sectionByController: [ObjectIdentifier: Int]
  private let generation: Int
  /// Stands in for the section controllers that step 3 makes.
  private let placeholder: ListSectionController
  /// Whether step 2 also turns the diff into its batch update: with ListKit's updater and its
  /// default conversion rules.
  private let preparesSectionUpdate: Bool
  /// The collection view's counts when step 1 ran, against which step 2 checks the batch
  /// update's section changes; `nil` when it does not turn the diff into a batch update or the
  /// collection view has not loaded its counts.
  private let collectionViewCounts: PreparedBatchUpdate.Counts?

  // Step 2's results.
  private var objects: [any ListDiffable] = []
  private var keys: [ObjectKey] = []
  private var controllers: [ListSectionController] = []
  /// The indexes of the objects that have no section controller yet.
  private var newSections: [Int] = []
  /// The objects dropped for a repeated key: their index among the data source's objects, and
  /// the index in ``objects`` of the first one with the key.
  private var duplicates: [(dropped: Int, first: Int)] = []
  private var updatedSections: [Int] = []
  /// The new section map's look-ups: its keys' index, built in step 2, and its section
  /// controllers' sections, built in step 2 and completed in step 3 with the section controllers
  /// it makes.
  private var newKeyIndex = KeyIndex()
  private var newSectionByController: [ObjectIdentifier: Int] = [:]
  /// The diff of the sections, by their index before the update.
  private var diffResult: ListIndexSetResult?
  /// The diff's batch update, when no section controller changes items during the update.
  private var sectionUpdate: PreparedSectionUpdate?
  /// The batch update's section changes checked and mapped against `collectionViewCounts`, the
  /// first step of the collection view's preparation of the update, done here rather than at a
  /// turn of the main actor.
  private var checkedSections: PreparedBatchUpdate.CheckedSections?
  /// What the diff knows each new section by: its index before the update, or, for a new object,
  /// the count of sections before the update plus its index after it.
  private var diffIdentifiers: [Int] = []

  // Step 3's progress, over the turns that make the new objects' section controllers.
  /// How many of ``newSections`` have their section controllers.
  private var madeCount = 0
  /// The section controllers made, to find one made twice.
  private var madeIdentities = Set<ObjectIdentifier>()
  /// Whether a section controller was made twice or was already in the list.
  private var sharesSectionControllers = false
  private var reportedDuplicates = false

  /// Reads `dataSource`'s objects and takes a snapshot of `adapter`'s section map.
  ///
  /// - Complexity: O(1), besides the data source's `objects(for:)`.
  @MainActor
  init(adapter: ListAdapter, dataSource: any ListAdapterDataSource) {
    self.adapter = adapter
    self.dataSource = dataSource
    readObjects = dataSource.objects(for: adapter)
    let map = adapter.sectionMap
    fromObjects = map.objects
    fromKeys = map.keys
    fromControllers = map.sectionControllers
    (fromKeyIndex, sectionByController) = map.lookups
    generation = map.generation
    placeholder = ListSectionController()
    if let updater = adapter.updater as? ListAdapterUpdater {
      preparesSectionUpdate =
        !updater.singleItemSectionUpdates && !updater.sectionMovesAsDeletesInserts
        && !updater.preferItemReloadsForSectionReloads
    } else {
      preparesSectionUpdate = false
    }
    collectionViewCounts = preparesSectionUpdate ? adapter.collectionView?.countsSnapshot : nil
  }

  /// How many objects the section map and the data source have: what decides whether the update
  /// is prepared in the background.
  var counts: (from: Int, to: Int) { (fromObjects.count, readObjects.count) }

  /// Step 2: keys the objects, finds their section controllers in the snapshot and diffs the
  /// keys. Runs off the main actor.
  ///
  /// - Complexity: O(*n* + *m*) expected for *n* objects before and *m* after.
  func prepare() -> ListIndexSetResult {
    let count = readObjects.count
    // The loop reads and writes locals: a stored property of the class read in the loop is
    // retained and released at each read, and each write to one is an exclusivity check.
    let readObjects = readObjects
    let fromObjects = fromObjects
    let fromKeys = fromKeys
    let fromControllers = fromControllers
    let fromKeyIndex = fromKeyIndex
    let placeholder = placeholder
    var objects: [any ListDiffable] = []
    var keys: [ObjectKey] = []
    var controllers: [ListSectionController] = []
    var diffIdentifiers: [Int] = []
    var diffUpdates: [Bool] = []
    var newSections: [Int] = []
    var updatedSections: [Int] = []
    var duplicates: [(dropped: Int, first: Int)] = []
    keys.reserveCapacity(count)
    controllers.reserveCapacity(count)
    diffIdentifiers.reserveCapacity(count)
    diffUpdates.reserveCapacity(count)
    // The new section of each old section's key, -1 for a key that leaves. A key found in the
    // snapshot is a repeat when its old section is claimed already; the keys that are not there
    // are indexed apart, to find the repeats among them.
    var claimedBy = [Int](repeating: -1, count: fromObjects.count)
    // A list that grows has at least that many new keys: their index is made that size at
    // once, where growing it would place every key again at each doubling.
    var newKeysIndex =
      count > fromObjects.count ? KeyIndex(capacity: count - fromObjects.count) : KeyIndex()
    var sameness = InstanceIdentity.Tests()
    // The objects are the data source's until an identifier repeats: only then are the kept
    // ones copied into an array of their own.
    var keepsEveryObject = true
    var kept = KeptObjectFinder(oldObjects: fromObjects, count: fromKeys.count)
    // The objects are read in place: an object found identical is not copied (for an instance,
    // retained) at all.
    readObjects.withUnsafeBufferPointer { readBuffer in
      for index in readBuffer.indices {
        let place = readBuffer.baseAddress.unsafelyUnwrapped + index
        // An object identical to an old one it is compared with is that one: its key is the one
        // it had, and it is neither keyed nor looked up again.
        let identicalOld = kept.position(ofIdenticalAt: place)
        let key = identicalOld.map { fromKeys[$0] } ?? ObjectKey(place.pointee)
        let section = keys.count
        var old = identicalOld ?? fromKeyIndex.position(of: key, in: fromKeys)
        if let found = old, found >= fromControllers.count { old = nil }
        // The first object with a key is kept; later ones repeat it.
        let first =
          if let old { claimedBy[old] >= 0 ? claimedBy[old] : nil } else {
            newKeysIndex.insert(key, at: section, in: keys)
          }
        if let first {
          if keepsEveryObject {
            keepsEveryObject = false
            objects = Array(readObjects[..<index])
          }
          duplicates.append((index, first))
          continue
        }
        if !keepsEveryObject { objects.append(place.pointee) }
        keys.append(key)
        guard let old else {
          kept.notFound()
          controllers.append(placeholder)
          newSections.append(section)
          updatedSections.append(section)
          diffIdentifiers.append(fromObjects.count + section)
          diffUpdates.append(false)
          continue
        }
        claimedBy[old] = section
        kept.found(at: old)
        controllers.append(fromControllers[old])
        diffIdentifiers.append(old)
        // A section controller gets its object again unless it has this very instance (for a
        // value, an `==` one: see InstanceIdentity); the diff updates a section whose object is
        // not equal. The keys are equal, so the two objects are of one type.
        if identicalOld != nil {
          let same = sameness.identicalIsSame(ofType: key.type, like: place.pointee)
          if !same { updatedSections.append(section) }
          diffUpdates.append(!same && !place.pointee.isEqual(toDiffableObject: fromObjects[old]))
        } else {
          let before = fromObjects[old]
          let same = sameness.isSameInstance(before, place.pointee, ofType: key.type)
          if !same { updatedSections.append(section) }
          diffUpdates.append(!same && !place.pointee.isEqual(toDiffableObject: before))
        }
      }
    }
    if keepsEveryObject { objects = readObjects }
    self.objects = objects
    self.keys = keys
    self.controllers = controllers
    self.diffIdentifiers = diffIdentifiers
    self.newSections = newSections
    self.updatedSections = updatedSections
    self.duplicates = duplicates
    // The new map's look-ups and the diff read what the loop made and write apart: they run side
    // by side, on two threads where the machine has the cores.
    let claims = claimedBy
    let updates = diffUpdates
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        makeNewLookups(claimedBy: claims)
      } else {
        diffResult = diff(diffUpdates: updates)
      }
    }
    guard let diffResult else { preconditionFailure("concurrentPerform returned before its parts") }
    return diffResult
  }

  /// Builds the new section map's look-ups: the keys' index and the sections of the section
  /// controllers that stay.
  ///
  /// - Complexity: O(*s* + *n*) for the *s* slots of the snapshot's key index and *n* sections
  ///   before the update, or O(*m*) for *m* after it.
  private func makeNewLookups(claimedBy: [Int]) {
    // The new index is the snapshot's renumbered, read and written in order, with the new keys
    // added; or, when the list changed size too much for its table, every key inserted again.
    if var renumbered = fromKeyIndex.renumbered(claimedBy, count: keys.count) {
      for section in newSections { renumbered.insertNew(keys[section], at: section, in: keys) }
      newKeyIndex = renumbered
    } else {
      newKeyIndex = KeyIndex(distinctKeys: keys)
    }
    makeNewSections(claimedBy: claimedBy)
  }

  /// Diffs the sections and, with ListKit's updater, turns the diff into its batch update's
  /// section changes, checked against the collection view's counts.
  ///
  /// - Parameter diffUpdates: whether the object of each new section that was in the list is not
  ///   equal to its old one.
  /// - Complexity: O(*n* + *m*) for *n* sections before the update and *m* after it.
  private func diff(diffUpdates: [Bool]) -> ListIndexSetResult {
    // Each old section is known by its index, each new one by its old section's index or, if it
    // is new, a number past them: distinct integers, already matched, which the diff reads
    // without a symbol table or hashing.
    let result = ListDiff(oldCount: fromObjects.count, newIdentifiers: diffIdentifiers) {
      _, new in diffUpdates[new]
    }
    if preparesSectionUpdate {
      let update = PreparedSectionUpdate(
        diff: result, oldCount: fromObjects.count, newCount: objects.count)
      sectionUpdate = update
      if let collectionViewCounts, collectionViewCounts.sectionCount == fromObjects.count {
        checkedSections = PreparedBatchUpdate.checkSections(
          moves: update.moves.map { ($0.from, $0.to) }, deletes: update.data.deleteSections,
          inserts: update.data.insertSections, newSectionCount: objects.count,
          against: collectionViewCounts)
      }
    }
    return result
  }

  /// Builds the new section map's sections of the section controllers that stay, so that the
  /// main actor only adds the ones it makes.
  ///
  /// When the update keeps more sections than it removes and adds, the look-up is the snapshot's
  /// with each section renumbered in place (`claimedBy`, by old section: `mapValues` keeps the
  /// table's layout) and the section controllers that leave removed, where inserting every
  /// section controller again would probe a new table at random once for each. When it removes
  /// and adds more than it keeps, as a filter that hides most of a list does, it is built anew
  /// from the sections after the update, which probes fewer entries than removing the leaving
  /// ones would.
  ///
  /// - Complexity: O(*n* + *k*) for *n* sections and *k* that leave; O(*m*) for *m* sections
  ///   after the update when it is built anew.
  private func makeNewSections(claimedBy: [Int]) {
    let kept = objects.count - newSections.count
    let leaving = claimedBy.count - kept
    if leaving + newSections.count > kept {
      // Read by index, each section controller borrowed where it is: an iterator would hand out
      // each one retained, a cache miss and an atomic count for each of tens of thousands.
      let controllers = controllers
      let placeholder = ObjectIdentifier(placeholder)
      var lookup = [ObjectIdentifier: Int](minimumCapacity: kept)
      for section in controllers.indices {
        let controller = ObjectIdentifier(controllers[section])
        if controller != placeholder { lookup[controller] = section }
      }
      newSectionByController = lookup
      return
    }
    newSectionByController = sectionByController.mapValues { old in
      old >= 0 && old < claimedBy.count ? claimedBy[old] : -1
    }
    for (old, claim) in claimedBy.enumerated() where claim < 0 && old < fromControllers.count {
      newSectionByController[ObjectIdentifier(fromControllers[old])] = nil
    }
  }

  /// The main-actor objects whose last references this data may hold: the section controllers
  /// from before the update, of which those that no object claimed end with it, and the
  /// placeholder. Taken once the update is over, so that they are let go of on the main actor
  /// while the rest of the data is freed off it.
  ///
  /// The whole list is handed over, where picking out the section controllers that left would
  /// retain each of them off the main actor, a cache miss each, tens of thousands for a filter
  /// that hides most of a list; those that stay are held by the section map as well, and are
  /// only counted down. Once the update's data no longer holds the list
  /// (`ListTransitionData/fromSectionControllers`), the array is this data's alone, and it is
  /// taken, not copied.
  ///
  /// - Complexity: O(1) amortized.
  @MainActor
  func mainActorObjectsToRelease() -> [ListSectionController] {
    var objects = fromControllers
    fromControllers = []
    objects.append(placeholder)
    return objects
  }

  /// How many section controllers step 3 makes at a turn of the main actor: an update that adds
  /// more new objects makes theirs over several turns, so that no turn makes tens of thousands.
  static let sectionControllersPerTurn = 4_000

  /// Step 3, a part at a turn: reports the repeated identifiers (at the first part), then makes
  /// the section controllers of at most `limit` more new objects.
  ///
  /// - Returns: Whether every new object has its section controller; `nil` when the section map
  ///   changed since step 1, and the update must be made again.
  /// - Complexity: O(*l*) for at most *l* = `limit` new objects, besides what the data source's
  ///   section controllers cost to make, and O(*d*) for *d* repeated identifiers at the first part.
  @MainActor
  func makeSectionControllers(atMost limit: Int) -> Bool? {
    guard let adapter, let dataSource, adapter.sectionMap.generation == generation,
      fromControllers.count == fromObjects.count
    else { return nil }
    if !reportedDuplicates {
      reportedDuplicates = true
      for duplicate in duplicates {
        let dropped = readObjects[duplicate.dropped]
        adapter.reportDuplicate(dropped, key: ObjectKey(dropped), of: objects[duplicate.first])
      }
    }
    let end = limit >= newSections.count - madeCount ? newSections.count : madeCount + limit
    SectionControllerContext.withContext(viewController: adapter.viewController, adapter: adapter) {
      for section in newSections[madeCount..<end] {
        let controller = dataSource.listAdapter(adapter, sectionControllerFor: objects[section])
        adapter.connect(controller)
        // A section controller already in the list, or made twice, breaks the rule that each
        // key has its own: the diff of keys is not the diff of section controllers.
        if adapter.sectionMap.section(for: controller) != nil
          || !madeIdentities.insert(ObjectIdentifier(controller)).inserted
        {
          sharesSectionControllers = true
        }
        controllers[section] = controller
        newSectionByController[ObjectIdentifier(controller)] = section
      }
    }
    madeCount = end
    return madeCount == newSections.count
  }

  /// Step 3's end: makes the section controllers still to make and returns the update's data and
  /// diff; `nil` when the section map changed since step 1, and the update must be made again.
  ///
  /// - Complexity: O(*k* + *d*) for *k* new objects still without a section controller and *d*
  ///   repeated identifiers, besides what the data source's section controllers cost to make.
  @MainActor
  func finish(_ result: ListIndexSetResult) -> (ListTransitionData, ListIndexSetResult)? {
    guard makeSectionControllers(atMost: .max) == true else { return nil }
    let data = ListTransitionData(
      fromObjects: fromObjects, toObjects: objects, toSectionControllers: controllers)
    data.fromSectionControllers = fromControllers
    data.toKeys = keys
    data.toKeyIndex = newKeyIndex
    if sharesSectionControllers { return (data, SectionDiff(data).run()) }
    data.diffIdentifiers = diffIdentifiers
    data.updatedSections = updatedSections
    data.preparedSectionUpdate = sectionUpdate
    // A loop rather than `map`: a closure isolated to the main actor checks its executor each
    // time it is called.
    var joining: [ListSectionController] = []
    joining.reserveCapacity(newSections.count)
    for section in newSections { joining.append(controllers[section]) }
    data.preparedLookups = PreparedLookups(
      keyIndex: newKeyIndex, sectionByController: newSectionByController, joining: joining)
    newKeyIndex = KeyIndex()
    newSectionByController = [:]
    return (data, result)
  }

  /// The checked section changes, handed over once: the preparation of the batch update fills
  /// the counts they carry over in place, which a second reference kept here would make it copy.
  @MainActor
  func takeCheckedSections() -> PreparedBatchUpdate.CheckedSections? {
    defer { checkedSections = nil }
    return checkedSections
  }

  /// Whether the section map is still the one step 1 read: between ``finish(_:)`` and the batch
  /// update, which runs turns later, it may have changed.
  @MainActor
  var isCurrent: Bool {
    guard let adapter, dataSource != nil else { return false }
    return adapter.sectionMap.generation == generation
  }

  /// The update's data made on the main actor from the objects read in step 1, as an update of a
  /// small list is made; `nil` when the adapter or the data source is gone.
  ///
  /// - Complexity: O(*m*) expected for *m* objects.
  @MainActor
  func makeOnMainActor() -> ListTransitionData? {
    guard let adapter, let dataSource else { return nil }
    return adapter.transitionData(with: adapter.uniqueObjects(readObjects), dataSource: dataSource)
  }
}
