import Foundation
import ListKit

/// Drives an app's screens without a person, in a terminal or a browser that exists only in
/// the test: presses keys by name, taps what shows a text, types, moves the clock, and reads
/// the screen as text. ``TerminalDriver`` and ``WebDriver`` drive the two renderers, so one test
/// body can run against both:
///
/// ```swift
/// for driver in [TerminalDriver(screen: TodoViewController()), WebDriver(screen: TodoViewController())] as [any AppDriver] {
///   driver.press("n")
///   driver.type("Buy milk")
///   driver.press("Enter")
///   #expect(driver.screenText.contains("Buy milk"))
/// }
/// ```
@MainActor
public protocol AppDriver: AnyObject {
  /// What the screen shows now, one line a row, with the title bar and the status line.
  var screenText: String { get }

  /// Presses `key` as the renderer's input would.
  func press(_ key: KeyName)

  /// Types `text`: into the text field with the keys, as typing in it would, or else each
  /// character as a key.
  func type(_ text: String)

  /// Clicks what shows `text` on screen: a row, a button, a title bar's button.
  ///
  /// - Throws: ``AppDriverError/notShown(_:screen:)`` when nothing shows it.
  func tap(_ text: String) throws

  /// Right-clicks what shows `text` on screen: on a row, its actions, its context menu.
  ///
  /// - Throws: ``AppDriverError/notShown(_:screen:)`` when nothing shows it.
  func rightClick(_ text: String) throws

  /// Moves the app's clock forward by `seconds`, running what falls due, such as an update's
  /// animation or a delayed load.
  func advance(by seconds: TimeInterval)
}

extension AppDriver {
  /// Presses each key of `keys` in order.
  public func press(_ keys: KeyName...) {
    for key in keys { press(key) }
  }
}
