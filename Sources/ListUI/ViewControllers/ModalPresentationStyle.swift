/// How a presented view controller is shown: UIKit's `UIModalPresentationStyle`, with its raw
/// values.
///
/// A terminal has one screen area, so every style shows the presented controller's view over the
/// whole area between the title bar and the status line. The styles differ in what stays on
/// screen under it, and whether the presenting controller is told it disappears, as in UIKit:
/// ``fullScreen`` and ``currentContext`` hide the presenting controller, which gets
/// `viewWillDisappear(_:)` and `viewDidDisappear(_:)`; the sheets (``automatic``, ``pageSheet``,
/// ``formSheet``) cover it without telling it; the `over` styles, ``custom`` and ``popover``
/// draw the presented view over it, so whatever the presented view does not draw on shows the
/// presenting one.
public enum ModalPresentationStyle: Int, Hashable, Sendable {
  /// The system's choice: a page sheet, or for an alert its own presentation.
  case automatic = -2
  /// No adaptation: the style an adaptive presentation keeps.
  case none = -1
  /// Covers the screen; the presenting controller disappears.
  case fullScreen = 0
  /// A sheet over most of the screen; the presenting controller stays, covered.
  case pageSheet = 1
  /// A smaller sheet; the presenting controller stays, covered.
  case formSheet = 2
  /// Covers the presenting controller's context; it disappears.
  case currentContext = 3
  /// The presented controller's own presentation; the presenting controller stays.
  case custom = 4
  /// Over the screen, the presenting controller left in place and visible where the presented
  /// view does not draw.
  case overFullScreen = 5
  /// Over the presenting controller's context, which stays visible where the presented view does
  /// not draw.
  case overCurrentContext = 6
  /// A popover; a terminal draws it over the screen, as ``overFullScreen``.
  case popover = 7

  /// Whether the presenting controller disappears: `viewWillDisappear(_:)` and
  /// `viewDidDisappear(_:)` when this style presents over it, and appears again on dismissal.
  public var hidesPresentingViewController: Bool {
    self == .fullScreen || self == .currentContext
  }

  /// Whether the presented view hides what is under it, so that a renderer draws only the
  /// presented view: the full-screen styles and the sheets.
  public var coversPresentingView: Bool {
    switch self {
    case .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext: true
    case .none, .custom, .overFullScreen, .overCurrentContext, .popover: false
    }
  }
}
