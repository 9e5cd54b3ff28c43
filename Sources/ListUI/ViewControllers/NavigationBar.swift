import Foundation

/// The bar of a navigation controller: ListUI's `UINavigationBar`, what
/// ``NavigationController/navigationBar`` returns.
///
/// A terminal or a web page shows one title bar for the window, the app's own, on one line: it
/// names the top screen and shows its bar button items, in the reversed colours of the
/// terminal or the page's theme. So a navigation bar keeps ``prefersLargeTitles``,
/// ``barTintColor``, ``isTranslucent``, the title attributes and its appearances
/// (``standardAppearance`` and the others) for the app's code to read, and the title bar does
/// not change with them; its appearance proxy is recorded as any view's.
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
