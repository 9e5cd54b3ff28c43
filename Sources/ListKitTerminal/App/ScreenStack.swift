import ListUI

/// The navigation controller that holds a ``TerminalApplication``'s screens, and knows the
/// application, so that a screen finds it through its containers.
@MainActor
final class ScreenStack: NavigationController {
  /// The application the stack belongs to.
  weak var application: TerminalApplication?
}
