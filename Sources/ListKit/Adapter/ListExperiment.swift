import Foundation

/// Experimental behaviours an adapter or updater can turn on: IGListKit's `IGListExperiment`.
public struct ListExperiment: OptionSet, Hashable, Sendable {
  /// The options as bits.
  public let rawValue: Int

  /// Creates experiments from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// No experiment.
  public static let none = ListExperiment(rawValue: 1 << 1)
  /// Invalidate the layout of the cells a binding section controller binds again in an update;
  /// read from the adapter's experiments.
  public static let invalidateLayoutForUpdates = ListExperiment(rawValue: 1 << 2)
  /// Let an inconsistent batch update stop the app instead of falling back to a reload; read
  /// from the updater's experiments.
  public static let throwOnInconsistencyException = ListExperiment(rawValue: 1 << 3)
  /// Run a data source change as an update transaction even when nothing is pending, instead of
  /// at once; read from the updater's experiments.
  public static let removeDataSourceChangeEarlyExit = ListExperiment(rawValue: 1 << 4)
  /// Have the adapter prefer the first visible item for focus when its collection view delegate
  /// gives none; read from the adapter's experiments.
  public static let fixPreferredFocusedView = ListExperiment(rawValue: 1 << 5)
}

/// Whether `mask` has `option` on: IGListKit's `IGListExperimentEnabled`, as Swift names it.
///
/// - Complexity: O(1).
public func ListExperimentEnabled(mask: ListExperiment, option: ListExperiment) -> Bool {
  mask.contains(option)
}
