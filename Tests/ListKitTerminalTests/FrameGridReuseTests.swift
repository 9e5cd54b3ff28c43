import Foundation
import ListKitTerminal
import ListUI
import Testing

/// An app draws each frame over the cells of the frame before the last, and a frame that anyone
/// still holds keeps what it showed.
@MainActor @Suite struct FrameGridReuseTests {
  let label = Label(frame: CGRect(x: 0, y: 0, width: 20, height: 1))

  func makeApp(_ backend: InMemoryBackend) throws -> TerminalApplication {
    let app = TerminalApplication(backend: backend, title: "Frames")
    let screen = ViewController()
    screen.view.addSubview(label)
    app.push(screen)
    try app.start()
    return app
  }

  /// The address of a frame's cells, and its text; the frame itself is not kept.
  func render(_ app: TerminalApplication, showing text: String) -> (cells: Int, text: String) {
    label.text = text
    let frame = app.render()
    return (frame.cells.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }, frame.text)
  }

  @Test func eachFrameIsDrawnOverTheCellsOfTheFrameBeforeLast() throws {
    let backend = InMemoryBackend(
      size: TerminalSize(columns: 30, rows: 8), keepsEveryFrame: false)
    let app = try makeApp(backend)
    // After each frame, a block of the frame's size is taken and kept, so that a frame drawn on
    // new cells cannot happen to be given the memory of one that was freed.
    var taken: [[Cell]] = []
    let frames = ["one", "two", "three", "four", "five"].map { text in
      let frame = render(app, showing: text)
      taken.append([Cell](repeating: .blank, count: 30 * 8))
      return frame
    }
    #expect(taken.count == frames.count)
    #expect(frames[2].cells == frames[0].cells)
    #expect(frames[3].cells == frames[1].cells)
    #expect(frames[4].cells == frames[0].cells)
    #expect(frames[0].cells != frames[1].cells)
    for (frame, text) in zip(frames, ["one", "two", "three", "four", "five"]) {
      #expect(frame.text.contains(text))
    }
    #expect(backend.text.contains("five") && !backend.text.contains("three"))
  }

  @Test func framesThatAreHeldKeepWhatTheyShowed() throws {
    let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 8))
    let app = try makeApp(backend)
    let texts = ["one", "two", "three", "four", "five"]
    let held = texts.map { text in
      label.text = text
      return app.render()
    }
    for (frame, text) in zip(held, texts) {
      #expect(frame.text.contains(text))
      #expect(texts.filter { $0 != text && frame.text.contains($0) }.isEmpty)
    }
    #expect(backend.frames.count >= texts.count)
  }

  @Test func aBackendThatKeepsTheLastFrameOnlyStillCountsEveryFramesBytes() {
    let backend = InMemoryBackend(
      size: TerminalSize(columns: 10, rows: 2), keepsEveryFrame: false)
    for text in ["a", "bb", "ccc"] {
      let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
      label.text = text
      let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
      root.addSubview(label)
      backend.present(root)
    }
    #expect(backend.frames.count == 1)
    #expect(backend.text.hasPrefix("ccc") && backend.frames.last?.line(0) == "ccc")
    #expect(backend.bytesPerFrame.count == 3 && backend.bytesPerFrame.allSatisfy { $0 > 0 })
    #expect(backend.output.utf8.count == backend.bytesPerFrame[2])
  }
}
