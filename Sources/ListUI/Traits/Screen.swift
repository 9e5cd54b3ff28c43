import Foundation

/// The screen a window is shown on: UIKit's `UIScreen`. A window's screen is the area its host
/// gives it (a terminal's, a browser tab's, between the title bar and the status line), in the
/// window's units, with the window's traits; ``main`` is the key window's.
@MainActor
public final class Screen {
  /// The window whose screen this is; `nil` for ``main`` when no window is key.
  public private(set) weak var window: Window?

  init(window: Window?) {
    self.window = window
  }

  /// The screen of the key window (``Application/keyWindow``), or, with none, an empty screen.
  /// An app that serves several windows, as a web server's sessions are, asks a view for its
  /// own: `view.window?.screen`.
  public static var main: Screen {
    Application.shared.keyWindow?.screen ?? Screen(window: nil)
  }

  /// The screen's area, from the origin: the window's size.
  public var bounds: CGRect { CGRect(origin: .zero, size: window?.bounds.size ?? .zero) }

  /// Pixels per point: the traits' display scale, 1.
  public var scale: CGFloat { max(1, traitCollection.displayScale) }

  /// The same as ``scale``: no screen here scales its pixels.
  public var nativeScale: CGFloat { scale }

  /// The window's traits.
  public var traitCollection: TraitCollection { window?.traitCollection ?? .unhosted }
}
