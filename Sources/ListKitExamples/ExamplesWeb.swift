import ListKit
import ListKitTerminal
import ListKitWeb

/// The examples app in a browser: a ``ListKitWeb/WebSession`` showing the catalog, whose demos
/// are the terminal's screens.
@MainActor
public enum ExamplesWeb {
  /// A session showing the catalog in a navigation controller, and on top of it the demo
  /// `options` names, with the seed `options` gives, without transitions when `options` reduce
  /// motion. The demos run on the session's scheduler; the status line shows each screen's
  /// ``ListKitTerminal/TerminalViewController/statusText``; the keys go to the screen first, as
  /// in the terminal (see ``handle(_:in:)``), and pasted text to its
  /// ``ListKitTerminal/TerminalViewController/insertText(_:)``; on a filterable screen (the
  /// catalog), `/` opens the session's filter line, whose text is the screen's
  /// ``ListKitTerminal/TerminalViewController/filterQuery``.
  ///
  /// The demos' own delayed work, such as a simulated load, runs on the main queue
  /// (`MainQueueScheduler.shared`), as an IGListKit app's `DispatchQueue.main.asyncAfter` does.
  public static func makeSession(options: ExamplesOptions) -> WebSession {
    makeSession(options: options, clock: nil, demoScheduler: MainQueueScheduler.shared)
  }

  /// A session as ``makeSession(options:)`` makes it, on `clock`, or on the sessions' shared
  /// clock when `clock` is `nil`: tests give each session its own. The demos' own delayed work
  /// runs on `demoScheduler`, or on the session's scheduler when it is `nil`.
  public static func makeSession(
    options: ExamplesOptions, clock: ManualScheduler?, demoScheduler: (any Scheduler)? = nil
  ) -> WebSession {
    let navigation = NavigationController()
    let session = WebSession(
      rootViewController: navigation,
      options: WebSessionOptions(reducesMotion: options.reducesMotion, title: ExamplesApp.title),
      clock: clock)
    let environment = DemoEnvironment(
      scheduler: demoScheduler ?? session.scheduler, seed: options.seed)
    navigation.pushViewController(CatalogViewController(environment: environment), animated: false)
    if let name = options.demo, let demo = DemoCatalog.demo(named: name) {
      navigation.pushViewController(demo.make(environment), animated: false)
    }
    session.statusTextProvider = { ($0 as? TerminalViewController)?.statusText ?? "" }
    session.keyHintsProvider = { screen in
      guard let screen = screen as? TerminalViewController else { return "" }
      let hints = screen.keyHints + (screen.isFilterable ? [KeyHint("/", "filter")] : [])
      return hints.map { "\($0.keys) \($0.action)" }.joined(separator: " • ")
    }
    session.keyHandler = { [weak session] event in
      guard let session else { return false }
      return handle(event, in: session)
    }
    session.filterQueryProvider = { screen in
      guard let screen = screen as? TerminalViewController, screen.isFilterable else { return nil }
      return screen.filterQuery
    }
    session.filterQueryHandler = { screen, query in
      (screen as? TerminalViewController)?.setFilterQuery(query)
    }
    session.pasteHandler = { [weak session] text in
      (session?.topScreen as? TerminalViewController)?.insertText(text) ?? false
    }
    return session
  }

  /// Gives a key from the page to the shown screen as the terminal does, unless a text field has
  /// the keys: first to ``ListKitTerminal/TerminalViewController/handle(_:)`` (such as `a`, which
  /// adds a row in the empty demo, or `+` in the announcing one); then the arrows and Enter, as
  /// commands, to ``ListKitTerminal/TerminalViewController/perform(_:)``, and Enter on a
  /// selected row to ``ListKitTerminal/TerminalViewController/activateItem(at:)``.
  ///
  /// - Returns: Whether the screen took the key; the session handles the others.
  public static func handle(_ event: WebKeyEvent, in session: WebSession) -> Bool {
    guard let screen = session.topScreen as? TerminalViewController,
      !(screen.view.firstResponder is any KeyInput), let key = key(for: event)
    else { return false }
    if screen.handle(.key(key)) { return true }
    if case .character = key { return false }
    guard let command = TerminalCommand(.key(key)) else { return false }
    switch command {
    case .moveUp, .moveDown, .moveLeft, .moveRight:
      return screen.perform(command)
    case .activate:
      if screen.perform(command) { return true }
      guard let selected = screen.focusedCollectionView?.indexPathsForSelectedItems.first else {
        return false
      }
      screen.activateItem(at: selected)
      return true
    default:
      return false
    }
  }

  /// The terminal's key for a key from the page, if it has one.
  static func key(for event: WebKeyEvent) -> Key? {
    switch event.key {
    case "ArrowUp": return .up
    case "ArrowDown": return .down
    case "ArrowLeft": return .left
    case "ArrowRight": return .right
    case "PageUp": return .pageUp
    case "PageDown": return .pageDown
    case "Home": return .home
    case "End": return .end
    case "Enter": return .enter
    case "Escape": return .escape
    case "Backspace": return .backspace
    case "Delete": return .delete
    default:
      guard event.key.count == 1, let character = event.key.first, !event.isMetaDown,
        !event.isAltDown
      else { return nil }
      return event.isControlDown
        ? .control(Character(character.lowercased())) : .character(character)
    }
  }
}
