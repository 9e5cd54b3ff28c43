import ListKitTerminal

/// How an app runs: in the terminal or served to browsers, and the settings of each.
/// ``AppArguments`` reads them from the command line; tests and apps with settings of their own
/// make them directly.
public struct AppOptions: Equatable, Sendable {
  /// Whether the app is served to web browsers instead of shown in the terminal (`--web`).
  public var servesWeb: Bool
  /// The port the web server listens on (`--port`); 0 for any free port.
  public var port: Int
  /// When the terminal uses colour (`--color`).
  public var colorMode: ColorMode
  /// Whether the terminal reports the mouse to the app (not `--no-mouse`).
  public var usesMouse: Bool
  /// Whether changes show at once, without animations (`--reduce-motion`).
  public var reducesMotion: Bool
  /// The file log lines are appended to (`--log`); `nil` logs nothing.
  public var logPath: String?
  /// The most browser tabs served at once (`--max-tabs`): `WebServer`'s `maximumSessions`.
  public var maximumTabs: Int
  /// The most bytes one tab's lists may hold (`--max-tab-memory`, in megabytes), `nil` for no
  /// bound: `WebServer`'s `maximumSessionMemory`.
  public var maximumTabMemory: Int?

  /// Options with their defaults: the terminal, colour as the environment says, the mouse,
  /// animations, no log; for the web, port 8080, at most 64 tabs and 256 MB for each tab's
  /// lists.
  public init(
    servesWeb: Bool = false, port: Int = 8080, colorMode: ColorMode = .auto,
    usesMouse: Bool = true, reducesMotion: Bool = false, logPath: String? = nil,
    maximumTabs: Int = 64, maximumTabMemory: Int? = 256_000_000
  ) {
    self.servesWeb = servesWeb
    self.port = port
    self.colorMode = colorMode
    self.usesMouse = usesMouse
    self.reducesMotion = reducesMotion
    self.logPath = logPath
    self.maximumTabs = maximumTabs
    self.maximumTabMemory = maximumTabMemory
  }
}
