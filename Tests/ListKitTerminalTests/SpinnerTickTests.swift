import Foundation
import ListKitTerminal
import ListUI
import Testing

/// The app turns the spinners on screen a step at a time while any spins, and schedules nothing
/// for them while none does.
@MainActor @Suite struct SpinnerTickTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 6))
  let app: TerminalApplication
  let spinner = ActivityIndicatorView(style: .medium)

  init() throws {
    app = TerminalApplication(backend: backend, title: "App")
    let screen = TerminalViewController()
    spinner.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    screen.view.addSubview(spinner)
    app.push(screen)
    try app.start()
  }

  /// Whether the frame shows `glyph` anywhere.
  private func shows(_ glyph: String, in frame: TerminalFrame) -> Bool {
    (0..<frame.size.rows).contains { frame.line($0).contains(glyph) }
  }

  @Test func aSpinningSpinnerTurnsAStepEachInterval_andShowsIt() {
    spinner.startAnimating()
    app.render()
    let start = spinner.animationFrame
    app.clock.advance(by: 0.1)
    #expect(spinner.animationFrame == (start + 1) % ActivityIndicatorView.spinnerFrames.count)
    app.clock.advance(by: 0.1)
    #expect(spinner.animationFrame == (start + 2) % ActivityIndicatorView.spinnerFrames.count)
    let glyph = ActivityIndicatorView.spinnerFrames[spinner.animationFrame]
    #expect(shows(glyph, in: app.render()))
  }

  @Test func aStoppedSpinnerIsNotTurned_andNothingIsScheduledForIt() {
    spinner.startAnimating()
    app.render()
    app.clock.advance(by: 0.1)
    spinner.stopAnimating()
    app.render()
    app.clock.advance(by: 0.1)
    let stopped = spinner.animationFrame
    app.clock.advance(by: 1)
    #expect(spinner.animationFrame == stopped)
    #expect(app.clock.pendingCount == 0)
  }
}
