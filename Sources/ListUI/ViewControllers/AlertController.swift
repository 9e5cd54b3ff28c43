import Foundation

/// An alert or an action sheet with a title, a message and actions to choose from: ListUI's
/// `UIAlertController`, shown with ``ViewController/present(_:animated:completion:)``.
///
/// A terminal draws it as a box with rounded corners over the screen: an alert in the middle, an
/// action sheet at the bottom, as on an iPhone. The title is bold, the message under it, both
/// centred and wrapped; then the actions, side by side when an alert has two (the cancel action
/// on the left), else one a line (the cancel action last). A destructive action is red, the
/// cancel and preferred actions bold, a disabled one dimmed. The button of the
/// ``preferredAction``, else of the cancel action, else of the first enabled action, has the
/// focus first. Choosing an action (``choose(_:)``, which a press of its button does) dismisses
/// the alert and then runs the action's handler, as in UIKit.
///
/// An alert presents with ``ModalPresentationStyle/custom``: the screen under it stays on screen
/// and is not told it disappears.
@MainActor
public final class AlertController: ViewController {
  /// An alert's look: UIKit's `UIAlertController.Style`, with its raw values.
  public enum Style: Int, Hashable, Sendable {
    /// A sheet of actions from the bottom of the screen.
    case actionSheet = 0
    /// An alert in the middle of the screen.
    case alert = 1
  }

  /// The alert's title, drawn bold at the top.
  public override var title: String? {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The message under the title.
  public var message: String? {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether it is an alert or an action sheet.
  public let preferredStyle: Style

  /// The actions, in the order they were added.
  public private(set) var actions: [AlertAction] = []

  /// The action drawn bold and focused first, which should be one of ``actions``.
  public var preferredAction: AlertAction? {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// An alert with `title` and `message` in `preferredStyle`: UIKit's
  /// `init(title:message:preferredStyle:)`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init()
    self.title = title
    modalPresentationStyle = .custom
  }

  /// An alert with no title or message in the ``Style/actionSheet`` style, as UIKit's `init()`
  /// makes (the style whose raw value is 0).
  public required convenience init() {
    self.init(title: nil, message: nil, preferredStyle: .actionSheet)
  }

  /// Adds `action` after the others. An alert has at most one cancel action: adding a second is
  /// a programming error, as in UIKit.
  public func addAction(_ action: AlertAction) {
    precondition(
      action.style != .cancel || !actions.contains { $0.style == .cancel },
      "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    actions.append(action)
    action.controller = self
    viewIfLoaded?.setNeedsLayout()
  }

  /// Chooses `action`, as a press of its button does: dismisses the alert, if it is presented,
  /// then runs the action's handler. Nothing happens when the action is disabled or not one of
  /// ``actions``.
  public func choose(_ action: AlertAction) {
    guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
    guard presentingViewController != nil else {
      action.handler?(action)
      return
    }
    dismiss(animated: true) { action.handler?(action) }
  }

  /// The alert's view: the box, drawn over the whole of the view's bounds.
  public override func loadView() {
    view = AlertView(alert: self)
  }
}
