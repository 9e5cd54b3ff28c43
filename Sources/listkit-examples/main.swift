import Foundation
import ListKitApp
import ListKitExamples
import ListUI

/// Parses the command line, then prints the demos (`--list`) or runs the catalog with
/// ListKitApp's `AppRunner`: in the terminal, or served to browsers with `--web`.
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
  // The demos' simulated loads run on the main queue, as an IGListKit app's do; each browser tab
  // gets screens of its own.
  return AppRunner.run(title: ExamplesApp.title, options: options.app) {
    ExamplesApp.screens(options: options, scheduler: MainQueueScheduler.shared)
  }
}

exit(MainActor.assumeIsolated { runExamples() })
