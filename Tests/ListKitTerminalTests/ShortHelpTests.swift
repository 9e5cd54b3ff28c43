import ListKitTestSupport
import ListUI
import Testing

@testable import ListKitTerminal

/// The status line's short help: as many hints as fit, in order, each measured once.
@MainActor @Suite struct ShortHelpTests {
  /// The short help as its rule states it: each hint in order kept when the text of the hints
  /// kept so far, it and the `?` hint fits.
  private static func expectedShortHelp(_ hints: [KeyHint], toWidth width: Int) -> String {
    func text(_ shown: [KeyHint]) -> String {
      (shown + [ScreenChrome.moreKeysHint]).map { $0.keys + " " + $0.action }
        .joined(separator: ScreenChrome.helpSeparator)
    }
    var shown: [KeyHint] = []
    for hint in hints where TextMetrics.width(of: text(shown + [hint])) <= width {
      shown.append(hint)
    }
    let result = text(shown)
    return TextMetrics.width(of: result) <= width ? result : ""
  }

  @Test func theHintsThatFitAreShownInOrder_asTheRuleStatesIt() {
    let keys = ["/", "Esc", "[ ]", "↑ ↓ j k", "Enter", "日本", "d", "Esc q", ""]
    let actions = ["filter", "back", "tabs", "move", "open", "語", "delete", "a longer action", ""]
    for seed in UInt64(1)...300 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      let hints = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        KeyHint(
          keys[Int.random(in: keys.indices, using: &random)],
          actions[Int.random(in: actions.indices, using: &random)])
      }
      let width = Int.random(in: -1...90, using: &random)
      let help = ScreenChrome.shortHelp(hints, toWidth: width)
      #expect(help == Self.expectedShortHelp(hints, toWidth: width), "seed \(seed)")
      #expect(TextMetrics.width(of: help) <= max(0, width), "seed \(seed)")
    }
  }

  @Test func aHintThatDoesNotFitIsLeftOut_andALaterShorterOneTakesItsPlace() {
    let hints = [KeyHint("a", "long action here"), KeyHint("b", "go")]
    // "b go • ? more" is 13 columns; with the first hint it would be 33.
    #expect(ScreenChrome.shortHelp(hints, toWidth: 13) == "b go • ? more")
    #expect(ScreenChrome.shortHelp(hints, toWidth: 5) == "")
    #expect(ScreenChrome.shortHelp(hints, toWidth: 6) == "? more")
  }
}
