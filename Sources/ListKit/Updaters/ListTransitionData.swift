import Foundation

/// The objects and section controllers before and after an update: ListKit's
/// `IGListTransitionData`.
@MainActor
public final class ListTransitionData {
  /// The objects before the update.
  public let fromObjects: [any ListDiffable]
  /// The objects after the update.
  public let toObjects: [any ListDiffable]
  /// The section controller of each object after the update.
  public let toSectionControllers: [ListSectionController]
  /// The section controllers of `fromObjects`, when the adapter made the data. An object keeps
  /// its section controller while its key stays, so the updater diffs the section controllers'
  /// identities, which hash and compare faster than the objects' identifiers.
  var fromSectionControllers: [ListSectionController]?
  /// The adapter's keys of `toObjects`, computed once.
  var toKeys: [ObjectKey]?
  /// Where each of ``toKeys`` is, when the adapter indexed them as it dropped repeated keys.
  var toKeyIndex: KeyIndex?
  /// What the diff knows each section after the update by, when it compared sections before the
  /// update instead of section controllers: an old section's index for a section that was there,
  /// a number past them for a new one. The sections before the update are known by their index.
  var diffIdentifiers: [Int]?
  /// The indexes in ``toObjects`` whose section controllers get their object again, when an update
  /// prepared in the background found them; otherwise the adapter finds them when it applies the
  /// data.
  var updatedSections: [Int]?

  /// The look-ups of the section map after the update, when an update prepared in the
  /// background built them, so that installing the map is in proportion to the section
  /// controllers that join it.
  var preparedLookups: PreparedLookups?
  /// The diff's batch update and the fewest section moves the collection view needs, when an
  /// update prepared in the background made them.
  var preparedSectionUpdate: PreparedSectionUpdate?

  /// Creates transition data.
  public init(
    fromObjects: [any ListDiffable], toObjects: [any ListDiffable],
    toSectionControllers: [ListSectionController]
  ) {
    self.fromObjects = fromObjects
    self.toObjects = toObjects
    self.toSectionControllers = toSectionControllers
  }

  /// ``init(fromObjects:toObjects:toSectionControllers:)`` with the labels Swift gives IGListKit's
  /// `-initFromObjects:toObjects:toSectionControllers:`.
  public convenience init(
    from fromObjects: [any ListDiffable], to toObjects: [any ListDiffable],
    to toSectionControllers: [ListSectionController]
  ) {
    self.init(
      fromObjects: fromObjects, toObjects: toObjects, toSectionControllers: toSectionControllers)
  }
}

/// A section map's look-ups built off the main actor, and the section controllers that join it.
struct PreparedLookups {
  var keyIndex: KeyIndex
  var sectionByController: [ObjectIdentifier: Int]
  var joining: [ListSectionController]
}
