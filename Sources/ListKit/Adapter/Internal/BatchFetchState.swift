import Foundation

/// What the batch fetch checks of a ``ListAdapter`` remember.
struct BatchFetchState {
  /// Whether a check waits for the scheduler's next turn.
  var isCheckScheduled = false
  /// The content's length when the delegate was last told of its end.
  var lengthAtEnd: CGFloat?
  /// The content's length when the delegate was last told of its start.
  var lengthAtStart: CGFloat?
}
