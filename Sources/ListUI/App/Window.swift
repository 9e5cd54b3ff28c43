import Foundation

/// UIKit's `UIWindow`: the view at the root of what a terminal application or a web session
/// shows, between its title bar and its status line, and the app shell both renderers share.
///
/// A window shows its ``rootViewController``'s view, filling its bounds; the controllers that
/// controller presents are laid out over the window's frame and drawn above it. Every renderer
/// has one window for its screens (a terminal application one, a web session one per browser
/// tab), and the renderer only draws it and turns bytes or DOM events into its events: what
/// the screens do with keys, the selection kept through updates, the `/` filter, status
/// messages, key hints and what the title bar names live here, once.
///
/// - The keys: ``handleKey(_:isTyping:)`` takes a key through an alert's actions, the filter line,
///   the responder chain from the shown screen's first responder (`Responder.sendKey(_:)`), and
///   then the shell's keymap, ``WindowCommand``, which ``perform(_:)`` carries out.
/// - The selection: the shown screen's focused list (``focusedCollectionView``) has one selected
///   item once it shows items, kept on an item through updates (``keepSelection()``) and moved by
///   the keys.
/// - The status line: ``statusText``, with the messages screens show for a while
///   (`AppViewController.showStatusMessage(_:for:)`), and ``positionText()``.
/// - The title bar: ``topScreen``'s title (``title(of:)``), ``depth`` and ``barButtonItems``.
///
/// The window is the `AppHost` its screens reach: `AppViewController.setNeedsStatusUpdate()`
/// and status messages tell the renderer to draw again.
@MainActor
open class Window: View, AppHost {
  /// The controller whose view fills the window; setting it puts the new controller's view in
  /// the window in place of the old one's.
  public var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let controller = rootViewController {
        controller.loadViewIfNeeded()
        controller.view.frame = bounds
        addSubview(controller.view)
      }
      setNeedsLayout()
      knownTopScreen = nil
    }
  }

  /// Whether this is the window that takes the keys: the one made key last
  /// (``makeKeyAndVisible()``), as ``Application/keyWindow`` says.
  public var isKeyWindow: Bool { Application.shared.keyWindow === self }

  /// The screen the window is shown on (``Screen``): its host's area, with its traits.
  public private(set) lazy var screen = Screen(window: self)

  /// Where the shell's log lines go: screens opened and closed, presentations; `nil` logs
  /// nothing. A renderer sets it to its own log.
  @_spi(ListKit) public var logHandler: ((String) -> Void)?

  /// Called when what the window shows may have changed outside input: a status message came or
  /// went, or a screen said its status changed. A renderer draws again.
  @_spi(ListKit) public var displayHandler: (() -> Void)?

  /// The touch the gesture recognizers are following, from the pointer or the keyboard.
  var gestureTouch: GestureTouch?

  /// The list that had the focus last, such as the one a browser's focus is in.
  weak var lastFocusedList: CollectionView?
  /// Keeps the selection on an item through updates.
  var selectionKeeper = SelectionKeeper()
  /// Whether the next ``keepSelection()`` selects the first item: the filter changed.
  var selectsFirstItem = false
  /// The stack and the presentations as the window last saw them, to log changes and set up a
  /// new top screen, whichever code made them.
  var knownScreens: [KnownScreen] = []
  var knownPresentations: [KnownScreen] = []
  weak var knownTopScreen: ViewController?
  /// Called after the keys, a click or an update moved the selection, with the item selected:
  /// a terminal takes its Tab focus from a control of a row no longer selected.
  @_spi(ListKit) public var selectionDidMoveHandler: ((IndexPath) -> Void)?
  /// Called after the shown screen changed, once it is laid out and has its selection.
  @_spi(ListKit) public var topScreenDidChangeHandler: (() -> Void)?

  /// The renderer's own keys, which the key hints list after the keymap's, such as a terminal's
  /// Ctrl-C to quit.
  @_spi(ListKit) public var rendererKeyHints: [KeyHint] = []

  /// Whether going back from the first screen quits, as in a terminal: the key hints say so.
  @_spi(ListKit) public var quitsFromFirstScreen = false

  /// Whether the key hints are shown in full (`?`).
  public var isShowingKeyHints = false {
    didSet { if isShowingKeyHints != oldValue { displayHandler?() } }
  }

  /// Holds ``statusMessage`` for its time, on the scheduler the window is hosted on.
  private lazy var statusMessages = TimedMessage(scheduler: hostedScheduler) { [weak self] in
    self?.displayHandler?()
  }

  /// A window with no root view controller, not yet key, at `frame`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    host = self
    Application.shared.register(self)
  }

  /// Makes this the key window, the one ``Application/keyWindow`` names, as a renderer does when
  /// the window takes input.
  public func makeKey() {
    Application.shared.keyWindow = self
  }

  /// Makes this the key window, the one ``Application/keyWindow`` names, and shows it; its root
  /// view controller appears.
  public func makeKeyAndVisible() {
    isHidden = false
    makeKey()
    guard let controller = rootViewController else { return }
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
  }

  /// The next responder after the window, UIKit's: the app, ``Application/shared``.
  open override var next: Responder? { Application.shared }

  /// Gives the root controller's view the window's bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let view = rootViewController?.viewIfLoaded, view.superview === self {
      let frame = CGRect(origin: .zero, size: bounds.size)
      if view.frame != frame { view.frame = frame }
    }
  }

  // MARK: Status

  /// The message the status line shows in place of the screen's status until it expires; `nil`
  /// when there is none.
  public var statusMessage: String? { statusMessages.text }

  /// Shows `message` in the status line for `duration` seconds, in place of the screen's status
  /// text; a new message replaces the one shown.
  public func showStatusMessage(_ message: String, for duration: TimeInterval) {
    statusMessages.show(message, for: duration)
    log("status message '\(message)' for \(duration)s")
  }

  /// Removes the status message now, if one is shown.
  public func clearStatusMessage() {
    statusMessages.clear()
  }

  /// A screen's status text or key hints changed outside input: the renderer draws again.
  public func statusDidChange() {
    displayHandler?()
  }

  /// What the left of the status line says: the open filter line (`/` and the query), else the
  /// status message, else the shown screen's status text (`AppViewController.statusText`).
  public var statusText: String {
    filterLine ?? statusMessage ?? topScreen.map(AppViewController.statusText(of:)) ?? ""
  }

  /// Writes `message` to the ``logHandler``.
  func log(_ message: String) {
    logHandler?(message)
  }
}

extension View {
  /// The window the view is in: found through its superviews, or, for a presented controller's
  /// view, its presenter's; `nil` for a view no window shows.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the view in its tree.
  public var window: Window? {
    treeHost as? Window
  }
}
