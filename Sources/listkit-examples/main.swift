import ArgumentParser
import Foundation
import ListKitExamples
import ListKitTerminal

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
  let environment = ProcessInfo.processInfo.environment
  let isTerminal =
    LiveTerminalBackend.isTerminal(STDOUT_FILENO) && LiveTerminalBackend.isTerminal(STDIN_FILENO)
    && environment["TERM"] != "dumb"
  let backend = ExamplesApp.makeBackend(
    options: options, environment: environment, isTerminal: isTerminal)
  let app = ExamplesApp.make(backend: backend, options: options)
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

exit(MainActor.assumeIsolated { runExamples() })
