import Foundation

extension ListAdapterUpdater: @MainActor CustomDebugStringConvertible {
  /// The updater's state, one fact a line.
  public var debugDescription: String {
    [
      "<ListAdapterUpdater>",
      "Has queued changes: \(hasChanges)",
      "In data update block: \(isInDataUpdateBlock())",
      "sectionMovesAsDeletesInserts: \(sectionMovesAsDeletesInserts)",
      "singleItemSectionUpdates: \(singleItemSectionUpdates)",
      "preferItemReloadsForSectionReloads: \(preferItemReloadsForSectionReloads)",
      "allowsReloadingOnTooManyUpdates: \(allowsReloadingOnTooManyUpdates)",
      "allowsBackgroundDiffing: \(allowsBackgroundDiffing)",
    ].joined(separator: "\n")
  }
}
