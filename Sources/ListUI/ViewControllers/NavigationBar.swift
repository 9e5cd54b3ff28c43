import Foundation

/// The bar of a navigation controller: ListUI's `UINavigationBar`, what
/// ``NavigationController/navigationBar`` returns.
///
/// A terminal or a web page shows one title bar for the window, the app's own, on one line: it
/// names the top screen and shows its bar button items, in the reversed colours of the
/// terminal or the page's theme, or in the bar's colours when the top screen's bar gives a
/// background: its ``standardAppearance``'s (or the screen's navigation item's), else its
/// ``barTintColor``, with the title's `.foregroundColor` on it
/// (``Window/titleBarBackgroundColor``). The bar keeps ``prefersLargeTitles``,
/// ``isTranslucent``, the large title's attributes and the scroll-edge and compact appearances
/// for the app's code to read: the title bar is one line and does not change as the content
/// scrolls. Its appearance proxy is recorded as any view's.
@MainActor
open class NavigationBar: View {
  /// Whether the top screen's title is shown large, under the bar, as an iOS app's first
  /// screen often is. The title bar stays one line.
  open var prefersLargeTitles = false

  /// The bar's background colour, or `nil` for the system's.
  open var barTintColor: Color?

  /// Whether the bar lets the content under it show through.
  open var isTranslucent = true

  /// The attributes of the title's text, such as its font and foreground colour.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?

  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

  /// How the bar looks at rest: UIKit's `standardAppearance`.
  open var standardAppearance = NavigationBarAppearance()

  /// How the bar looks while the content under it is scrolled to its top, or `nil` for
  /// ``standardAppearance``.
  open var scrollEdgeAppearance: NavigationBarAppearance?

  /// How a compact bar looks, or `nil` for ``standardAppearance``.
  open var compactAppearance: NavigationBarAppearance?

  /// How a compact bar looks while the content is scrolled to its top, or `nil` for
  /// ``compactAppearance``.
  open var compactScrollEdgeAppearance: NavigationBarAppearance?
}
