import ChildProcessSupport
import Foundation
import ListKitExamples
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `listkit-examples` in a tmux pane of 80x24: keys go in with `send-keys`, the
/// screen comes out with `capture-pane`, and `stty -a`, run in the pane before and after, shows
/// whether the terminal was given back as it was.
///
/// Nothing is built here: the binary is the one next to the test bundle, or in
/// `swift build --show-bin-path`. Without tmux the tests are skipped, unless `CI=true`, where
/// they fail.
@Suite(.serialized) struct EndToEndTests {
  static let hasTmux = ChildProcess.run("/bin/sh", ["-c", "command -v tmux"]).status == 0
  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  @Test(
    .enabled(
      if: hasTmux || isCI,
      "tmux is not installed: the end-to-end tests are skipped (they fail when CI=true)"))
  func test_navigateAndQuit_restoresTheTerminal() throws {
    let session = try #require(try Session.start())
    defer { session.close() }
    try session.waitForScreen { $0.contains("\(DemoCatalog.all.count) demos") }
    session.send("j", "Enter")
    try session.waitForScreen { $0.contains("Getting Started") && $0.contains("Foo") }
    session.send("Escape")
    try session.waitForScreen { $0.contains("\(DemoCatalog.all.count) demos") }
    session.send("End")
    try session.waitForScreen { $0.contains("\(DemoCatalog.all.count)/\(DemoCatalog.all.count)") }
    session.send("q")
    let result = try session.waitForExit()
    #expect(result.status == "0")
    #expect(result.sttyBefore.contains(" icanon"))
    #expect(result.sttyBefore == result.sttyAfter)
    #expect(session.isAlternateScreenOn == false)
    // The test leaves no tmux behind: its server, on a socket of its own, is gone.
    session.close()
    #expect(ChildProcess.run("tmux", ["-S", session.socket, "ls"]).status != 0)
    #expect(!FileManager.default.fileExists(atPath: session.directory.path))
  }

  @Test(
    .enabled(
      if: hasTmux || isCI,
      "tmux is not installed: the end-to-end tests are skipped (they fail when CI=true)"))
  func test_anAlertAndABarButtonItem_inATerminal() throws {
    let session = try #require(try Session.start(arguments: ["--demo", "single"]))
    defer { session.close() }
    try session.waitForScreen { $0.contains("Single Section Controller") && $0.contains("Cell: 3") }
    session.send("Enter")
    try session.waitForScreen { $0.contains("Section 1 was selected") && $0.contains("Dismiss") }
    session.send("Enter")
    try session.waitForScreen { !$0.contains("Dismiss") && $0.contains("Selected cell 0") }
    session.send("Escape", "j", "j", "j", "j", "j", "Enter")
    try session.waitForScreen { $0.contains("F2 Add") && $0.contains("Row 3") }
    session.send("F2")
    try session.waitForScreen { $0.contains("Row 4") }
    session.send("q", "q")
    let result = try session.waitForExit()
    #expect(result.status == "0")
  }

