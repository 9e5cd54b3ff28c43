import Foundation

/// An action of an ``AlertController``: a button with a title, a style and a handler that runs
/// when it is chosen. ListUI's `UIAlertAction`.
@MainActor
public final class AlertAction {
  /// How an action is drawn and what it means: UIKit's `UIAlertAction.Style`, with its raw
  /// values.
  public enum Style: Int, Hashable, Sendable {
    /// An ordinary action.
    case `default` = 0
    /// The action that leaves things as they are: drawn bold, and chosen by Escape in a
    /// terminal. An alert has at most one.
    case cancel = 1
    /// An action that destroys data: drawn in red.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?

  /// The action's style.
  public let style: Style

  /// Whether the action can be chosen; a disabled one is drawn dimmed and cannot be chosen.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { controller?.viewIfLoaded?.setNeedsLayout() } }
  }

  /// What runs when the action is chosen, after the alert is dismissed.
  let handler: (@MainActor (AlertAction) -> Void)?

  /// The alert the action was added to.
  weak var controller: AlertController?

  /// An action titled `title`, in `style`, that runs `handler` when chosen: UIKit's
  /// `init(title:style:handler:)`.
  public init(
    title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
