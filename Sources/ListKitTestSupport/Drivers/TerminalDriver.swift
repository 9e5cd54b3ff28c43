import Foundation
import ListKit
import ListKitTerminal

/// An ``AppDriver`` for a terminal: a `TerminalApplication` on an `InMemoryBackend`, on a clock
/// of its own that only ``advance(by:)`` moves. After each input and each move of the clock it
/// runs the work due now and draws a frame, as the run loop does in a turn.
@MainActor
public final class TerminalDriver: AppDriver {
  /// The application the driver drives.
  public let application: TerminalApplication

  /// Drives `application`, whose clock only the test moves: its screens appear, and the work
  /// due now runs.
  public init(application: TerminalApplication) {
    self.application = application
    application.acceptsMouse = true
    application.clock.advance(by: 0)
  }

  /// Drives `screens`, pushed in order, in a terminal of `size` with `title` in the title bar,
  /// sized in `layoutUnits`.
  public convenience init(
    screens: [ViewController], size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    title: String = "", layoutUnits: LayoutUnits = .cells
  ) {
    let application = TerminalApplication(
      backend: InMemoryBackend(size: size), title: title, layoutUnits: layoutUnits)
    for screen in screens { application.push(screen) }
    self.init(application: application)
  }

  /// Drives `screen` as ``init(screens:size:title:layoutUnits:)`` does.
  public convenience init(
    screen: ViewController, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    title: String = "", layoutUnits: LayoutUnits = .cells
  ) {
    self.init(screens: [screen], size: size, title: title, layoutUnits: layoutUnits)
  }

  /// The frame the application draws now, as text.
  public var screenText: String { application.render().text }

  /// Presses `key` as the terminal's bytes for it would: Shift-Tab is Back Tab, Control with a
  /// letter is its control character, Shift with a letter the uppercase letter. Alt and Command
  /// have no key in a terminal and are dropped.
  public func press(_ key: KeyName) {
    application.press(Self.key(for: key))
    drawFrame()
  }

  /// Types `text`, each character a key, as a terminal sends typing.
  public func type(_ text: String) {
    application.type(text)
    drawFrame()
  }

  /// Clicks the first cell, top to bottom, where the frame shows `text`.
  public func tap(_ text: String) throws {
    try press(button: 0, on: text)
  }

  /// Right-clicks the first cell, top to bottom, where the frame shows `text`.
  public func rightClick(_ text: String) throws {
    try press(button: 2, on: text)
  }

  private func press(button: Int, on text: String) throws {
    let lines = screenText.split(separator: "\n", omittingEmptySubsequences: false)
    for (row, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      let column = TextMetrics.width(of: String(line[..<range.lowerBound]))
      application.handle(
        .mouse(MouseEvent(action: .press(button: button), column: column, row: row)))
      drawFrame()
      return
    }
    throw AppDriverError.notShown(text, screen: screenText)
  }

  /// Moves the application's clock.
  public func advance(by seconds: TimeInterval) {
    application.clock.advance(by: seconds)
    drawFrame()
  }

  /// Runs the work due now, such as the update the input started, and draws a frame, as the run
  /// loop does in the turn that handled the input.
  private func drawFrame() {
    application.clock.advance(by: 0)
    _ = application.render()
  }

  /// The terminal's key for `name`.
  static func key(for name: KeyName) -> Key {
    let flags = name.modifierFlags
    switch name.key {
    case "Enter": return .enter
    case "Escape": return .escape
    case "Tab": return flags.contains(.shift) ? .backTab : .tab
    case "Backspace": return .backspace
    case "Delete": return .delete
    case "Space": return .character(" ")
    case "Up": return .up
    case "Down": return .down
    case "Left": return .left
    case "Right": return .right
    case "PageUp": return .pageUp
    case "PageDown": return .pageDown
    case "Home": return .home
    case "End": return .end
    case let function where function.count > 1 && function.hasPrefix("F"):
      return .function(Int(function.dropFirst()) ?? 1)
    default:
      let character = Character(flags.contains(.shift) ? name.key.uppercased() : name.key)
      return flags.contains(.control)
        ? .control(Character(name.key.lowercased())) : .character(character)
    }
  }
}
