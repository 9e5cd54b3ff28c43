import Foundation
import ListKit
import ListKitWeb

/// An ``AppDriver`` for a browser: a `WebSession` on a clock of its own that only
/// ``advance(by:)`` moves, sent typed page messages (`PageMessage`), its page read with
/// `WebSession.pageText`. After each input it runs the work due now and draws a frame, as a
/// running session does in a turn.
@MainActor
public final class WebDriver: AppDriver {
  /// The session the driver drives.
  public let session: WebSession
  /// Every message the session sent the page, in order.
  public private(set) var sentMessages: [String] = []
  /// Every line the session logged.
  public private(set) var logLines: [String] = []

  /// Drives `session`, which should run on a clock of its own: says hello as a page of
  /// `columns` by `rows` cells does, and draws the first frame.
  public init(session: WebSession, columns: Int = 80, rows: Int = 24) {
    self.session = session
    session.send = { [weak self] in self?.sentMessages.append($0) }
    session.log = { [weak self] in self?.logLines.append($0) }
    session.receive(
      .hello(columns: columns, rows: rows, reducesMotion: false, colorScheme: "light"))
    session.advance(by: 0)
  }

  /// Drives `screens`, pushed in order on a navigation controller, in a page of `columns` by
  /// `rows` cells with `title` in the title bar, sized in `layoutUnits`.
  public convenience init(
    screens: [ViewController], columns: Int = 80, rows: Int = 24, title: String = "",
    layoutUnits: LayoutUnits = .cells
  ) {
    let navigation = NavigationController()
    let session = WebSession(
      rootViewController: navigation,
      options: WebSessionOptions(title: title, layoutUnits: layoutUnits),
      clock: ManualScheduler())
    for screen in screens { navigation.pushViewController(screen, animated: false) }
    self.init(session: session, columns: columns, rows: rows)
  }

  /// Drives `screen` as ``init(screens:columns:rows:title:layoutUnits:)`` does.
  public convenience init(
    screen: ViewController, columns: Int = 80, rows: Int = 24, title: String = "",
    layoutUnits: LayoutUnits = .cells
  ) {
    self.init(
      screens: [screen], columns: columns, rows: rows, title: title, layoutUnits: layoutUnits)
  }

  /// The page after the session draws what changed, as text.
  public var screenText: String {
    session.renderFrame()
    return session.pageText
  }

  /// Sends `key` as the page sends a key it does not handle itself; the element with the
  /// keyboard focus, a text field with the keys, is its target.
  public func press(_ key: KeyName) {
    session.renderFrame()
    let flags = key.modifierFlags
    session.receive(
      .key(
        WebKeyEvent(
          key: Self.domKey(for: key), isShiftDown: flags.contains(.shift),
          isControlDown: flags.contains(.control), isAltDown: flags.contains(.alternate),
          isMetaDown: flags.contains(.command), targetID: focusedFieldID)))
    finishTurn()
  }

  /// Types `text` as the page does: into the text field with the keys, as its new text with the
  /// caret after it; else each character as a key.
  public func type(_ text: String) {
    session.renderFrame()
    guard let field = focusedField, let id = session.elementID(of: field) else {
      for character in text { press(KeyName(String(character))) }
      return
    }
    let value = (field.text ?? "") + text
    session.receive(.text(id: id, value: value, caret: value.count))
    finishTurn()
  }

  /// Clicks the element that shows `text` (`WebSession.elementID(showing:)`).
  public func tap(_ text: String) throws {
    try send(to: text) { .click(id: $0, x: nil, y: nil) }
  }

  /// Right-clicks the element that shows `text`, as the page's `contextmenu` does.
  public func rightClick(_ text: String) throws {
    try send(to: text) { .menu(id: $0, x: nil, y: nil) }
  }

  /// Sends the message `make` makes for the element that shows `text`.
  private func send(to text: String, _ make: (String) -> PageMessage) throws {
    session.renderFrame()
    guard let id = session.elementID(showing: text) else {
      throw AppDriverError.notShown(text, screen: session.pageText)
    }
    session.receive(make(id))
    finishTurn()
  }

  /// Moves the session's clock.
  public func advance(by seconds: TimeInterval) {
    session.advance(by: seconds)
  }

  /// Runs the work due now, such as the update the input started, and draws a frame, as a
  /// running session does in the turn that handled the input.
  private func finishTurn() {
    session.advance(by: 0)
    session.renderFrame()
  }

  private var focusedField: TextField? {
    session.topScreen?.view.firstResponder as? TextField
  }

  private var focusedFieldID: String? {
    focusedField.flatMap { session.elementID(of: $0) }
  }

  /// The DOM's `KeyboardEvent.key` for `name`.
  static func domKey(for name: KeyName) -> String {
    switch name.key {
    case "Up": "ArrowUp"
    case "Down": "ArrowDown"
    case "Left": "ArrowLeft"
    case "Right": "ArrowRight"
    case "Space": " "
    case let letter where letter.count == 1 && name.modifierFlags.contains(.shift):
      letter.uppercased()
    default: name.key
    }
  }
}
