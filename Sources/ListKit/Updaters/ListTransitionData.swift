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
