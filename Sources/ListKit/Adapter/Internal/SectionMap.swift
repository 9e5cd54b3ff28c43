import Foundation

/// The adapter's source of truth: the objects in section order and the section controller of
/// each, with look-ups both ways.
@MainActor
struct SectionMap {
  private(set) var objects: [any ListDiffable] = []
  /// The key of each object, computed once when the object entered the map.
  private(set) var keys: [ObjectKey] = []
  private var controllers: [ListSectionController] = []
  private var controllerByKey: [ObjectKey: ListSectionController] = [:]
  private var sectionByController: [ObjectIdentifier: Int] = [:]
  /// Counts the changes to the map, so that work prepared from a snapshot of it can tell whether
  /// the map is still the one it read.
  private(set) var generation = 0

  /// The look-ups, to be read off the main actor by an update prepared in the background: the
  /// dictionaries are values, so the map's later changes do not reach the copy.
  var lookups:
    (
      controllerByKey: [ObjectKey: ListSectionController],
      sectionByController: [ObjectIdentifier: Int]
    )
  {
    (controllerByKey, sectionByController)
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

  /// Replaces the contents with objects whose keys are already computed.
  ///
  /// - Complexity: O(*m*) expected for *m* objects: both look-ups are built again.
  mutating func update(
    objects: [any ListDiffable], keys: [ObjectKey], sectionControllers: [ListSectionController]
  ) {
    precondition(objects.count == sectionControllers.count, "one section controller per object")
    precondition(objects.count == keys.count, "one key per object")
    var controllerByKey: [ObjectKey: ListSectionController] = [:]
    var sectionByController: [ObjectIdentifier: Int] = [:]
    controllerByKey.reserveCapacity(objects.count)
    sectionByController.reserveCapacity(objects.count)
    for (section, (key, controller)) in zip(keys, sectionControllers).enumerated() {
      controllerByKey[key] = controller
      sectionByController[ObjectIdentifier(controller)] = section
    }
    install(
      objects: objects, keys: keys, sectionControllers: sectionControllers,
      controllerByKey: controllerByKey, sectionByController: sectionByController,
      joining: sectionControllers)
  }

  /// Replaces the contents with look-ups already built, as an update prepared off the main actor
  /// builds them; only the section controllers in `joining` can be new to the map, and only they
  /// are told where to read their sections.
  ///
  /// - Complexity: O(*j*) for *j* joining section controllers.
  mutating func install(
    objects: [any ListDiffable], keys: [ObjectKey], sectionControllers: [ListSectionController],
    controllerByKey: [ObjectKey: ListSectionController],
    sectionByController: [ObjectIdentifier: Int], joining: [ListSectionController]
  ) {
    generation += 1
    self.objects = objects
    self.keys = keys
    controllers = sectionControllers
    self.controllerByKey = controllerByKey
    self.sectionByController = sectionByController
    index.sectionByController = sectionByController
    index.count = objects.count
    for controller in joining { index.adopt(controller) }
    checkInvariants()
  }

  /// Takes every section controller out of the list; the objects stay until the next update.
  mutating func reset() {
    generation += 1
    controllers = []
    controllerByKey = [:]
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
    #if LISTKIT_CHECK_INVARIANTS
      precondition(keys.count == objects.count, "one key per object")
      precondition(index.sectionByController.count == sectionByController.count, "index agrees")
      precondition(
        controllers.isEmpty || controllers.count == objects.count,
        "one section controller per object")
      precondition(controllerByKey.count == controllers.count, "each key once")
      precondition(sectionByController.count == controllers.count, "each controller once")
      for (section, controller) in controllers.enumerated() {
        precondition(controllerByKey[keys[section]] === controller, "key \(section) looks up")
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
    controllerByKey[ObjectKey(object)]
  }

  func sectionController(forKey key: ObjectKey) -> ListSectionController? {
    controllerByKey[key]
  }

  func section(for sectionController: ListSectionController) -> Int? {
    sectionByController[ObjectIdentifier(sectionController.lookupIdentity)]
  }

  func section(for object: any ListDiffable) -> Int? {
    sectionController(for: object).flatMap { section(for: $0) }
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
  /// look-ups (the section index shares the second's storage), not counting the section
  /// controllers themselves.
  ///
  /// - Complexity: O(1).
  var memoryBytes: Int {
    MemoryFootprint.bytes(of: objects) + MemoryFootprint.bytes(of: keys)
      + MemoryFootprint.bytes(of: controllers) + MemoryFootprint.bytes(of: controllerByKey)
      + MemoryFootprint.bytes(of: sectionByController)
  }
}