  /// The tail-loading demo's load runs on the main queue (`DispatchQueue.main.asyncAfter`, as
  /// an IGListKit app's does), and the page it appends reaches the screen while the app runs.
  @Test(
    .enabled(
      if: hasTmux || isCI,
      "tmux is not installed: the end-to-end tests are skipped (they fail when CI=true)"))
  func test_aLoadOnTheMainQueue_reachesTheScreen() throws {
    let session = try #require(try Session.start(arguments: ["--demo", "load-more"]))
    defer { session.close() }
    try session.waitForScreen { $0.contains("Tail Loading") && $0.contains("30 items") }
    session.send("End")
    try session.waitForScreen { $0.contains("loading more") }
    // 50 items or more: the demo goes on loading while the selection is near the end.
    try session.waitForScreen {
      $0.range(of: #"\b([5-9][0-9]|[12][0-9][0-9]) items"#, options: .regularExpression) != nil
    }
    session.send("q", "q")
    let result = try session.waitForExit()
    #expect(result.status == "0")
  }

  @Test(
    .enabled(
      if: hasTmux || isCI,
      "tmux is not installed: the end-to-end tests are skipped (they fail when CI=true)"))
  func test_sigterm_restoresTheTerminal() throws {
    let session = try #require(try Session.start(arguments: ["--demo", "reorder"]))
    defer { session.close() }
    try session.waitForScreen { $0.contains("Reorder Cells") && $0.contains("Cell: 20") }
    let pid = try #require(session.appPID)
    #expect(kill(pid, SIGTERM) == 0)
    let result = try session.waitForExit()
    #expect(result.status == "\(128 + SIGTERM)")
    #expect(result.sttyBefore.contains(" icanon"))
    #expect(result.sttyBefore == result.sttyAfter)
    #expect(session.isAlternateScreenOn == false)
  }
}

extension EndToEndTests {
  @Test(
    .enabled(
      if: hasTmux || isCI,
      "tmux is not installed: the end-to-end tests are skipped (they fail when CI=true)"))
  func test_sigtstpFromOutside_restoresTheTerminal_andFgRedraws() throws {
    let shell = try #require(try ShellSession.start())
    defer { shell.session.close() }
    shell.run("stty -a > before", signalling: "before")
    try shell.wait(for: "before")
    shell.session.send("\(Shell.quote(shell.binary)) --log app.log", "Enter")
    try shell.session.waitForScreen { $0.contains("\(DemoCatalog.all.count) demos") }
    try shell.session.waitForScreen { _ in shell.appPID != nil }
    let pid = try #require(shell.appPID)
    #expect(shell.session.isAlternateScreenOn)

    #expect(kill(pid, SIGTSTP) == 0)
    try shell.session.waitForScreen { $0.contains("Stopped") }
    shell.run("stty -a > during", signalling: "during")
    try shell.wait(for: "during")
    #expect(shell.read("before").contains(" icanon"))
    #expect(shell.read("during") == shell.read("before"))
    #expect(!shell.session.isAlternateScreenOn)
    #expect(shell.session.flag("cursor_flag") == "1")
    #expect(shell.session.flag("mouse_any_flag") == "0")

    shell.session.send("fg", "Enter")
    try shell.session.waitForScreen {
      $0.contains("\(DemoCatalog.all.count) demos") && $0.contains("? keys")
    }
    #expect(shell.session.isAlternateScreenOn)
    shell.session.send("j")
    try shell.session.waitForScreen { $0.contains("2/\(DemoCatalog.all.count)") }
    shell.session.send("q")
    try shell.session.waitForScreen { _ in shell.appPID == nil }
    shell.run("stty -a > after", signalling: "after")
    try shell.wait(for: "after")
    #expect(shell.read("after") == shell.read("before"))
    #expect(!shell.session.isAlternateScreenOn)
    let log = shell.read("app.log")
    #expect(log.contains("suspend"))
    #expect(log.contains("resume at 80x24"))
  }
}

/// An interactive `sh -i` in a tmux pane, with job control, in which the test types commands:
/// the app runs as a foreground job that can be stopped and brought back with `fg`.
struct ShellSession {
  let session: Session
  let binary: String

  static func start() throws -> ShellSession? {
    guard EndToEndTests.hasTmux else {
      Issue.record("tmux is not installed, and CI=true: install it (see .ci/run)")
      return nil
    }
    guard let binary = Session.examplesBinary() else {
      Issue.record("listkit-examples is not built: run swift build first")
      return nil
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("listkit-e2e-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let socket = directory.appendingPathComponent("tmux.socket").path
    let started = ChildProcess.run(
      "tmux",
      [
        "-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "e2e",
        "-c", directory.path, "env", "TERM=xterm-256color", "PS1=$ ", "ENV=", "sh", "-i",
      ])
    #expect(started.status == 0, "tmux new-session failed")
    return ShellSession(session: Session(socket: socket, directory: directory), binary: binary)
  }

  /// Types `command` into the shell, followed by a tmux signal named `name` when it is done.
  func run(_ command: String, signalling name: String) {
    session.send(
      "\(command); tmux -S \(Shell.quote(session.socket)) wait-for -S \(name)", "Enter")
  }

  /// Waits for the tmux signal `name`.
  func wait(for name: String) throws {
    let waited = ChildProcess.run(
      "timeout", ["60", "tmux", "-S", session.socket, "wait-for", name])
    guard waited.status == 0 else { throw EndToEndError.screenNotShown(session.screen) }
  }

  /// The text of the file `name` in the session's directory.
  func read(_ name: String) -> String {
    (try? String(contentsOf: session.directory.appendingPathComponent(name), encoding: .utf8))
      ?? ""
  }

  /// The PID of the app, a child of the pane's shell, or `nil` when it is not running.
  var appPID: pid_t? {
    guard let shell = pid_t(session.flag("pane_pid")) else { return nil }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"), open < close
      else { continue }
      let name = stat[stat.index(after: open)..<close]
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, pid_t(fields[1]) == shell, "listkit-examples".hasPrefix(name) {
        return pid
      }
    }
    return nil
  }
}

/// A tmux server of its own, on a socket in a temporary directory, with one session running the app through a wrapper script that
/// records `stty -a` before and after, the app's PID and its exit status.
struct Session {
  let socket: String
  let directory: URL

