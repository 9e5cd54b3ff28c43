/// An entry of a menu: ListUI's `UIMenuElement`, the base of ``Action`` and ``Menu``.
@MainActor
open class MenuElement {
  /// The entry's title, as the menu shows it.
  public let title: String
  /// The entry's image, drawn before its title where a renderer draws images.
  public let image: ImageReference?

  /// Creates an entry.
  public init(title: String, image: ImageReference?) {
    self.title = title
    self.image = image
  }

  /// How an action looks and behaves in a menu: UIKit's `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes' bits.
    public let rawValue: Int

    /// Creates attributes from their raw value.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The action cannot be chosen: shown dimmed.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The action destroys something: shown in red.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The action is not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the action leaves the menu open: here the menu closes, as a terminal's and a
    /// page's action sheet do.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an action is chosen: UIKit's `UIMenuElement.State`, shown as a checkmark.
  public enum State: Hashable, Sendable {
    /// Not chosen.
    case off
    /// Chosen: a checkmark before the title.
    case on
    /// Partly chosen: a dash before the title.
    case mixed
  }
}
