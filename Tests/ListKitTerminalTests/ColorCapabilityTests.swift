import ListKitTerminal
import ListUI
import Testing

@Suite struct ColorCapabilityTests {
  @Test(arguments: [
    ([String: String](), ColorCapability.none),
    (["TERM": "dumb"], .none),
    (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
    (["TERM": "xterm"], .ansi16),
    (["TERM": "linux"], .ansi16),
    (["TERM": "screen"], .ansi16),
    (["TERM": "xterm-256color"], .ansi256),
    (["TERM": "tmux-256color"], .ansi256),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
    (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
    (["TERM": "xterm-direct"], .trueColor),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
    (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
  ])
  func test_detect(environment: [String: String], expected: ColorCapability) {
    #expect(ColorCapability.detect(environment: environment) == expected)
  }

  /// The style sequence a one-cell frame in `style` is written with.
  private func sequence(_ style: TextStyle, _ capability: ColorCapability) -> String {
    var frame = TerminalFrame(size: TerminalSize(columns: 1, rows: 1))
    frame[0, 0] = Cell(grapheme: "x", width: 1, style: style)
    var empty = TerminalFrame(size: frame.size)
    empty[0, 0] = Cell(grapheme: "y", width: 1)
    let changes = FrameDiffer(capability: capability).changes(from: empty, to: frame)
    return String(changes.dropFirst("\u{1B}[1;1H".count).dropLast())
  }

  @Test(arguments: [
    (ColorCapability.trueColor, "\u{1B}[0;1;38;2;255;135;0;44m"),
    (.ansi256, "\u{1B}[0;1;38;5;208;44m"),
    (.ansi16, "\u{1B}[0;1;33;44m"),
    (.none, "\u{1B}[0;1m"),
  ])
  func test_colours_byCapability(capability: ColorCapability, expected: String) {
    let style = TextStyle(
      foreground: .rgb(red: 255, green: 135, blue: 0), background: .blue, isBold: true)
    #expect(sequence(style, capability) == expected)
  }

  @Test func test_indexedColours_byCapability() {
    let style = TextStyle(foreground: .indexed(196), background: .brightWhite)
    #expect(sequence(style, .trueColor) == "\u{1B}[0;38;5;196;107m")
    #expect(sequence(style, .ansi256) == "\u{1B}[0;38;5;196;107m")
    #expect(sequence(style, .ansi16) == "\u{1B}[0;91;107m")
    #expect(sequence(style, .none) == "\u{1B}[0m")
  }

  @Test func test_systemColours_byCapability() {
    let style = TextStyle(foreground: Color.systemRed.drawingColor)
    #expect(sequence(style, .trueColor) == "\u{1B}[0;38;2;255;59;48m")
    #expect(sequence(style, .ansi256) == "\u{1B}[0;38;5;203m")
    #expect(sequence(style, .ansi16) == "\u{1B}[0;91m")
    #expect(sequence(style, .none) == "\u{1B}[0m")
  }

  @Test func test_greys_useTheGreyRamp() {
    let style = TextStyle(foreground: .rgb(red: 128, green: 128, blue: 128))
    #expect(sequence(style, .ansi256) == "\u{1B}[0;38;5;244m")
  }

  @Test func test_noColor_keepsBoldReverseUnderlineDimAndItalic() {
    let style = TextStyle(
      foreground: .red, background: .green, isBold: true, isDim: true, isUnderlined: true,
      isReversed: true, isItalic: true)
    #expect(sequence(style, .none) == "\u{1B}[0;1;2;3;4;7m")
  }
}

@Suite struct ColorModeTests {
  @Test(arguments: [
    (
      ColorMode.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
      ColorCapability.trueColor
    ),
    (.auto, ["TERM": "xterm", "NO_COLOR": "1"], .none),
    (.auto, [:], .none),
    (.always, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
    (.always, ["TERM": "xterm"], .ansi16),
    (.always, ["TERM": "xterm", "NO_COLOR": "1"], .ansi16),
    (.always, [:], .ansi256),
    (.always, ["TERM": "dumb"], .ansi256),
    (.never, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], .none),
    (.never, ["TERM": "xterm"], .none),
  ])
  func test_capability(mode: ColorMode, environment: [String: String], expected: ColorCapability) {
    #expect(mode.capability(environment: environment) == expected)
  }

  @Test func test_never_keepsBoldAndReverse() {
    var frame = TerminalFrame(size: TerminalSize(columns: 1, rows: 1))
    let style = TextStyle(foreground: .indexed(1), isBold: true, isReversed: true)
    frame[0, 0] = Cell(grapheme: "x", width: 1, style: style)
    let capability = ColorMode.never.capability(environment: ["TERM": "xterm-256color"])
    let output = FrameDiffer(capability: capability).changes(from: nil, to: frame)
    #expect(output.contains("\u{1B}[0;1;7m"))
  }
}
