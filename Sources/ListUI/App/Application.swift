/// UIKit's `UIApplication`: the app, one for the process, which knows its windows and which of
/// them takes the keys.
///
/// A terminal application has one window; a web server has a window for each browser tab, as an
/// iPad app has one for each of its scenes: ``windows`` lists them and ``keyWindow`` is the one
/// that took input last. As in UIKit, the app ends the responder chain: it is a window's
/// ``Responder/next``.
@MainActor
public final class Application: Responder {
  /// The app.
  public static let shared = Application()

  private struct WeakWindow {
    weak var window: Window?
  }

  private var registered: [WeakWindow] = []

  private override init() {}

  /// The app's delegate, the object it started from, if it started from one
  /// (``ApplicationDelegate``); not retained, as in UIKit.
  public weak var delegate: (any ApplicationDelegate)?

  /// The windows alive now, in the order they were made.
  ///
  /// - Complexity: O(*w*) for *w* windows made.
  public var windows: [Window] {
    registered.removeAll { $0.window == nil }
    return registered.compactMap(\.window)
  }

  /// The window that takes the keys: the one made key last (`Window.makeKeyAndVisible()`), or
  /// that a renderer gave input to last; `nil` once it is gone.
  public internal(set) weak var keyWindow: Window?

  /// Keeps `window` among ``windows``.
  func register(_ window: Window) {
    registered.removeAll { $0.window == nil }
    registered.append(WeakWindow(window: window))
  }
}
