import ListKit
import ListKitApp
import ListKitTerminal

/// What a run of `listkit-examples` asks for: the demo to open, the seed, and how the app runs
/// (`ListKitApp`'s options: the terminal's settings, the web, the log). ``ExamplesCommand`` reads
/// them from the command line.
public struct ExamplesOptions: Equatable, Sendable {
  /// The demo to open, or `nil` for the catalog alone.
  public var demo: String?
  /// Print the demos, one a line, and exit.
  public var listsDemos = false
  /// The seed of the demos' random data.
  public var seed: UInt64 = 1
  /// How the app runs: in the terminal or served to browsers, with colour, the mouse, motion
  /// and the log as the command line says.
  public var app = AppOptions()

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

  /// The screens the app starts with: the catalog, and on top of it the demo `options` names,
  /// their random data from `options`' seed and their delayed work on `scheduler`.
  public static func screens(options: ExamplesOptions, scheduler: any Scheduler)
    -> [ViewController]
  {
    let environment = DemoEnvironment(scheduler: scheduler, seed: options.seed)
    var screens: [ViewController] = [CatalogViewController(environment: environment)]
    if let name = options.demo, let demo = DemoCatalog.demo(named: name) {
      screens.append(demo.make(environment))
    }
    return screens
  }

  /// An app on `backend` showing ``screens(options:scheduler:)``, made by ListKitApp's
  /// `AppRunner` as `listkit-examples` makes it: animated when the backend shows animations and
  /// `options` do not reduce motion, logging to the file `options` names, if any (the app's
  /// ``TerminalApplication/log`` is `nil` when that file cannot be opened).
  ///
  /// The demos' own delayed work, such as a simulated load, runs on `demoScheduler`: the app's
  /// clock when it is `nil`, as tests want it; the main queue (`MainQueueScheduler.shared`) in
  /// `listkit-examples`, as an IGListKit app's `DispatchQueue.main.asyncAfter` does.
  public static func make(
    backend: any TerminalBackend, options: ExamplesOptions,
    clock: ManualScheduler = ManualScheduler(), demoScheduler: (any Scheduler)? = nil
  ) -> TerminalApplication {
    let app = AppRunner.makeTerminalApplication(
      backend: backend, title: title, options: options.app, clock: clock, screens: [])
    for screen in screens(options: options, scheduler: demoScheduler ?? app.scheduler) {
      app.push(screen)
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
