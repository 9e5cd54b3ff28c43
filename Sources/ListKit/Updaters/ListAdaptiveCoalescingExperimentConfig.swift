import Foundation

/// How ``ListAdapterUpdater`` coalesces updates when ``enabled``: IGListKit's
/// `IGListAdaptiveCoalescingExperimentConfig`.
///
/// Off, an update asked for runs at the scheduler's next turn, with the others asked for in the
/// same turn. On, an update asked for after a quiet spell (longer than the current interval since
/// the last one started) runs at once, and the interval goes back to ``minInterval``; one asked
/// for sooner waits out the rest of the interval, which grows by ``intervalIncrement`` each time,
/// up to ``maxInterval``. With ``useMaxIntervalWhenViewNotVisible``, an update of a collection
/// view that is not on screen waits ``maxInterval``.
public struct ListAdaptiveCoalescingExperimentConfig: Hashable, Sendable {
  /// Whether coalescing adapts; the other settings take effect only when it does.
  public var enabled: Bool
  /// The interval after an update within which the next one is coalesced, in seconds.
  public var minInterval: TimeInterval
  /// How much the interval grows each time an update has to wait, in seconds.
  public var intervalIncrement: TimeInterval
  /// The longest an update waits, in seconds.
  public var maxInterval: TimeInterval
  /// Whether an update of a collection view that is not on screen waits ``maxInterval``.
  public var useMaxIntervalWhenViewNotVisible: Bool

  /// A configuration with the given settings; each defaults to off or zero, as IGListKit's
  /// zero-initialized struct.
  public init(
    enabled: Bool = false, minInterval: TimeInterval = 0, intervalIncrement: TimeInterval = 0,
    maxInterval: TimeInterval = 0, useMaxIntervalWhenViewNotVisible: Bool = false
  ) {
    self.enabled = enabled
    self.minInterval = minInterval
    self.intervalIncrement = intervalIncrement
    self.maxInterval = maxInterval
    self.useMaxIntervalWhenViewNotVisible = useMaxIntervalWhenViewNotVisible
  }
}