  /// Starts the session, or records an issue and returns `nil` when tmux or the binary is
  /// missing.
  static func start(arguments: [String] = []) throws -> Session? {
    guard EndToEndTests.hasTmux else {
      Issue.record("tmux is not installed, and CI=true: install it (see .ci/run)")
      return nil
    }
    guard let binary = examplesBinary() else {
      Issue.record("listkit-examples is not built: run swift build first")
      return nil
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("listkit-e2e-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let socket = directory.appendingPathComponent("tmux.socket").path
    let quoted = ([binary] + arguments).map(Shell.quote).joined(separator: " ")
    let dir = Shell.quote(directory.path)
    // A background job of a script reads /dev/null unless told otherwise: the app is given the
    // pane's terminal, and its PID is written for the test.
    let script = """
      #!/bin/sh
      cd \(dir)
      stty -a > before
      \(quoted) < /dev/tty &
      echo $! > pid
      wait $!
      echo $? > status
      stty -a > after
      tmux -S \(Shell.quote(socket)) wait-for -S done
      exec cat
      """
    let wrapper = directory.appendingPathComponent("run.sh")
    try script.write(to: wrapper, atomically: true, encoding: .utf8)
    chmod(wrapper.path, 0o755)
    let started = ChildProcess.run(
      "tmux",
      [
        "-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "e2e",
        "env", "TERM=xterm-256color", wrapper.path,
      ])
    #expect(started.status == 0, "tmux new-session failed")
    return Session(socket: socket, directory: directory)
  }

  /// The binary next to the test bundle, or in `swift build --show-bin-path`.
  static func examplesBinary() -> String? {
    var candidates: [String] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    {
      candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent().path)
    }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().path)
    candidates.append(Bundle.main.bundleURL.path)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let shown = ChildProcess.run(
      "swift", ["build", "--show-bin-path", "--package-path", root.path])
    if shown.status == 0 {
      candidates.append(shown.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return candidates.map { $0 + "/listkit-examples" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  func tmux(_ arguments: String...) -> ChildProcess.Result {
    ChildProcess.run("tmux", ["-S", socket] + arguments)
  }

  /// The pane's text.
  var screen: String { tmux("capture-pane", "-p", "-t", "e2e").output }

  /// A tmux format of the pane, such as `cursor_flag`, trimmed.
  func flag(_ name: String) -> String {
    tmux("display", "-p", "-t", "e2e", "#{\(name)}").output
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the pane shows the alternate screen.
  var isAlternateScreenOn: Bool {
    tmux("display", "-p", "-t", "e2e", "#{alternate_on}").output.hasPrefix("1")
  }

  /// The app's PID, as the wrapper wrote it.
  var appPID: pid_t? {
    (try? String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8))
      .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// Presses keys, in tmux's names.
  func send(_ keys: String...) {
    for key in keys { _ = tmux("send-keys", "-t", "e2e", key) }
  }

  /// Reads the screen until `condition` holds; each read is a tmux call. Gives up, with an
  /// error, after a minute, far longer than a slow machine needs.
  func waitForScreen(_ condition: (String) -> Bool) throws {
    let deadline = ContinuousClock.now + .seconds(60)
    var last = ""
    while ContinuousClock.now < deadline {
      last = screen
      if condition(last) { return }
    }
    throw EndToEndError.screenNotShown(last)
  }

  /// Waits for the wrapper's signal that the app ended, and returns what it recorded.
  func waitForExit() throws -> (status: String, sttyBefore: String, sttyAfter: String) {
    // `timeout` ends the wait if the app never exits.
    let waited = ChildProcess.run("timeout", ["60", "tmux", "-S", socket, "wait-for", "done"])
    guard waited.status == 0 else { throw EndToEndError.appDidNotExit(screen) }
    func read(_ name: String) -> String {
      (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
    return (
      read("status").trimmingCharacters(in: .whitespacesAndNewlines), read("before"),
      read("after")
    )
  }

  /// Ends the tmux server of this session and removes the files.
  func close() {
    _ = tmux("kill-server")
    try? FileManager.default.removeItem(at: directory)
  }
}

enum EndToEndError: Error {
  case screenNotShown(String)
  case appDidNotExit(String)
}

/// Shell quoting for the end-to-end tests' scripts.
enum Shell {
  /// `text` quoted for the shell.
  static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
