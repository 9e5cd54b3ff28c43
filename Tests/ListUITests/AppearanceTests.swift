import Foundation
import Testing

@testable import ListUI

/// Appearance proxies: what is set on a class's proxy is given to the views of that class made
/// afterwards, and what a view's code sets wins.
@MainActor
@Suite(.serialized) struct AppearanceTests {
  final class CardView: View {}
  final class BadgeLabel: Label {}

  @Test func aPropertySetOnTheProxyIsGivenToViewsOfTheClassMadeAfterwards() {
    defer { AppearanceRegistry.removeAll() }
    let before = CardView()
    CardView.appearance().backgroundColor = .systemGray6
    #expect(CardView.appearance().backgroundColor == .systemGray6)
    #expect(CardView().backgroundColor == .systemGray6)
    #expect(before.backgroundColor == nil)
    #expect(View().backgroundColor == nil)
    let explicit = CardView()
    explicit.backgroundColor = .systemRed
    #expect(explicit.backgroundColor == .systemRed)
  }

  @Test func aSuperclassesProxyReachesSubclasses_andTheSubclassesOwnWins() {
    defer { AppearanceRegistry.removeAll() }
    Label.appearance().textColor = .systemBlue
    Label.appearance().tag = 3
    BadgeLabel.appearance().textColor = .systemRed
    #expect(Label().textColor == .systemBlue)
    #expect(BadgeLabel().textColor == .systemRed)
    #expect(BadgeLabel().tag == 3)
    Label.appearance().tag = 4
    #expect(Label.appearance().tag == 4)
    #expect(Label().tag == 4)
  }

  @Test func aNavigationControllerHasABarThatKeepsItsSettings() {
    let navigation = NavigationController(rootViewController: ViewController())
    #expect(navigation.navigationBar === navigation.navigationBar)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.navigationBar.barTintColor = .systemBlue
    #expect(navigation.navigationBar.prefersLargeTitles)
    #expect(navigation.navigationBar.isTranslucent)
  }
}

/// Words, as Foundation's `.byWords` enumeration finds them.
@Suite struct WordEnumerationTests {
  private func words(_ text: String, options: WordEnumerationOptions = .byWords) -> [String] {
    var found: [String] = []
    text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: options) {
      word, _, _, _ in found.append(word ?? "-")
    }
    return found
  }

  @Test func wordsAreRunsOfLettersAndDigits_keepingApostrophesPeriodsAndHyphensInside() {
    #expect(
      words("Don't panic, it's 3.14 e-mail!  ok") == [
        "Don't", "panic", "it's", "3.14", "e-mail", "ok",
      ])
    #expect(words("  ... ") == [])
    #expect(words("café naïve") == ["café", "naïve"])
    #expect(words("one two", options: [.byWords, .reverse]) == ["two", "one"])
    #expect(words("one two", options: [.byWords, .substringNotRequired]) == ["-", "-"])
  }

  @Test func enclosingRangesCoverTheSeparators_andStoppingStops() {
    let text = " one, two "
    var enclosing: [String] = []
    var seen = 0
    text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: .byWords) {
      _, _, range, stop in
      enclosing.append(String(text[range]))
      seen += 1
    }
    #expect(enclosing == [" one, ", "two "])
    text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: .byWords) {
      _, _, _, stop in
      seen += 1
      stop = true
    }
    #expect(seen == 3)
  }
}
