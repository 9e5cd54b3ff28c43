/// An action a row reveals with a swipe: ListUI's `UIContextualAction`, in a
/// ``SwipeActionsConfiguration``.
///
/// A terminal and a browser have no swipe: the row's swipe actions join its actions, which a
/// right click or `x` shows as an action sheet (see `AppViewController.presentActions`).
@MainActor
public final class ContextualAction {
  /// How the action looks: UIKit's `UIContextualAction.Style`.
  public enum Style: Hashable, Sendable {
    /// A plain action.
    case normal
    /// An action that destroys something, such as Delete: shown in red.
    case destructive
  }

  /// Runs the action: given the action, the view it was chosen in (the row's cell, else the
  /// collection view), and the completion to call with whether it was done.
  public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  /// How the action looks.
  public let style: Style
  /// The action's title.
  public var title: String?
  /// The action's image.
  public var image: ImageReference?
  /// The action's background colour where a swipe reveals it; `nil` for the style's.
  public var backgroundColor: Color?
  private let handler: Handler

  /// Creates an action of `style` titled `title` that runs `handler`: UIKit's
  /// `init(style:title:handler:)`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }

  /// Runs the action's handler in `view`; `completion` gets whether it was done.
  public func perform(in view: View, completion: @escaping (Bool) -> Void = { _ in }) {
    handler(self, view, completion)
  }
}
