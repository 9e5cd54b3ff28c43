import ArgumentParser
import Foundation
import ListKitExamples
import ListKitTerminal
import ListKitWeb
import ListUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
func runExamples() -> Int32 {
  let options: ExamplesOptions
  do {
    options = try ExamplesCommand.parse(Array(CommandLine.arguments.dropFirst())).options
  } catch {
    // Prints the help for --help (and exits 0), or the usage error with the usage (exit 64).
    ExamplesCommand.exit(withError: error)
  }
  if options.listsDemos {
    print(ExamplesOptions.demoList)
    return 0
  }
  if options.servesWeb { serveWeb(options: options) }
  let environment = ProcessInfo.processInfo.environment
  let isTerminal =
    LiveTerminalBackend.isTerminal(STDOUT_FILENO) && LiveTerminalBackend.isTerminal(STDIN_FILENO)
    && environment["TERM"] != "dumb"
  let backend = ExamplesApp.makeBackend(
    options: options, environment: environment, isTerminal: isTerminal)
  // The demos' simulated loads run on the main queue, as an IGListKit app's do.
  let app = ExamplesApp.make(
    backend: backend, options: options, demoScheduler: MainQueueScheduler.shared)
  if let path = options.logPath, app.log == nil {
    FileHandle.standardError.write(Data("listkit-examples: cannot open log '\(path)'\n".utf8))
    return 2
  }
  do {
    try app.run()
  } catch {
    FileHandle.standardError.write(Data("listkit-examples: \(error)\n".utf8))
    return 1
  }
  return 0
}

/// Serves the catalog to browsers on 127.0.0.1 until Ctrl-C, then exits: 0 after a clean stop,
/// 1 when the port cannot be bound, 2 when the log cannot be opened. Log lines go to `--log`'s
/// file, or else to standard error.
@MainActor
func serveWeb(options: ExamplesOptions) -> Never {
  var output = FileHandle.standardError
  if let path = options.logPath {
    if !FileManager.default.fileExists(atPath: path) {
      // When it cannot be created, opening it below fails and says so.
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    guard let file = FileHandle(forWritingAtPath: path) else {
      FileHandle.standardError.write(Data("listkit-examples: cannot open log '\(path)'\n".utf8))
      exit(2)
    }
    file.seekToEndOfFile()
    output = file
  }
  let log = output
  let server = WebServer(
    port: options.port, makeSession: { ExamplesWeb.makeSession(options: options) },
    log: { log.write(Data("\($0)\n".utf8)) },
    onServerRunning: { port in
      // Written at once, not buffered: a program reading the pipe learns the address.
      FileHandle.standardOutput.write(
        Data("ListKit examples at http://127.0.0.1:\(port)/ — Ctrl-C quits\n".utf8))
    })
  do {
    try server.serve()
  } catch {
    FileHandle.standardError.write(
      Data("listkit-examples: cannot serve on 127.0.0.1:\(options.port): \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}

exit(MainActor.assumeIsolated { runExamples() })
