import Foundation
import ListUI
import Testing

@testable import ListKitWeb

/// The view controller of a session's screen, which records the traits it was told of.
@MainActor
final class ThemedScreen: ViewController {
  var styles: [UserInterfaceStyle] = []

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    styles.append(traitCollection.userInterfaceStyle)
  }
}

/// A session's screens see the page's theme and size in their traits, and are told when the
/// browser's theme changes (the page says hello again).
@MainActor
@Suite struct SessionTraitsTests {
  @Test func theScreensTraitsAreThePagesThemeAndSize() {
    let screen = ThemedScreen()
    let recorder = Recorder(root: screen)
    recorder.hello(columns: 100, rows: 40)
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.traitCollection.horizontalSizeClass == .regular)
    #expect(screen.view.window?.screen.bounds.size == CGSize(width: 100, height: 38))
    #expect(screen.styles == [.dark])
    // The browser's theme turned light: the page says hello again.
    recorder.session.receive(
      .hello(columns: 100, rows: 40, reducesMotion: false, colorScheme: "light"))
    recorder.session.advance(by: 0)
    #expect(screen.traitCollection.userInterfaceStyle == .light)
    #expect(screen.styles == [.dark, .light])
    // A narrow page is compact across.
    recorder.session.receive(.resize(columns: 40, rows: 40))
    recorder.session.advance(by: 0)
    #expect(screen.traitCollection.horizontalSizeClass == .compact)
    #expect(screen.styles.count == 3)
  }
}
