import ListKit
import ListKitTerminal

/// The `listkit-examples` command line: its options and the app it starts.
public struct ExamplesOptions: Equatable, Sendable {
  /// The demo to open, or `nil` for the catalog alone.
  public var demo: String?
  /// Print the demos, one a line, and exit.
  public var listsDemos = false
  /// Print the help and exit.
  public var showsHelp = false
  /// The seed of the demos' random data.
  public var seed: UInt64 = 1
  /// Whether the mouse is reported.
  public var usesMouse = true
  /// When to use colour (`--color`).
  public var colorMode = ColorMode.auto
  /// The file log lines are appended to (`--log`), or `nil` for no log.
  public var logPath: String?
  /// Whether motion is reduced (`--reduce-motion`).
  public var reducesMotion = false

  /// Options with their defaults.
  public init() {}

  /// The options in `arguments`, without the program's name.
  ///
  /// - Throws: ``ExamplesOptionsError`` for an unknown option or a missing or bad value.
  public init(arguments: [String]) throws(ExamplesOptionsError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = Self.split(argument)
      func value() throws(ExamplesOptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(name) }
        return next
      }
      switch name {
      case "--demo":
        let name = try value()
        guard DemoCatalog.demo(named: name) != nil else { throw .unknownDemo(name) }
        demo = name
      case "--list": listsDemos = true
      case "--help", "-h": showsHelp = true
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else { throw .badValue(name, text) }
        self.seed = seed
      case "--no-mouse": usesMouse = false
      case "--color":
        let text = try value()
        guard let mode = ColorMode(rawValue: text) else { throw .badValue(name, text) }
        colorMode = mode
      case "--log":
        let path = try value()
        guard !path.isEmpty else { throw .badValue(name, path) }
        logPath = path
      case "--reduce-motion": reducesMotion = true
      default: throw .unknownOption(argument)
      }
    }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (
      String(argument[..<equals]), String(argument[argument.index(after: equals)...])
    )
  }

  /// The help text.
  public static var help: String {
    """
    listkit-examples: ListKit's demo catalog, in the terminal.

    USAGE: listkit-examples [--demo NAME] [--seed N] [--no-mouse] [--color WHEN]
                            [--log PATH] [--reduce-motion]
           listkit-examples --list | --help

    OPTIONS:
      --demo NAME   Open the demo NAME (see --list); Esc goes back to the catalog.
      --list        Print the demos, one a line: NAME, then what it shows.
      --seed N      Seed the demos' random data (default 1): the same seed, the same demo.
      --no-mouse    Do not take the mouse (wheel and clicks).
      --color WHEN  auto (default): colour as TERM, COLORTERM and NO_COLOR say; always: colour
                    even so, 256 colours when none is announced; never: no colour, but bold and
                    reverse video stay.
      --log PATH    Append log lines (start, demos opened and closed, resizes) to PATH; nothing
                    is ever logged to the screen. Without it, nothing is logged.
      --reduce-motion
                    Show changes at once. Without it, inserted, deleted, moved and reloaded
                    rows animate for about 200 ms (never when the output is not a terminal).
      --help, -h    Print this help.

    KEYS:
      ↑ ↓ j k             move the selection
      PgUp PgDn b space   page
      Home End g G        first, last
      Tab Shift-Tab       focus the next, previous button on screen, selecting its row
                          (in the mixed demo: the next, previous filter)
      Enter               open a demo; press the focused button, else the row's first
      /                   search (in the search demo); pasted text goes to the search,
                          never taken for keys, and is dropped (logged) elsewhere
      Esc q               back; quit from the catalog
      ?                   show the keys
      Ctrl-Z              suspend; resuming redraws the screen
      Ctrl-C              quit
      mouse               the wheel scrolls; a click selects a row, or presses a button

    When the output is not a terminal, one frame of the catalog (or of --demo) is printed as
    plain text.
    """
  }

  /// The demos, one a line: the name, then the summary.
  public static var demoList: String {
    let width = DemoCatalog.all.map(\.name.count).max() ?? 0
    return DemoCatalog.all.map { demo in
      demo.name + String(repeating: " ", count: width - demo.name.count + 2) + demo.summary
    }.joined(separator: "\n")
  }
}

/// A command line `listkit-examples` does not understand.
public enum ExamplesOptionsError: Error, Equatable, CustomStringConvertible {
  /// An option that does not exist.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(String)
  /// An option's value that does not parse.
  case badValue(String, String)
  /// A `--demo` name that is not in the catalog.
  case unknownDemo(String)

  /// What is wrong, for the user.
  public var description: String {
    switch self {
    case .unknownOption(let option): "unknown option '\(option)'; see --help"
    case .missingValue(let option): "\(option) needs a value"
    case .badValue(let option, let value): "\(option): '\(value)' is not a valid value"
    case .unknownDemo(let name): "no demo named '\(name)'; see --list"
    }
  }
}

/// Builds the examples app.
@MainActor
public enum ExamplesApp {
  /// The title in the title bar.
  public static let title = "ListKit Examples"

  /// An app on `backend` showing the catalog, animated when the backend shows animations and
  /// `options` do not reduce motion, and on top of it the demo `options` names,
  /// logging to the file `options` names, if any (the app's ``TerminalApplication/log`` is
  /// `nil` when that file cannot be opened).
  public static func make(
    backend: any TerminalBackend, options: ExamplesOptions,
    clock: ManualScheduler = ManualScheduler()
  ) -> TerminalApplication {
    let app = TerminalApplication(backend: backend, clock: clock, title: title)
    if let path = options.logPath { app.log = TerminalLog(path: path) }
    if options.reducesMotion { app.animatesUpdates = false }
    app.acceptsMouse = options.usesMouse
    let environment = DemoEnvironment(scheduler: app.scheduler, seed: options.seed)
    let catalog = CatalogViewController(environment: environment)
    app.push(catalog)
    if let name = options.demo, let demo = DemoCatalog.demo(named: name) {
      app.push(demo.make(environment))
    }
    return app
  }

  /// The backend for a run with `options`: the live terminal when `isTerminal` (reporting the
  /// mouse unless `--no-mouse`, in colours `--color` and `environment` allow), else plain text
  /// at the size `environment` gives, which never animates.
  public static func makeBackend(
    options: ExamplesOptions, environment: [String: String], isTerminal: Bool
  ) -> any TerminalBackend {
    isTerminal
      ? LiveTerminalBackend(
        capability: options.colorMode.capability(environment: environment),
        reportsMouse: options.usesMouse)
      : PlainTextBackend(size: PlainTextBackend.size(environment: environment))
  }

  /// The first frame of the app `options` describe at `size`, as text: what a plain run prints.
  public static func firstFrame(options: ExamplesOptions, size: TerminalSize) -> String {
    let backend = InMemoryBackend(size: size)
    let app = make(backend: backend, options: options)
    app.clock.advance(by: 0)
    return app.render().text
  }
}
