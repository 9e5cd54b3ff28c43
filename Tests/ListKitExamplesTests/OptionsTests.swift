import ListKitExamples
import ListKitTerminal
import Testing

@Suite struct ExamplesCommandTests {
  @Test(arguments: [
    (["--color=auto"], ColorMode.auto),
    (["--color", "always"], .always),
    (["--color=never"], .never),
    ([], .auto),
  ])
  func test_color_parses(arguments: [String], expected: ColorMode) throws {
    #expect(try ExamplesCommand.parse(arguments).options.app.colorMode == expected)
  }

  @Test func test_color_rejectsBadAndMissingValues() {
    #expect(message(["--color=sometimes"]).contains("'sometimes' is not a valid value"))
    #expect(message(["--color"]).contains("Missing value for '--color <WHEN>'"))
  }

  @Test func test_log_parses() throws {
    #expect(try ExamplesCommand.parse([]).options.app.logPath == nil)
    #expect(try ExamplesCommand.parse(["--log", "/tmp/a.log"]).options.app.logPath == "/tmp/a.log")
    #expect(try ExamplesCommand.parse(["--log=b.log"]).options.app.logPath == "b.log")
    #expect(message(["--log"]).contains("Missing value for '--log <PATH>'"))
    #expect(message(["--log="]).contains("Missing value for '--log <PATH>'"))
  }

  @Test func test_reduceMotion_parses() throws {
    #expect(try !ExamplesCommand.parse([]).options.app.reducesMotion)
    #expect(try ExamplesCommand.parse(["--reduce-motion"]).options.app.reducesMotion)
  }

  @Test func test_demoSeedMouseAndList_parse() throws {
    let options = try ExamplesCommand.parse(["--demo", "feed", "--seed", "7", "--no-mouse"])
      .options
    #expect(options.demo == "feed")
    #expect(options.seed == 7)
    #expect(!options.app.usesMouse)
    #expect(try ExamplesCommand.parse(["--list"]).options.listsDemos)
    #expect(message(["--demo", "nope"]).contains("no demo named 'nope'; see --list"))
    #expect(message(["--seed", "-1"]).contains("--seed"))
    #expect(message(["--frobnicate"]).contains("Unknown option '--frobnicate'"))
  }

  @Test func test_webAndPort_parse() throws {
    let terminal = try ExamplesCommand.parse([]).options
    #expect(!terminal.app.servesWeb)
    #expect(terminal.app.port == 8080)
    let web = try ExamplesCommand.parse(["--web"]).options
    #expect(web.app.servesWeb)
    #expect(web.app.port == 8080)
    #expect(try ExamplesCommand.parse(["--web", "--port", "9001"]).options.app.port == 9001)
    #expect(try ExamplesCommand.parse(["--web", "--port=0"]).options.app.port == 0)
    #expect(message(["--port", "9001"]).contains("--port needs --web"))
    #expect(message(["--web", "--port", "65536"]).contains("65536 is not a port"))
    #expect(message(["--web", "--port", "-1"]).contains("--port"))
    #expect(message(["--web", "--port", "http"]).contains("--port"))
  }

  @Test func theWebsTabLimitAndTabMemoryBoundParse() throws {
    let web = try ExamplesCommand.parse(["--web"]).options.app
    #expect(web.maximumTabs == 64)
    #expect(web.maximumTabMemory == 256_000_000)
    let set = try ExamplesCommand.parse(["--web", "--max-tabs", "3", "--max-tab-memory", "100"])
      .options.app
    #expect(set.maximumTabs == 3)
    #expect(set.maximumTabMemory == 100_000_000)
    #expect(
      try ExamplesCommand.parse(["--web", "--max-tab-memory", "0"]).options.app.maximumTabMemory
        == nil)
    #expect(message(["--max-tabs", "3"]).contains("--max-tabs needs --web"))
    #expect(message(["--web", "--max-tabs", "0"]).contains("serve at least 1 tab"))
    #expect(message(["--max-tab-memory", "3"]).contains("--max-tab-memory needs --web"))
    #expect(message(["--web", "--max-tab-memory", "-5"]).contains("--max-tab-memory"))
  }

  @Test func test_help_documentsTheOptionsAndKeys() {
    let help = ExamplesCommand.helpMessage(columns: 100)
    for text in [
      "USAGE: listkit-examples", "--demo <NAME>", "--list", "--seed <N>", "--no-mouse",
      "--color <WHEN>", "auto", "always", "never", "--log <PATH>", "--reduce-motion", "200 ms",
      "-h, --help", "KEYS:", "Tab Shift-Tab", "pasted text", "Ctrl-Z", "plain", "F2 F3",
      "typing", "filter the catalog's demos by a fuzzy match", "--web", "--port <N>", "WEB:",
      "--max-tabs <N>", "--max-tab-memory <MB>",
      "http://127.0.0.1:8080/",
    ] {
      #expect(help.contains(text), "\(text)")
    }
  }

  /// What the command line prints for `arguments`' usage error.
  func message(_ arguments: [String]) -> String {
    do {
      _ = try ExamplesCommand.parse(arguments)
      return ""
    } catch {
      return ExamplesCommand.message(for: error)
    }
  }
}
