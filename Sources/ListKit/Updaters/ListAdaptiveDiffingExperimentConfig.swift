import Foundation

/// Where ``ListAdapterUpdater`` runs an update's diff when it ``enabled`` adaptive diffing:
/// IGListKit's `IGListAdaptiveDiffingExperimentConfig`.
///
/// It takes effect only with ``ListAdapterUpdater/allowsBackgroundDiffing``. Off, every diff runs
/// on a background task at the user-initiated priority. On, the updater chooses for each update:
///
/// | when | the diff runs |
/// | --- | --- |
/// | ``lowerPriorityWhenViewNotVisible`` and the collection view is not on screen (past its first second) | on a background task at the medium priority |
/// | both object counts below ``maxItemCountToRunOnMain`` | on the main actor, at once, as the dispatch to a task and back costs more than such a diff |
/// | ``higherQOSEnabled`` | on a background task at the user-interactive priority, ``ListAdapterUpdater/userInteractiveDiffPriority`` |
/// | otherwise | on a background task at the user-initiated priority |
public struct ListAdaptiveDiffingExperimentConfig: Hashable, Sendable {
  /// Whether the updater chooses where each diff runs; the other settings take effect only
  /// when it does.
  public var enabled: Bool
  /// Whether background diffs run at the user-interactive priority instead of user-initiated.
  public var higherQOSEnabled: Bool
  /// The object count below which, before and after the update both, the diff runs on the main
  /// actor.
  public var maxItemCountToRunOnMain: Int
  /// Whether the diff of a collection view that is not on screen runs at the medium priority.
  public var lowerPriorityWhenViewNotVisible: Bool

  /// A configuration with the given settings; each defaults to off or zero, as IGListKit's
  /// zero-initialized struct.
  public init(
    enabled: Bool = false, higherQOSEnabled: Bool = false, maxItemCountToRunOnMain: Int = 0,
    lowerPriorityWhenViewNotVisible: Bool = false
  ) {
    self.enabled = enabled
    self.higherQOSEnabled = higherQOSEnabled
    self.maxItemCountToRunOnMain = maxItemCountToRunOnMain
    self.lowerPriorityWhenViewNotVisible = lowerPriorityWhenViewNotVisible
  }
}
