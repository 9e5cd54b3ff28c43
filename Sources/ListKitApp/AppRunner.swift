import ArgumentParser
import Foundation
import ListKitTerminal
import ListKitWeb
import ListUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an app's screens in the terminal, or serves them to web browsers, from one `main`.
///
/// An app's screens are `AppViewController`s (or any view controllers): their keys, declared
/// once as key commands, their status text and their filter work in both. In `main.swift`:
///
/// ```swift
/// import ListKitApp
///
/// AppRunner.main(title: "Todo") { TodoViewController() }
/// ```
///
/// `todo` shows the list in the terminal; `todo --web` serves it at http://127.0.0.1:8080/,
/// each browser tab getting screens of its own; `todo --help` lists the options
/// (``AppArguments``).
@MainActor
public enum AppRunner {
  /// Parses the command line as ``AppArguments`` and runs the app as
  /// ``run(title:layoutUnits:options:makeScreens:)`` does, then exits with its status. `--help`
  /// prints the options and exits 0; a usage error prints it with the usage and exits 64.
  ///
  /// - Parameters:
  ///   - title: The app's title, on the left of the title bar.
  ///   - layoutUnits: What the screens' coordinates measure: cells, or points as UIKit code
  ///     sizes its views.
  ///   - arguments: The arguments, without the program's name.
  ///   - makeScreens: Makes the screens to show, bottom first, in a navigation stack: once in
  ///     the terminal, once for each browser tab.
  public static func main(
    title: String, layoutUnits: LayoutUnits = .cells,
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    makeScreens: @escaping @MainActor () -> [ViewController]
  ) -> Never {
    let options: AppOptions
    do {
      options = try AppArguments.parse(arguments).options
    } catch {
      AppArguments.exit(withError: error)
    }
    exit(run(title: title, layoutUnits: layoutUnits, options: options, makeScreens: makeScreens))
  }

  /// Parses the command line and runs the app with one first screen, as
  /// ``main(title:layoutUnits:arguments:makeScreens:)`` does.
  public static func main(
    title: String, layoutUnits: LayoutUnits = .cells,
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    makeScreen: @escaping @MainActor () -> ViewController
  ) -> Never {
    main(title: title, layoutUnits: layoutUnits, arguments: arguments) { [makeScreen()] }
  }

  /// Runs the app as `options` say: with `--web`, serves it to browsers on 127.0.0.1 until
  /// Ctrl-C or SIGTERM; else shows it in the terminal until the user quits, or, when standard
  /// input or output is not a terminal (or `TERM` is `dumb`), prints its first frame as plain
  /// text.
  ///
  /// - Returns: The exit status: 0 after a clean end, 1 when the terminal or the port fails, 2
  ///   when the log cannot be opened.
  public static func run(
    title: String, layoutUnits: LayoutUnits = .cells, options: AppOptions,
    makeScreens: @escaping @MainActor () -> [ViewController]
  ) -> Int32 {
    if options.servesWeb {
      return serve(
        title: title, layoutUnits: layoutUnits, options: options, makeScreens: makeScreens)
    }
    let environment = ProcessInfo.processInfo.environment
    let isTerminal =
      LiveTerminalBackend.isTerminal(STDOUT_FILENO) && LiveTerminalBackend.isTerminal(STDIN_FILENO)
      && environment["TERM"] != "dumb"
    let backend = makeBackend(options: options, environment: environment, isTerminal: isTerminal)
    let app = makeTerminalApplication(
      backend: backend, title: title, layoutUnits: layoutUnits, options: options,
      screens: makeScreens())
    if let path = options.logPath, app.log == nil {
      reportError("cannot open log '\(path)'")
      return 2
    }
    do {
      try app.run()
    } catch {
      reportError("\(error)")
      return 1
    }
    return 0
  }

