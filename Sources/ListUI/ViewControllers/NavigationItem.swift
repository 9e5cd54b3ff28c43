import Foundation

/// What a navigation bar shows for a view controller: ListUI's `UINavigationItem`, with the
/// title and the bar button items.
///
/// A terminal app has a title bar instead of a navigation bar: ListKitTerminal shows the top
/// controller's ``title`` there, or its ``titleView`` in the middle, and its bar button items on
/// the right, each pressed by a function key or a click. The bar has one place for items: the
/// ``leftBarButtonItems`` come first there, then the ``rightBarButtonItems``. Going back stays
/// Esc (and "‹ Back" in a browser), whatever the left items are.
@MainActor
public final class NavigationItem {
  /// The title shown for the controller; its view controller's `title` sets it.
  public var title: String?

  /// A view shown in the middle of the bar in place of the title, such as a segmented control:
  /// UIKit's `titleView`. ListKitTerminal draws it one line high, as wide as it fits, in the
  /// middle of the title bar; Tab focuses its controls before the screen's, and a click presses
  /// them.
  public var titleView: View?

  /// The items on the right of the bar, the first outermost as in UIKit, or `nil` for none.
  public var rightBarButtonItems: [BarButtonItem]?

  /// The first of ``rightBarButtonItems``; setting it makes it the only one, and `nil` removes
  /// them all.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// The items UIKit shows on the left of the bar, the first outermost, or `nil` for none. The
  /// title bar shows them before ``rightBarButtonItems``, on its right.
  public var leftBarButtonItems: [BarButtonItem]?

  /// The first of ``leftBarButtonItems``; setting it makes it the only one, and `nil` removes
  /// them all.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The left items and the right ones, in the order the title bar shows them.
  public var barButtonItems: [BarButtonItem] {
    (leftBarButtonItems ?? []) + (rightBarButtonItems ?? [])
  }

  /// How a screen's title is shown when the bar ``NavigationBar/prefersLargeTitles``: UIKit's
  /// `UINavigationItem.LargeTitleDisplayMode`. The title bar is one line whatever it is.
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    /// As the screen before it in the stack.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
  }

  /// How this screen's title is shown when the bar prefers large titles; ``LargeTitleDisplayMode/automatic``
  /// by default. Kept for the app's code: the title bar is one line.
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// How the bar looks while this screen is on top, in place of the bar's own
  /// ``NavigationBar/standardAppearance``; `nil` for the bar's. Its background and title colour
  /// colour the title bar (``Window/titleBarBackgroundColor``).
  public var standardAppearance: NavigationBarAppearance?

  /// How the bar looks while this screen is scrolled to its top, or `nil` for the bar's.
  public var scrollEdgeAppearance: NavigationBarAppearance?

  /// How a compact bar looks while this screen is on top, or `nil` for the bar's.
  public var compactAppearance: NavigationBarAppearance?

  /// Creates an item with `title`.
  public init(title: String?) {
    self.title = title
  }

  /// Sets ``rightBarButtonItem``; a terminal does not animate the change.
  public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets ``rightBarButtonItems``; a terminal does not animate the change.
  public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets ``leftBarButtonItem``; a terminal does not animate the change.
  public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets ``leftBarButtonItems``; a terminal does not animate the change.
  public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
}
