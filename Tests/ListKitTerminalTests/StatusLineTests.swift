import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A screen with a status text and keys of its own.
@MainActor
final class StatusScreen: TerminalViewController {
  override var statusText: String { "3 rows" }
  override var keyHints: [KeyHint] { [KeyHint("d", "delete")] }
}

/// The status line: messages that expire on the app's clock, and the short help generated from
/// the key hints, fitted to the width.
@MainActor @Suite struct StatusLineTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 60, rows: 6))
  let app: TerminalApplication
  let screen = StatusScreen()

  init() throws {
    app = TerminalApplication(backend: backend, title: "App")
    app.push(screen)
    try app.start()
  }

  func settle() {
    app.setNeedsDisplay()
    app.clock.advance(by: 0)
    app.clock.advance(by: 1 / TerminalApplication.maximumFrameRate)
  }

  var statusLine: String {
    backend.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .last ?? ""
  }

  @Test func aStatusMessageShowsForItsDuration_thenTheStatusAgain() {
    #expect(statusLine.hasPrefix(" 3 rows "))
    screen.showStatusMessage("Row deleted", for: 1.5)
    settle()
    #expect(app.statusMessage == "Row deleted")
    #expect(statusLine.hasPrefix(" Row deleted "))
    #expect(backend.lastFrame?[1, 5].style.isBold == true)
    app.clock.advance(by: 1)
    #expect(statusLine.hasPrefix(" Row deleted "))
    app.clock.advance(by: 0.5)
    settle()
    #expect(app.statusMessage == nil)
    #expect(statusLine.hasPrefix(" 3 rows "))
  }

  @Test func aNewMessageReplacesTheOld_andItsTimeStartsOver() {
    app.showStatusMessage("Copied", for: 2)
    app.clock.advance(by: 1.5)
    app.showStatusMessage("Pasted", for: 2)
    settle()
    #expect(statusLine.hasPrefix(" Pasted "))
    // The first message's time is up, but the second one stays for its own two seconds.
    app.clock.advance(by: 1)
    settle()
    #expect(statusLine.hasPrefix(" Pasted "))
    app.clock.advance(by: 1)
    settle()
    #expect(statusLine.hasPrefix(" 3 rows "))
    app.showStatusMessage("Gone")
    app.clearStatusMessage()
    settle()
    #expect(statusLine.hasPrefix(" 3 rows "))
  }

  /// The short help keeps the hints' order and leaves out those that do not fit: at 60 columns,
  /// Enter's is too wide, and the quit key's after it still fits.
  @Test func theShortHelpShowsTheScreensKeysFirst_andAsManyAsFit() {
    #expect(
      app.shortKeyHints == [
        KeyHint("d", "delete"), KeyHint("↑ ↓ j k", "move"), KeyHint("Enter", "open, press"),
        KeyHint("Esc q", "quit"),
      ])
    #expect(statusLine == " 3 rows     d delete • ↑ ↓ j k move • Esc q quit • ? more")
    backend.size = TerminalSize(columns: 30, rows: 6)
    app.setNeedsDisplay()
    settle()
    #expect(statusLine == " 3 rows   d delete • ? more")
    backend.size = TerminalSize(columns: 20, rows: 5)
    app.setNeedsDisplay()
    settle()
    #expect(statusLine == " 3 rows    ? more")
  }

  @Test func theShortHelpFollowsAlertsAndTyping() {
    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default, handler: nil))
    alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: nil))
    screen.present(alert, animated: false)
    settle()
    #expect(
      app.shortKeyHints == [
        KeyHint("Enter", "choose"), KeyHint("Esc q", "cancel"),
        KeyHint("← → Tab", "next, previous action"),
      ])
    #expect(statusLine.hasSuffix("Enter choose • Esc q cancel • ? more"))
    app.press(.escape)
    app.flushInput()
    let field = TextField()
    screen.view.addSubview(field)
    field.becomeFirstResponder()
    #expect(
      app.shortKeyHints == [
        KeyHint("Esc", "stop typing"), KeyHint("↑ ↓ PgUp PgDn", "move in the list"),
      ])
  }
}

/// Frames asked for close together: a key's echo and then what it did are drawn at once, a third
/// frame a frame interval after the first.
@MainActor @Suite struct FramePacingTests {
  /// An app showing `screen`, a second past its start's frames: its frame budget is whole.
  static func started(_ screen: TerminalViewController) throws -> (
    TerminalApplication, InMemoryBackend
  ) {
    let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 5))
    let app = TerminalApplication(backend: backend, title: "App")
    app.push(screen)
    try app.start()
    app.clock.advance(by: 1)
    return (app, backend)
  }

  @Test func twoFramesInARowAreDrawnAtOnce_aThirdAfterAFrameInterval() throws {
    let (app, _) = try Self.started(TerminalViewController())
    let interval = 1 / TerminalApplication.maximumFrameRate
    let renders = app.renderCount
    app.setNeedsDisplay()
    app.clock.advance(by: 0)
    #expect(app.renderCount == renders + 1)
    app.clock.advance(by: interval / 4)
    app.setNeedsDisplay()
    app.clock.advance(by: 0)
    #expect(app.renderCount == renders + 2)
    app.setNeedsDisplay()
    app.clock.advance(by: interval / 2)
    #expect(app.renderCount == renders + 2)
    app.clock.advance(by: interval / 4)
    #expect(app.renderCount == renders + 3)
  }
}

/// A screen whose status text a test changes.
@MainActor
final class ChangingStatusScreen: TerminalViewController {
  var status = "before"
  override var statusText: String { status }
}

extension FramePacingTests {
  /// A frame due at the time of other work, such as an update applied at the turn after its data
  /// changed, waits for that work: it shows the state after both, once.
  @Test func aFrameWaitsForTheWorkDueAtItsTime() throws {
    let screen = ChangingStatusScreen()
    let (app, backend) = try Self.started(screen)
    let frames = backend.frames.count
    screen.status = "half changed"
    app.setNeedsDisplay()
    app.clock.schedule(after: 0) {
      screen.status = "after"
      app.setNeedsDisplay()
    }
    app.clock.advance(by: 0)
    #expect(backend.frames.count == frames + 1)
    #expect(backend.text.contains("after"))
  }

  /// Work that schedules its next piece at once, as a large list's opening does, does not keep a
  /// frame waiting: the frame waits for the work due when it came up, not for what that work
  /// schedules.
  @Test func aFrameDoesNotWaitForTheWorkThatTheWorkDueSchedules() throws {
    let screen = ChangingStatusScreen()
    let (app, backend) = try Self.started(screen)
    let frames = backend.frames.count
    var pieces = 0
    func piece() {
      pieces += 1
      screen.status = "after \(pieces) pieces"
      if pieces < 20 { app.clock.schedule(after: 0) { piece() } }
    }
    screen.status = "opening"
    app.setNeedsDisplay()
    app.clock.schedule(after: 0) { piece() }
    app.clock.advance(by: 0)
    #expect(pieces == 20)
    #expect(backend.frames.count == frames + 1)
    #expect(backend.text.contains("after 1 pieces"))
  }
}
