import ListKitExamples
import ListKitTerminal
import Testing

@Suite struct ExamplesOptionsTests {
  @Test(arguments: [
    (["--color=auto"], ColorMode.auto),
    (["--color", "always"], .always),
    (["--color=never"], .never),
    ([], .auto),
  ])
  func test_color_parses(arguments: [String], expected: ColorMode) throws {
    #expect(try ExamplesOptions(arguments: arguments).colorMode == expected)
  }

  @Test func test_color_rejectsBadAndMissingValues() {
    #expect(throws: ExamplesOptionsError.badValue("--color", "sometimes")) {
      try ExamplesOptions(arguments: ["--color=sometimes"])
    }
    #expect(throws: ExamplesOptionsError.missingValue("--color")) {
      try ExamplesOptions(arguments: ["--color"])
    }
  }

  @Test func test_log_parses() throws {
    #expect(try ExamplesOptions(arguments: []).logPath == nil)
    #expect(try ExamplesOptions(arguments: ["--log", "/tmp/a.log"]).logPath == "/tmp/a.log")
    #expect(try ExamplesOptions(arguments: ["--log=b.log"]).logPath == "b.log")
    #expect(throws: ExamplesOptionsError.missingValue("--log")) {
      try ExamplesOptions(arguments: ["--log"])
    }
    #expect(throws: ExamplesOptionsError.badValue("--log", "")) {
      try ExamplesOptions(arguments: ["--log="])
    }
  }

  @Test func test_reduceMotion_parses() throws {
    #expect(try !ExamplesOptions(arguments: []).reducesMotion)
    #expect(try ExamplesOptions(arguments: ["--reduce-motion"]).reducesMotion)
  }

  @Test func test_help_documentsTheOptions() {
    let help = ExamplesOptions.help
    for option in ["--color", "auto", "always", "never", "--log PATH", "--reduce-motion"] {
      #expect(help.contains(option), "\(option)")
    }
    #expect(help.contains("200 ms"))
    #expect(help.contains("Tab Shift-Tab"))
    #expect(help.contains("pasted text"))
    #expect(help.contains("Ctrl-Z"))
  }
}
