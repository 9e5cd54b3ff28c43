import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A screen with one small label, `[o]`, on the third line of its area, for block animations.
@MainActor
private final class DotScreen: TerminalViewController {
  let stage = View()
  let dot = Label(frame: CGRect(x: 0, y: 2, width: 3, height: 1))

  override func viewDidLoad() {
    super.viewDidLoad()
    dot.text = "[o]"
    stage.addSubview(dot)
    view.addSubview(stage)
  }
}

/// An app showing a ``DotScreen`` on the in-memory backend, with animations on.
@MainActor
private struct DotApp {
  let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 8))
  let app: TerminalApplication
  let screen = DotScreen()
  var completions: [Bool] = []

  init() {
    backend.showsAnimations = true
    app = TerminalApplication(backend: backend, title: "Dot")
    app.push(screen)
    try? app.start()
    app.clock.advance(by: 1)
  }

  /// The column the dot is drawn at in the last frame, if it is drawn.
  var column: Int? {
    for line in backend.text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let range = line.range(of: "[o]") {
        return line.distance(from: line.startIndex, to: range.lowerBound)
      }
    }
    return nil
  }
}

/// `View.animate(withDuration:...)` drawn by the terminal application, frame by frame, on its
/// clock.
@MainActor @Suite struct ViewAnimateTerminalTests {
  @Test func aMove_isDrawnThroughTheColumnsInBetween_andTheCompletionRunsAtTheEnd() {
    let dotApp = DotApp()
    let log = Log()
    #expect(dotApp.column == 0)
    let framesBefore = dotApp.backend.frames.count
    View.animate(
      withDuration: 0.5, delay: 0, options: .curveLinear,
      animations: { dotApp.screen.dot.frame.origin.x = 20 }, completion: log.record)
    #expect(dotApp.screen.dot.frame.minX == 20)
    dotApp.app.clock.advance(by: 0.25)
    let between = dotApp.column ?? -1
    #expect(between > 5 && between < 15)
    #expect(dotApp.app.isAnimating)
    #expect(log.values.isEmpty)

    dotApp.app.clock.advance(by: 0.3)
    #expect(dotApp.column == 20)
    #expect(log.values == [true])
    #expect(!dotApp.app.isAnimating)
    #expect(dotApp.backend.frames.count - framesBefore >= 10)
    let renders = dotApp.app.renderCount
    dotApp.app.clock.advance(by: 1)
    #expect(dotApp.app.renderCount == renders)
  }

  @Test func aFadeIn_isHiddenThenDimThenPlain() throws {
    let dotApp = DotApp()
    let dot = dotApp.screen.dot
    dot.alpha = 0
    dotApp.app.setNeedsDisplay()
    dotApp.app.clock.advance(by: 0.1)
    #expect(dotApp.column == nil)
    View.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { dot.alpha = 1 }
    dotApp.app.clock.advance(by: 0.2)
    #expect(dotApp.column == 0)
    let frame = try #require(dotApp.backend.lastFrame)
    #expect(frame[0, 3].style.isDim)
    dotApp.app.clock.advance(by: 0.3)
    let end = try #require(dotApp.backend.lastFrame)
    #expect(!end[0, 3].style.isDim)
  }

  @Test func aKey_endsTheAnimation_unlessItAllowsUserInteraction() {
    let plain = DotApp()
    let plainLog = Log()
    View.animate(
      withDuration: 1, animations: { plain.screen.dot.frame.origin.x = 20 },
      completion: plainLog.record)
    plain.app.clock.advance(by: 0.3)
    plain.app.press(.down)
    plain.app.clock.advance(by: 1 / 60)
    #expect(plain.column == 20)
    #expect(plainLog.values == [false])

    let interactive = DotApp()
    let interactiveLog = Log()
    View.animate(
      withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear],
      animations: { interactive.screen.dot.frame.origin.x = 20 },
      completion: interactiveLog.record)
    interactive.app.clock.advance(by: 0.3)
    interactive.app.press(.down)
    interactive.app.clock.advance(by: 0.2)
    #expect(interactive.column == 10)
    #expect(interactive.app.isAnimating)
    interactive.app.clock.advance(by: 0.6)
    #expect(interactiveLog.values == [true])
    #expect(interactive.column == 20)
  }
}

/// The completions' arguments, in order.
@MainActor
private final class Log {
  var values: [Bool] = []
  func record(_ finished: Bool) { values.append(finished) }
}
