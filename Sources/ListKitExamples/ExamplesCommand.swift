import ArgumentParser
import ListKitApp

/// The `listkit-examples` command line, parsed by swift-argument-parser: the options, their help,
/// and the keys the app takes.
public struct ExamplesCommand: ParsableCommand {
  /// The command's name, summary and the help's closing sections: the keys and what happens
  /// when the output is not a terminal.
  public static let configuration = CommandConfiguration(
    commandName: "listkit-examples",
    abstract: "ListKit's demo catalog, in the terminal or in a web browser.",
    discussion: """
      KEYS:
        ↑ ↓ j k            move the selection
        ← → h l            the item before, after: along a row that scrolls
                           across the list, scrolling it
        PgUp PgDn b space  page
        Home End g G       first, last
        Tab Shift-Tab      focus the next, previous control on screen (button,
                           switch, segmented control, text field), selecting
                           its row
        Enter              open a demo; press the focused button, turn a
                           switch, step a segmented control, else press the
                           row's first button
        ← →                step a focused segmented control
        /                  filter the catalog's demos by a fuzzy match of their
                           titles: type, Enter keeps the filter, Esc clears
                           it; in the search demo, type in the search bar
        paste              pasted text goes to the text field with the keys or
                           the search, never taken for keys, and is dropped
                           (logged) elsewhere
        typing             while a text field has the keys, keys type; ← →
                           Home End move, Backspace Delete Ctrl-U Ctrl-K
                           delete, Esc stops typing
        x, right click     the row's actions (its context menu), such as Remove
        F2 F3              press the title bar's buttons, such as Add or Refresh
        Esc q              back; quit from the catalog; on an alert, its cancel
                           action
        ?                  show the keys
        Ctrl-Z             suspend; resuming redraws the screen
        Ctrl-C             quit
        mouse              the wheel scrolls; a click selects a row, or presses
                           the control under it

      When the output is not a terminal, one frame of the catalog (or of --demo)
      is printed as plain text.

      WEB:
        --web serves the catalog at http://127.0.0.1:8080/ (another port with
        --port; --port 0 takes any free one) and prints the address to open.
        Each browser tab gets its own catalog, used with the mouse and the keys
        above. Only this machine can connect. Ctrl-C quits.
      """,
    helpNames: [.short, .long])

  /// `--demo NAME`.
  @Option(
    help: ArgumentHelp(
      "Open the demo NAME (see --list); Esc goes back to the catalog.", valueName: "NAME"))
  public var demo: String?

  /// `--list`.
  @Flag(help: "Print the demos, one a line: NAME, then what it shows.")
  public var list = false

  /// `--seed N`.
  @Option(
    help: ArgumentHelp(
      "Seed the demos' random data: the same seed, the same demo.", valueName: "N"))
  public var seed: UInt64 = 1

  /// How the app runs: `--web`, `--port`, `--color`, `--no-mouse`, `--reduce-motion` and
  /// `--log`, as every ListKitApp app takes them.
  @OptionGroup public var app: AppArguments

  /// A command with the defaults, as swift-argument-parser requires.
  public init() {}

  /// Rejects a demo that is not in the catalog with a usage error; ``app`` checks its own
  /// options.
  public func validate() throws {
    if let demo, DemoCatalog.demo(named: demo) == nil {
      throw ValidationError("no demo named '\(demo)'; see --list")
    }
  }

  /// The options the command line gives.
  public var options: ExamplesOptions {
    var options = ExamplesOptions()
    options.demo = demo
    options.listsDemos = list
    options.seed = seed
    options.app = app.options
    return options
  }
}
