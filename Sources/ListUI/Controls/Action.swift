import Foundation

/// An action a control runs for its events: ListUI's `UIAction`.
///
/// ```swift
/// button.addAction(Action(title: "Like") { action in print("liked by", action.sender as Any) },
///                  for: .touchUpInside)
/// ```
@MainActor
public final class Action {
  /// The action's title, as a menu would show it.
  public let title: String
  /// The action's identifier: a new UUID unless one is given.
  public let identifier: String
  private let handler: @MainActor (Action) -> Void

  /// The control or bar button item that is running the action, while its handler runs; `nil`
  /// otherwise.
  public private(set) weak var sender: AnyObject?

  /// An action that runs `handler`.
  public init(
    title: String = "", identifier: String? = nil,
    handler: @escaping @MainActor (Action) -> Void
  ) {
    self.title = title
    self.identifier = identifier ?? UUID().uuidString
    self.handler = handler
  }

  /// Runs the handler with `sender` as ``sender``.
  func perform(sender: AnyObject) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
