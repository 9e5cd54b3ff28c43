import ListKit
import ListKitTerminal

/// What a run of `listkit-examples` asks for: the demo to open, the seed, the terminal's
/// settings and the log. ``ExamplesCommand`` reads them from the command line.
public struct ExamplesOptions: Equatable, Sendable {
  /// The demo to open, or `nil` for the catalog alone.
  public var demo: String?
  /// Print the demos, one a line, and exit.
  public var listsDemos = false
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
  /// Whether the catalog is served to web browsers instead of shown in the terminal (`--web`).
  public var servesWeb = false
  /// The port the web server listens on (`--port`); 0 for any free port.
  public var port = 8080

  /// Options with their defaults.
  public init() {}

  /// The demos, one a line: the name, then the summary.
  public static var demoList: String {
    let width = DemoCatalog.all.map(\.name.count).max() ?? 0
    return DemoCatalog.all.map { demo in
      demo.name + String(repeating: " ", count: width - demo.name.count + 2) + demo.summary
    }.joined(separator: "\n")
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
  ///
  /// The demos' own delayed work, such as a simulated load, runs on `demoScheduler`: the app's
  /// clock when it is `nil`, as tests want it; the main queue (`MainQueueScheduler.shared`) in
  /// `listkit-examples`, as an IGListKit app's `DispatchQueue.main.asyncAfter` does.
  public static func make(
    backend: any TerminalBackend, options: ExamplesOptions,
    clock: ManualScheduler = ManualScheduler(), demoScheduler: (any Scheduler)? = nil
  ) -> TerminalApplication {
    let app = TerminalApplication(backend: backend, clock: clock, title: title)
    if let path = options.logPath { app.log = TerminalLog(path: path) }
    if options.reducesMotion { app.animatesUpdates = false }
    app.acceptsMouse = options.usesMouse
    let environment = DemoEnvironment(
      scheduler: demoScheduler ?? app.scheduler, seed: options.seed)
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
