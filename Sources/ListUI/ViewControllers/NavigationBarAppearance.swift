import Foundation

/// How a navigation bar looks: UIKit's `UINavigationBarAppearance`, which an iOS 13 app sets on
/// ``NavigationBar/standardAppearance`` and ``NavigationBar/scrollEdgeAppearance`` (or a screen's
/// ``NavigationItem``).
///
/// A terminal or a web page shows one title bar for the window, on one line (see
/// ``NavigationBar``). It takes the ``backgroundColor`` of the top screen's appearance, and its
/// title attributes' `.foregroundColor` for the text on it (``Window/titleBarBackgroundColor``);
/// without a background it keeps the reversed colours of the terminal or the page's theme. The
/// shadow colour and the large title's attributes are kept for the app's code: the bar has no
/// line under it and no large title.
@MainActor
public final class NavigationBarAppearance {
  /// The bar's background colour, or `nil` for the system's.
  public var backgroundColor: Color?

  /// The colour of the line under the bar, or `nil` for none.
  public var shadowColor: Color?

  /// The attributes of the title's text, such as its font and foreground colour.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The attributes of the large title's text.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// An appearance with the system's translucent background, as UIKit's `init()` makes.
  public init() {
    configureWithDefaultBackground()
  }

  /// Sets the system's translucent background and its line under the bar.
  public func configureWithDefaultBackground() {
    backgroundColor = nil
    shadowColor = .separator
  }

  /// Sets an opaque background of the system's background colour, and the line under the bar.
  public func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    shadowColor = .separator
  }

  /// Sets a clear background with no line under the bar.
  public func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = nil
  }

  /// A new appearance with the same settings: UIKit's `copy()`.
  public func copy() -> NavigationBarAppearance {
    let copy = NavigationBarAppearance()
    copy.backgroundColor = backgroundColor
    copy.shadowColor = shadowColor
    copy.titleTextAttributes = titleTextAttributes
    copy.largeTitleTextAttributes = largeTitleTextAttributes
    return copy
  }
}
