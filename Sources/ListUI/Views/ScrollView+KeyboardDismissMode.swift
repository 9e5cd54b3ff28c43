extension ScrollView {
  /// Whether scrolling dismisses the keyboard: UIKit's `UIScrollView.KeyboardDismissMode`.
  ///
  /// A terminal or a browser tab has no on-screen keyboard; the keys go to the first responder.
  /// So dismissing the keyboard is resigning the first responder: every mode but ``none`` makes
  /// a user's scroll of the scroll view (a wheel, a drag, a page key) resign the text field or
  /// other first responder inside the window, as a drag hides the keyboard on iOS.
  public enum KeyboardDismissMode: Int, Hashable, Sendable {
    /// Scrolling leaves the keyboard: the default.
    case none
    /// A drag dismisses the keyboard.
    case onDrag
    /// The keyboard follows the drag down and is dismissed by it.
    case interactive
    /// A drag dismisses the keyboard and its accessory.
    case onDragWithAccessory
    /// The keyboard and its accessory follow the drag down and are dismissed by it.
    case interactiveWithAccessory
  }
}
