import Foundation

/// The batch a table view records between `beginUpdates()` and `endUpdates()`: how many calls
/// are open, the changes recorded and the completions to run when it ends.
@MainActor
struct TableViewOpenUpdates {
  /// How many `beginUpdates()` calls are not ended yet.
  var depth = 1
  /// The changes, in the order they were made.
  var changes: [TableViewChange] = []
  /// The completions of the `performBatchUpdates(_:completion:)` calls inside the batch.
  var completions: [(Bool) -> Void] = []
}
