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

    USAGE: listkit-examples [--demo NAME] [--seed N] [--no-mouse]
           listkit-examples --list | --help

    OPTIONS:
      --demo NAME   Open the demo NAME (see --list); Esc goes back to the catalog.
      --list        Print the demos, one a line: NAME, then what it shows.
      --seed N      Seed the demos' random data (default 1): the same seed, the same demo.
      --no-mouse    Do not take the mouse (wheel and clicks).
      --help, -h    Print this help.

    KEYS:
      ↑ ↓ j k             move the selection
      PgUp PgDn b space   page
      Home End g G        first, last
      Enter               open a demo, press a button
      /                   search (in the search demo)
      Esc q               back; quit from the catalog
      ?                   show the keys
      Ctrl-C              quit

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

  /// An app on `backend` showing the catalog, and on top of it the demo `options` names.
  public static func make(
    backend: any TerminalBackend, options: ExamplesOptions,
    clock: ManualScheduler = ManualScheduler()
  ) -> TerminalApplication {
    let app = TerminalApplication(backend: backend, clock: clock, title: title)
    let environment = DemoEnvironment(scheduler: app.scheduler, seed: options.seed)
    let catalog = CatalogViewController(environment: environment)
    app.push(catalog)
    if let name = options.demo, let demo = DemoCatalog.demo(named: name) {
      app.push(demo.make(environment))
    }
    return app
  }

  /// The first frame of the app `options` describe at `size`, as text: what a plain run prints.
  public static func firstFrame(options: ExamplesOptions, size: TerminalSize) -> String {
    let backend = InMemoryBackend(size: size)
    let app = make(backend: backend, options: options)
    app.clock.advance(by: 0)
    return app.render().text
  }
}
