import ListUI

/// A screen of a ``TerminalApplication`` that also takes the terminal's own events: an
/// `AppViewController` with ``handle(_:)`` for any event, such as the mouse, and ``perform(_:)``
/// for a command before the application carries it out.
///
/// Keys a screen should get in every renderer belong in its `keyCommands`; these two are for
/// what only a terminal has.
@MainActor
open class TerminalViewController: AppViewController {
  /// The application showing the screen: the one whose ``TerminalApplication/navigationController``
  /// holds it, or holds the controller that presents it; `nil` before it is pushed or presented.
  public var application: TerminalApplication? {
    var controller: ViewController = self
    while true {
      if let stack = controller as? ScreenStack { return stack.application }
      if let parent = controller.parent {
        controller = parent
      } else if let presenting = controller.presentingViewController {
        controller = presenting
      } else {
        return nil
      }
    }
  }

  /// Creates a screen.
  public required init() {
    super.init()
  }

  /// Handles `event` before the responder chain and the commands get it; the default handles
  /// nothing.
  ///
  /// - Returns: Whether the event was handled.
  open func handle(_ event: InputEvent) -> Bool { false }

  /// Handles `command` before the application does; the default handles nothing.
  ///
  /// - Returns: Whether the command was handled.
  open func perform(_ command: TerminalCommand) -> Bool { false }
}
