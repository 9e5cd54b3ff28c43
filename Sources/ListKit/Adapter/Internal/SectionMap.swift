import Foundation

/// The adapter's source of truth: the objects in section order and the section controller of
/// each, with look-ups both ways.
@MainActor
struct SectionMap {
  private(set) var objects: [any ListDiffable] = []
  /// The key of each object, computed once when the object entered the map.
  private(set) var keys: [ObjectKey] = []
  private var controllers: [ListSectionController] = []
  /// Where each key is in ``keys``, and so its object and section controller.
  private var keyIndex = KeyIndex()
  private var sectionByController: [ObjectIdentifier: Int] = [:]
  /// Counts the changes to the map, so that work prepared from a snapshot of it can tell whether
  /// the map is still the one it read.
  private(set) var generation = 0

  /// The look-ups, to be read off the main actor by an update prepared in the background: the
  /// dictionaries are values, so the map's later changes do not reach the copy.
  var lookups: (keyIndex: KeyIndex, sectionByController: [ObjectIdentifier: Int]) {
    (keyIndex, sectionByController)
  }

  /// Where the section controllers read their sections: shared by the map's copies, written by
  /// the one updated last.
  let index = SectionIndex()

  /// Replaces the contents; every section controller reads its section from the map from now on,
  /// and controllers that leave read none.
  mutating func update(objects: [any ListDiffable], sectionControllers: [ListSectionController]) {
    update(
      objects: objects, keys: objects.map(ObjectKey.init), sectionControllers: sectionControllers)
  }

  /// Replaces the contents with objects whose keys, which are distinct, are already computed,
  /// and perhaps indexed.
  ///
  /// - Complexity: O(*m*) expected for *m* objects: the look-ups are built again, the keys'
  ///   unless `keyIndex` is given.
  mutating func update(
    objects: [any ListDiffable], keys: [ObjectKey], keyIndex: KeyIndex? = nil,
    sectionControllers: [ListSectionController]
  ) {
    precondition(objects.count == sectionControllers.count, "one section controller per object")
    precondition(objects.count == keys.count, "one key per object")
    var sectionByController: [ObjectIdentifier: Int] = [:]
    sectionByController.reserveCapacity(objects.count)
    for (section, controller) in sectionControllers.enumerated() {
      sectionByController[ObjectIdentifier(controller)] = section
    }
    install(
      objects: objects, keys: keys, sectionControllers: sectionControllers,
      keyIndex: keyIndex ?? KeyIndex(distinctKeys: keys), sectionByController: sectionByController,
      joining: sectionControllers)
  }

  /// Replaces the contents with look-ups already built, as an update prepared off the main actor
  /// builds them; only the section controllers in `joining` can be new to the map, and only they
  /// are told where to read their sections.
  ///
  /// - Complexity: O(*j*) for *j* joining section controllers.
  mutating func install(
    objects: [any ListDiffable], keys: [ObjectKey], sectionControllers: [ListSectionController],
    keyIndex: KeyIndex, sectionByController: [ObjectIdentifier: Int],
    joining: [ListSectionController]
  ) {
    generation += 1
    self.objects = objects
    self.keys = keys
    controllers = sectionControllers
    self.keyIndex = keyIndex
    self.sectionByController = sectionByController
    index.sectionByController = sectionByController
    index.count = objects.count
    for controller in joining { index.adopt(controller) }
    checkInvariants()
  }

  /// Makes room for `count` sections in the lists and the index of keys, so that appending up
  /// to that many copies none of them (``reserveControllerLookupCapacity(_:)`` makes room in the
  /// other look-up).
  ///
  /// - Complexity: O(*n*) for the *n* sections the map has, and the index's new table.
  mutating func reserveCapacity(_ count: Int) {
    objects.reserveCapacity(count)
    keys.reserveCapacity(count)
    controllers.reserveCapacity(count)
    keyIndex.reserveCapacity(count, in: keys)
  }

  /// Makes room for `count` section controllers in the look-up of each one's section.
  ///
  /// - Complexity: O(*n*) for the *n* sections the map has, and the look-up's new table.
  mutating func reserveControllerLookupCapacity(_ count: Int) {
    // The index shares the look-up: it lets go of it first, so that it is not copied twice.
    index.sectionByController = [:]
    sectionByController.reserveCapacity(count)
    index.sectionByController = sectionByController
  }