  /// The terminal application that shows `screens` on `backend` as `options` say: animated
  /// unless the backend cannot show animations or `--reduce-motion`, with the mouse unless
  /// `--no-mouse`, logging to `--log`'s file (its `log` is
  /// `nil` when the file cannot be opened). Tests make one on an `InMemoryBackend`.
  public static func makeTerminalApplication(
    backend: any TerminalBackend, title: String, layoutUnits: LayoutUnits = .cells,
    options: AppOptions, clock: ManualScheduler = ManualScheduler(), screens: [ViewController]
  ) -> TerminalApplication {
    let app = TerminalApplication(
      backend: backend, clock: clock, title: title, layoutUnits: layoutUnits)
    if let path = options.logPath { app.log = TerminalLog(path: path) }
    if options.reducesMotion { app.animatesUpdates = false }
    app.acceptsMouse = options.usesMouse
    for screen in screens { app.push(screen) }
    return app
  }

  /// The web session of one browser tab: `screens` in a navigation stack, without transitions
  /// when `--reduce-motion`, on `clock` (the sessions' shared clock when `nil`, as a server
  /// runs them; tests give each its own).
  public static func makeWebSession(
    title: String, layoutUnits: LayoutUnits = .cells, options: AppOptions,
    clock: ManualScheduler? = nil, screens: [ViewController]
  ) -> WebSession {
    let navigation = NavigationController()
    let session = WebSession(
      rootViewController: navigation,
      options: WebSessionOptions(
        reducesMotion: options.reducesMotion, title: title, layoutUnits: layoutUnits),
      clock: clock)
    for screen in screens { navigation.pushViewController(screen, animated: false) }
    return session
  }

  /// The backend for a run with `options`: the live terminal when `isTerminal` (reporting the
  /// mouse unless `--no-mouse`, in the colours `--color` and `environment` allow), else plain
  /// text at the size `environment` gives, which never animates.
  public static func makeBackend(
    options: AppOptions, environment: [String: String], isTerminal: Bool
  ) -> any TerminalBackend {
    isTerminal
      ? LiveTerminalBackend(
        capability: options.colorMode.capability(environment: environment),
        reportsMouse: options.usesMouse)
      : PlainTextBackend(size: PlainTextBackend.size(environment: environment))
  }

  /// Serves the app to browsers on 127.0.0.1 until Ctrl-C or SIGTERM. Log lines go to `--log`'s
  /// file, or else to standard error; the address to open goes to standard output at once.
  private static func serve(
    title: String, layoutUnits: LayoutUnits, options: AppOptions,
    makeScreens: @escaping @MainActor () -> [ViewController]
  ) -> Int32 {
    var output = FileHandle.standardError
    if let path = options.logPath {
      if !FileManager.default.fileExists(atPath: path) {
        // When it cannot be created, opening it below fails and says so.
        _ = FileManager.default.createFile(atPath: path, contents: nil)
      }
      guard let file = FileHandle(forWritingAtPath: path) else {
        reportError("cannot open log '\(path)'")
        return 2
      }
      file.seekToEndOfFile()
      output = file
    }
    let log = output
    let factory = ScreenFactory(make: makeScreens)
    let server = WebServer(
      port: options.port, maximumSessions: options.maximumTabs,
      maximumSessionMemory: options.maximumTabMemory,
      makeSession: {
        makeWebSession(
          title: title, layoutUnits: layoutUnits, options: options, screens: factory.make())
      },
      log: { log.write(Data("\($0)\n".utf8)) },
      onServerRunning: { port in
        // Written at once, not buffered: a program reading the pipe learns the address.
        FileHandle.standardOutput.write(
          Data(
            "\(title.isEmpty ? "The app" : title) at http://127.0.0.1:\(port)/ — Ctrl-C quits\n"
              .utf8))
      })
    do {
      try server.serve()
    } catch {
      reportError("cannot serve on 127.0.0.1:\(options.port): \(error)")
      return 1
    }
    return 0
  }

  /// Writes `message` to standard error after the program's name.
  private static func reportError(_ message: String) {
    let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "app"
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
  }
}

/// Keeps the closure that makes an app's screens on the main actor, where the server's sessions
/// are made, so that the server may hold it.
@MainActor
private final class ScreenFactory: Sendable {
  let make: @MainActor () -> [ViewController]

  init(make: @escaping @MainActor () -> [ViewController]) {
    self.make = make
  }
}
