import Foundation
import ListKitExamples
import ListKitTerminal
import ListKitTestSupport
import Testing

/// Text snapshots under `Snapshots/`. `LISTKIT_RECORD_SNAPSHOTS=1` records them; without it a
/// missing snapshot is a failure, and a snapshot that differs prints a line diff of the recorded
/// text (`-`) and the new one (`+`).
enum Snapshot {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["LISTKIT_RECORD_SNAPSHOTS"] == "1"
  }

  /// Compares `text` with the snapshot `name`, or records it.
  static func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = directory.appendingPathComponent(name + ".txt")
    if isRecording {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "snapshot \(name) is missing; record it with LISTKIT_RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      text + "\n" == expected,
      "snapshot \(name) differs:\n\(lineDiff(expected: expected, actual: text + "\n"))",
      sourceLocation: sourceLocation)
  }
}

@MainActor @Suite struct ExamplesSnapshotTests {
  static let sizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12),
  ]

  @Test func test_catalogFirstFrame() {
    for size in Self.sizes {
      let text = ExamplesApp.firstFrame(options: ExamplesOptions(), size: size)
      Snapshot.check(text, named: "catalog-\(size.columns)x\(size.rows)")
    }
  }

  @Test(arguments: DemoCatalog.all.map(\.name))
  func test_demoFirstFrame(name: String) throws {
    for size in Self.sizes {
      var options = ExamplesOptions()
      options.demo = name
      let text = ExamplesApp.firstFrame(options: options, size: size)
      #expect(!text.contains("Terminal too small"))
      Snapshot.check(text, named: "\(name)-\(size.columns)x\(size.rows)")
    }
  }

  @Test func test_firstFrameIsTheSameForTheSameSeed() {
    for name in DemoCatalog.all.map(\.name) {
      var options = ExamplesOptions()
      options.demo = name
      options.seed = 7
      let size = TerminalSize(columns: 80, rows: 24)
      #expect(
        ExamplesApp.firstFrame(options: options, size: size)
          == ExamplesApp.firstFrame(options: options, size: size))
    }
  }
}