  /// Adds sections after the last: objects whose keys, which are distinct, the map does not
  /// hold, each with its section controller. The sections before keep their objects, section
  /// controllers and look-ups; only the new section controllers are told where to read their
  /// sections.
  ///
  /// - Complexity: O(*k*) expected for *k* new sections, amortized over the look-ups' growth.
  mutating func append(
    objects newObjects: [any ListDiffable], keys newKeys: [ObjectKey],
    sectionControllers newControllers: [ListSectionController]
  ) {
    precondition(newObjects.count == newControllers.count, "one section controller per object")
    precondition(newObjects.count == newKeys.count, "one key per object")
    precondition(controllers.count == objects.count, "sections follow section controllers")
    generation += 1
    objects.append(contentsOf: newObjects)
    keys.append(contentsOf: newKeys)
    // The index shares the look-up: it lets go of it while the map writes it in place, and
    // shares it again after, rather than the map copying all of it.
    index.sectionByController = [:]
    for (offset, controller) in newControllers.enumerated() {
      let section = controllers.count + offset
      keyIndex.insertNew(keys[section], at: section, in: keys)
      sectionByController[ObjectIdentifier(controller)] = section
    }
    index.sectionByController = sectionByController
    let firstNew = controllers.count
    controllers.append(contentsOf: newControllers)
    index.count = objects.count
    for controller in newControllers { index.adopt(controller) }
    // The sections before keep what they had; the last of them is no longer last.
    checkInvariants(sections: max(0, firstNew - 1)..<controllers.count)
  }

  /// Takes every section controller out of the list; the objects stay until the next update.
  mutating func reset() {
    generation += 1
    controllers = []
    keyIndex = KeyIndex()
    sectionByController = [:]
    index.sectionByController = [:]
    index.count = 0
    checkInvariants()
  }

  /// Checks, when ListKit is built with `LISTKIT_CHECK_INVARIANTS` (its debug builds), that the
  /// look-ups agree with the lists: one key per object, one section controller per object (none
  /// after a reset), each key and each section controller once, and each section controller
  /// knowing its section and whether it is first or last. Costs nothing otherwise.
  ///
  /// - Complexity: O(*n*) for *n* sections, when checked.
  func checkInvariants() {
    checkInvariants(sections: 0..<controllers.count)
  }

  /// ``checkInvariants()`` for the look-ups of `sections` only, and the counts of the whole map.
  ///
  /// - Complexity: O(*k*) for *k* sections, when checked.
  func checkInvariants(sections: Range<Int>) {
    #if LISTKIT_CHECK_INVARIANTS
      precondition(keys.count == objects.count, "one key per object")
      precondition(index.sectionByController.count == sectionByController.count, "index agrees")
      precondition(
        controllers.isEmpty || controllers.count == objects.count,
        "one section controller per object")
      precondition(keyIndex.count == controllers.count, "each key once")
      precondition(sectionByController.count == controllers.count, "each controller once")
      for section in sections {
        let controller = controllers[section]
        precondition(
          keyIndex.position(of: keys[section], in: keys) == section, "key \(section) looks up")
        precondition(
          sectionByController[ObjectIdentifier(controller)] == section,
          "section controller \(section) looks up")
        precondition(
          controller.sectionIfInList == section, "section controller knows section \(section)")
        precondition(
          controller.isFirstSection == (section == 0)
            && controller.isLastSection == (section == controllers.count - 1),
          "section controller \(section) knows whether it is first or last")
      }
    #endif
  }

  func sectionController(forSection section: Int) -> ListSectionController? {
    controllers.indices.contains(section) ? controllers[section] : nil
  }

  func object(forSection section: Int) -> (any ListDiffable)? {
    objects.indices.contains(section) ? objects[section] : nil
  }

  func sectionController(for object: any ListDiffable) -> ListSectionController? {
    sectionController(forKey: ObjectKey(object))
  }

  func sectionController(forKey key: ObjectKey) -> ListSectionController? {
    keyIndex.position(of: key, in: keys).flatMap { sectionController(forSection: $0) }
  }

  func section(for sectionController: ListSectionController) -> Int? {
    sectionByController[ObjectIdentifier(sectionController.lookupIdentity)]
  }

  /// The section whose object has the key `key`, including a section whose section controller
  /// is still to be made.
  func position(ofKey key: ObjectKey) -> Int? {
    keyIndex.position(of: key, in: keys)
  }

  func section(for object: any ListDiffable) -> Int? {
    keyIndex.position(of: ObjectKey(object), in: keys).flatMap {
      controllers.indices.contains($0) ? $0 : nil
    }
  }

  /// Replaces the stored instance of an object that is in the map.
  ///
  /// - Returns: Whether the object was in the map.
  @discardableResult
  mutating func updateObject(_ object: any ListDiffable) -> Bool {
    guard let section = section(for: object) else { return false }
    generation += 1
    objects[section] = object
    return true
  }

  /// Calls `body` for each section in order, until it sets its `stop` argument.
  func enumerate(
    _ body: (any ListDiffable, ListSectionController, Int, inout Bool) -> Void
  ) {
    var stop = false
    for (section, controller) in controllers.enumerated() {
      body(objects[section], controller, section, &stop)
      if stop { break }
    }
  }

  var sectionControllers: [ListSectionController] { controllers }
}

extension SectionMap {
  /// The heap blocks of the map: its objects, keys and section controllers in order and the two
  /// look-ups (the section index shares the section controllers' one), not counting the section
  /// controllers themselves.
  ///
  /// - Complexity: O(1).
  var memoryBytes: Int {
    MemoryFootprint.bytes(of: objects) + MemoryFootprint.bytes(of: keys)
      + MemoryFootprint.bytes(of: controllers) + keyIndex.memoryBytes
      + MemoryFootprint.bytes(of: sectionByController)
  }
}
