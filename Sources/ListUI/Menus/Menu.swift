/// A menu of actions and submenus: ListUI's `UIMenu`, as a context menu gives it.
///
/// A terminal and a browser show a menu as an action sheet over the screen: its title, then its
/// actions, a submenu's actions after its own title; a destructive action in red, a disabled one
/// dimmed, and Cancel last (see `AppViewController.presentActions(forItemAt:in:)`).
@MainActor
public final class Menu: MenuElement {
  /// The menu's entries, in order.
  public let children: [MenuElement]
  /// How the menu shows.
  public let options: Options

  /// Creates a menu of `children`.
  public init(
    title: String = "", image: ImageReference? = nil, options: Options = [],
    children: [MenuElement] = []
  ) {
    self.children = children
    self.options = options
    super.init(title: title, image: image)
  }

  /// The actions of the menu and of its submenus, in order, without the hidden ones, each with
  /// the titles of the submenus it is in.
  ///
  /// - Complexity: O(*n*) in the entries of the menu and its submenus.
  public var allActions: [(action: Action, path: [String])] {
    children.flatMap { child -> [(action: Action, path: [String])] in
      if let action = child as? Action {
        return action.attributes.contains(.hidden) ? [] : [(action, [])]
      }
      guard let menu = child as? Menu else { return [] }
      let prefix = menu.options.contains(.displayInline) || menu.title.isEmpty ? [] : [menu.title]
      return menu.allActions.map { ($0.action, prefix + $0.path) }
    }
  }

  /// How a menu shows: UIKit's `UIMenu.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Creates options from their raw value.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The submenu's actions show in its parent, without its title.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu's actions destroy something.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Only one action is chosen at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }
}
