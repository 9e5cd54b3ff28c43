import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A screen that records the interface styles it was told of.
@MainActor
final class StyleRecordingScreen: ViewController {
  var styles: [UserInterfaceStyle] = []

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    styles.append(traitCollection.userInterfaceStyle)
  }
}

/// A terminal application's screens see the terminal's theme and size in their traits.
@MainActor
@Suite struct TerminalTraitsTests {
  @Test func colorFGBGNamesTheTerminalsTheme() {
    #expect(TerminalApplication.userInterfaceStyle(colorFGBG: "15;0") == .dark)
    #expect(TerminalApplication.userInterfaceStyle(colorFGBG: "15;default;8") == .dark)
    #expect(TerminalApplication.userInterfaceStyle(colorFGBG: "0;15") == .light)
    #expect(TerminalApplication.userInterfaceStyle(colorFGBG: "0;7") == .light)
    #expect(TerminalApplication.userInterfaceStyle(colorFGBG: nil) == .light)
    #expect(TerminalApplication.userInterfaceStyle(colorFGBG: "garbage") == .light)
  }

  @Test func theScreensTraitsAreTheTerminalsThemeAndSize() {
    let app = TerminalApplication(
      backend: InMemoryBackend(size: TerminalSize(columns: 80, rows: 24)))
    app.userInterfaceStyle = .dark
    let screen = StyleRecordingScreen()
    app.push(screen)
    _ = app.render()
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    // 80 columns are 640 points: regular across.
    #expect(screen.traitCollection.horizontalSizeClass == .regular)
    // The screen came into a dark window: nothing changed for it.
    #expect(screen.styles == [])
    app.userInterfaceStyle = .light
    _ = app.render()
    #expect(screen.styles == [.light])
  }
}
