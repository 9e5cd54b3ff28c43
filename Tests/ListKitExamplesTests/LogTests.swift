import Foundation
import ListKitExamples
import ListKitTerminal
import Testing

@MainActor @Suite struct ExamplesLogTests {
  /// Runs the same script on the in-memory backend, with `logPath` as `--log` or without it,
  /// and returns the frames shown.
  private func run(logPath: String?) -> [String] {
    let backend = InMemoryBackend(size: TerminalSize(columns: 80, rows: 24))
    var options = ExamplesOptions()
    options.app.logPath = logPath
    let app = ExamplesApp.make(backend: backend, options: options)
    if logPath != nil { #expect(app.log != nil) }
    try? app.start()
    let frame = 1 / TerminalApplication.maximumFrameRate
    app.clock.advance(by: frame)
    app.press(.enter)  // open the first demo
    app.clock.advance(by: frame)
    backend.size = TerminalSize(columns: 60, rows: 20)
    app.setNeedsDisplay()
    app.clock.advance(by: frame)
    app.press(.escape)  // back to the catalog
    app.flushInput()
    app.clock.advance(by: frame)
    app.stop()
    return backend.frameTexts
  }

  @Test func test_log_writesLinesToTheFile_andNothingToTheFrames() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("listkit-log-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let logged = run(logPath: path)
    let log = try String(contentsOfFile: path, encoding: .utf8)
    let lines = log.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("start at 80x24") })
    #expect(lines.contains { $0.contains("open screen 'Modeling and Binding'") })
    #expect(lines.contains { $0.contains("resize to 60x20") })
    #expect(lines.contains { $0.contains("close screen 'Modeling and Binding'") })
    #expect(lines.last?.contains("stop") == true)
    #expect(logged == run(logPath: nil))
    for line in lines {
      let message = line.split(separator: "] ", maxSplits: 1).last.map(String.init) ?? line
      #expect(!logged.contains { $0.contains(message) }, "\(message)")
    }
  }

  @Test func test_noLog_withoutTheOption() {
    let app = ExamplesApp.make(
      backend: InMemoryBackend(size: TerminalSize(columns: 80, rows: 24)),
      options: ExamplesOptions())
    #expect(app.log == nil)
  }
}
