import ArgumentParser
import ListKitTerminal

/// The command line of an app that ListKit runs in the terminal or serves to browsers, parsed
/// by swift-argument-parser: `--web`, `--port`, `--max-tabs`, `--max-tab-memory`, `--color`,
/// `--no-mouse`, `--reduce-motion` and `--log`, which make its ``options``.
///
/// ``AppRunner/main(title:layoutUnits:arguments:makeScreens:)`` parses them on its own; an app
/// with a command of its own takes them in with `@OptionGroup` and passes their options to
/// ``AppRunner/run(title:layoutUnits:options:makeScreens:)``:
///
/// ```swift
/// struct TodoCommand: ParsableCommand {
///   @OptionGroup var app: AppArguments
///   @Option var file = "todo.json"
///
///   @MainActor func run() throws {
///     let screen = TodoViewController(store: TodoStore(url: URL(fileURLWithPath: file)))
///     throw ExitCode(AppRunner.run(title: "Todo", options: app.options) { [screen] })
///   }
/// }
/// ```
public struct AppArguments: ParsableArguments, Sendable {
  /// `--web`: serve the app to browsers instead of showing it in the terminal.
  @Flag(
    help: ArgumentHelp(
      "Serve the app to web browsers on 127.0.0.1 instead of showing it in the terminal; "
        + "prints the address to open. Ctrl-C quits."))
  public var web = false

  /// `--port N`: the port `--web` listens on; 8080 when not given, 0 for any free port.
  @Option(
    help: ArgumentHelp(
      "With --web, listen on port N (0: any free port, printed).", valueName: "N"))
  public var port: Int?

  /// `--max-tabs N`: the most browser tabs `--web` serves at once; 64 when not given.
  @Option(
    name: .customLong("max-tabs"),
    help: ArgumentHelp(
      "With --web, serve at most N tabs at once (64 when not given); a tab past it is told so.",
      valueName: "N"))
  public var maximumTabs: Int?

  /// `--max-tab-memory MB`: the most megabytes one tab's lists may hold; 256 when not given, 0
  /// for no bound.
  @Option(
    name: .customLong("max-tab-memory"),
    help: ArgumentHelp(
      "With --web, close a tab whose lists hold more than MB megabytes (256 when not given; 0: "
        + "no bound). What each tab's lists hold is logged with --log.", valueName: "MB"))
  public var maximumTabMemory: Int?

  /// `--color WHEN`: `auto`, `always` or `never` (see `ColorMode`).
  @Option(
    help: ArgumentHelp(
      "auto: colour as TERM, COLORTERM and NO_COLOR say; always: colour even so, 256 colours "
        + "when none is announced; never: no colour, but bold and reverse video stay.",
      valueName: "WHEN"))
  public var color: String = ColorMode.auto.rawValue

  /// `--no-mouse`: do not take the mouse in the terminal.
  @Flag(name: .customLong("no-mouse"), help: "Do not take the mouse (wheel and clicks).")
  public var noMouse = false

  /// `--reduce-motion`: show changes at once, without animations.
  @Flag(
    help: ArgumentHelp(
      "Show changes at once. Without it, inserted, deleted, moved and reloaded rows animate "
        + "for about 200 ms (never when the output is not a terminal)."))
  public var reduceMotion = false

  /// `--log PATH`: the file log lines are appended to; `nil` logs nothing.
  @Option(
    help: ArgumentHelp(
      "Append log lines (start, screens opened and closed, resizes) to PATH; nothing is ever "
        + "logged to the screen. Without it, nothing is logged.", valueName: "PATH"))
  public var log: String?

  /// Arguments for swift-argument-parser to fill in.
  public init() {}

  /// The options the arguments give.
  public var options: AppOptions {
    AppOptions(
      servesWeb: web, port: port ?? AppOptions().port,
      colorMode: ColorMode(rawValue: color) ?? .auto,
      usesMouse: !noMouse, reducesMotion: reduceMotion, logPath: log,
      maximumTabs: maximumTabs ?? AppOptions().maximumTabs,
      maximumTabMemory: maximumTabMemory.map { $0 == 0 ? nil : $0 * 1_000_000 }
        ?? AppOptions().maximumTabMemory)
  }

  /// Rejects a colour mode that does not exist, an empty log path, a port outside 0 to 65535,
  /// a tab limit under 1, a negative memory bound, and the web's options without `--web`, with
  /// a usage error.
  public func validate() throws {
    if ColorMode(rawValue: color) == nil {
      throw ValidationError(
        "--color: '\(color)' is not a valid value; use auto, always or never")
    }
    if log?.isEmpty == true { throw ValidationError("--log needs a path") }
    if let port {
      guard web else { throw ValidationError("--port needs --web") }
      guard (0...65_535).contains(port) else {
        throw ValidationError("--port: \(port) is not a port; use 0 to 65535")
      }
    }
    if let maximumTabs {
      guard web else { throw ValidationError("--max-tabs needs --web") }
      guard maximumTabs >= 1 else {
        throw ValidationError("--max-tabs: \(maximumTabs) is too few; serve at least 1 tab")
      }
    }
    if let maximumTabMemory {
      guard web else { throw ValidationError("--max-tab-memory needs --web") }
      guard maximumTabMemory >= 0, maximumTabMemory <= Int.max / 1_000_000 else {
        throw ValidationError(
          "--max-tab-memory: \(maximumTabMemory) is not a number of megabytes; use 0 for no bound")
      }
    }
  }
}
