/// The actions a swipe reveals on one edge of a row: ListUI's `UISwipeActionsConfiguration`,
/// which a list configuration's `leadingSwipeActionsConfigurationProvider` and
/// `trailingSwipeActionsConfigurationProvider` give.
@MainActor
public final class SwipeActionsConfiguration {
  /// The actions, from the edge in.
  public let actions: [ContextualAction]
  /// Whether a full swipe runs the first action. A terminal and a browser have no swipe: kept
  /// for UIKit's code.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}
