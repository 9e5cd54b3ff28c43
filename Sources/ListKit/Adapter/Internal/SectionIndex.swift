import Foundation

/// The sections of a section map's controllers as they are now, which each of its section
/// controllers reads on demand: ``ListSectionController/sectionIfInList`` is a look-up here, so
/// that an update that shifts every section tells no section controller anything, and installing
/// a new section map is O(1) for the controllers that stay.
///
/// A section map and its copies share one index; the map that was updated last writes it, as the
/// adapter's live map does. A section controller that leaves the list is not in the index any
/// more, and reads `nil`.
@MainActor
final class SectionIndex {
  /// Each section controller's section, by its identity.
  var sectionByController: [ObjectIdentifier: Int] = [:]
  /// How many sections the list has.
  var count = 0

  /// Counts the section controllers that were told of this index (joined the list), for tests
  /// that check that an update tells only the section controllers it adds.
  var joinedCount = 0

  /// The section of `controller`, or `nil` if it is not in the list.
  func section(of controller: ListSectionController) -> Int? {
    sectionByController[ObjectIdentifier(controller)]
  }

  /// Makes `controller` read its section here.
  func adopt(_ controller: ListSectionController) {
    guard controller.sectionIndex !== self else { return }
    controller.sectionIndex = self
    joinedCount += 1
  }
}
