import Foundation

/// An action a control runs for its events, or a menu's entry: ListUI's `UIAction`.
///
/// ```swift
/// button.addAction(Action(title: "Like") { action in print("liked by", action.sender as Any) },
///                  for: .touchUpInside)
/// let menu = Menu(children: [
///   Action(title: "Delete", image: ImageReference(named: "trash"), attributes: .destructive) { _ in }
/// ])
/// ```
@MainActor
public final class Action: MenuElement {
  /// The action's identifier: a new UUID unless one is given.
  public let identifier: String
  /// What the key hints say the action does, where it differs from its title.
  public var discoverabilityTitle: String?
  /// How the action looks and behaves in a menu: disabled, destructive, hidden.
  public var attributes: MenuElement.Attributes
  /// Whether the action is chosen, as a menu's checkmark shows it.
  public var state: MenuElement.State
  private let handler: @MainActor (Action) -> Void

  /// The control, bar button item or menu that is running the action, while its handler runs;
  /// `nil` otherwise.
  public private(set) weak var sender: AnyObject?

  /// An action that runs `handler`.
  public init(
    title: String = "", image: ImageReference? = nil, identifier: String? = nil,
    discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [],
    state: MenuElement.State = .off, handler: @escaping @MainActor (Action) -> Void
  ) {
    self.identifier = identifier ?? UUID().uuidString
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as ``sender``.
  func perform(sender: AnyObject) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
