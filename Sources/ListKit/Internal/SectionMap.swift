import Foundation

/// An object's key in the adapter: its type and its identifier. Objects of different types with
/// equal identifiers are different objects, as IGListKit's updater tells them apart by class.
struct ObjectKey: Hashable {
  let type: ObjectIdentifier
  let identifier: AnyHashable

  init(_ object: any ListDiffable) {
    type = ObjectIdentifier(Swift.type(of: object))
    identifier = object.diffIdentifier()
  }
}

/// The adapter's source of truth: the objects in section order and the section controller of
/// each, with look-ups both ways.
@MainActor
struct SectionMap {
  private(set) var objects: [any ListDiffable] = []
  private var controllers: [ListSectionController] = []
  private var controllerByKey: [ObjectKey: ListSectionController] = [:]
  private var sectionByController: [ObjectIdentifier: Int] = [:]

  /// Replaces the contents, and tells every section controller its section and whether it is
  /// first or last; controllers that leave get no section.
  mutating func update(objects: [any ListDiffable], sectionControllers: [ListSectionController]) {
    precondition(objects.count == sectionControllers.count, "one section controller per object")
    reset()
    self.objects = objects
    controllers = sectionControllers
    for (section, (object, controller)) in zip(objects, sectionControllers).enumerated() {
      controllerByKey[ObjectKey(object)] = controller
      sectionByController[ObjectIdentifier(controller)] = section
      controller.section = section
      controller.isFirstSection = section == 0
      controller.isLastSection = section == objects.count - 1
    }
  }

  /// Takes every section controller out of the list; the objects stay until the next update.
  mutating func reset() {
    for controller in controllers {
      controller.section = nil
      controller.isFirstSection = false
      controller.isLastSection = false
    }
    controllers = []
    controllerByKey = [:]
    sectionByController = [:]
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

  func section(for sectionController: ListSectionController) -> Int? {
    sectionByController[ObjectIdentifier(sectionController)]
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
