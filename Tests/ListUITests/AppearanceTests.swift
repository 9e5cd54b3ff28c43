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

  final class Toolbar: View {}
  final class Sidebar: View {}
  final class SettingsController: ViewController {}

  @Test func aContainedProxyReachesOnlyTheViewsInsideItsContainer_asTheyAreAdded() {
    defer { AppearanceRegistry.removeAll() }
    Label.appearance(whenContainedInInstancesOf: [Toolbar.self]).textColor = .systemRed
    #expect(Label.appearance(whenContainedInInstancesOf: [Toolbar.self]).textColor == .systemRed)
    #expect(Label.appearance().textColor == nil)
    let label = Label()
    #expect(label.textColor == nil)
    let toolbar = Toolbar()
    toolbar.addSubview(label)
    #expect(label.textColor == .systemRed)
    let elsewhere = Label()
    View().addSubview(elsewhere)
    #expect(elsewhere.textColor == nil)
    // Known late: a view put in a container with the view it is in.
    let deep = Label()
    let group = View()
    group.addSubview(deep)
    #expect(deep.textColor == nil)
    toolbar.addSubview(group)
    #expect(deep.textColor == .systemRed)
    // Moved out of the container, the view gets back what it had.
    View().addSubview(label)
    #expect(label.textColor == nil)
  }

  @Test func theLongestChainWins_thenThePlainProxy() {
    defer { AppearanceRegistry.removeAll() }
    Label.appearance().textColor = .systemBlue
    Label.appearance(whenContainedInInstancesOf: [Toolbar.self]).textColor = .systemRed
    Label.appearance(whenContainedInInstancesOf: [Toolbar.self, Sidebar.self]).textColor =
      .systemGreen
    let inBoth = Label()
    let toolbar = Toolbar()
    toolbar.addSubview(inBoth)
    let sidebar = Sidebar()
    sidebar.addSubview(toolbar)
    #expect(inBoth.textColor == .systemGreen)
    let inToolbar = Label()
    Toolbar().addSubview(inToolbar)
    #expect(inToolbar.textColor == .systemRed)
    // The chain is innermost first: a sidebar in a toolbar is not a toolbar in a sidebar.
    let reversed = Label()
    let innerSidebar = Sidebar()
    innerSidebar.addSubview(reversed)
    Toolbar().addSubview(innerSidebar)
    #expect(reversed.textColor == .systemRed)
    let outside = Label()
    View().addSubview(outside)
    #expect(outside.textColor == .systemBlue)
  }

  @Test func aValueTheViewsCodeSet_winsOverAContainedProxy() {
    defer { AppearanceRegistry.removeAll() }
    Label.appearance(whenContainedInInstancesOf: [Toolbar.self]).textColor = .systemRed
    let before = Label()
    before.textColor = .systemPurple
    Toolbar().addSubview(before)
    #expect(before.textColor == .systemPurple)
    let after = Label()
    Toolbar().addSubview(after)
    #expect(after.textColor == .systemRed)
    after.textColor = .systemOrange
    Toolbar().addSubview(after)
    #expect(after.textColor == .systemOrange)
    View().addSubview(after)
    #expect(after.textColor == .systemOrange)
    // Views made before the proxy was set keep their values, as with appearance().
    let old = Label()
    Label.appearance(whenContainedInInstancesOf: [Sidebar.self]).isBold = true
    Sidebar().addSubview(old)
    #expect(!old.isBold)
  }

  @Test func aViewControllerIsAContainer() {
    defer { AppearanceRegistry.removeAll() }
    Label.appearance(whenContainedInInstancesOf: [SettingsController.self]).textColor =
      .systemTeal
    let settings = SettingsController()
    let label = Label()
    settings.view.addSubview(label)
    #expect(label.textColor == .systemTeal)
    let other = Label()
    ViewController().view.addSubview(other)
    #expect(other.textColor == nil)
    // Empty containers are the plain proxy.
    Label.appearance(whenContainedInInstancesOf: []).tag = 5
    #expect(Label().tag == 5)
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
