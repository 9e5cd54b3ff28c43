import ListKitExamples
import ListKitTerminal
import Testing

@MainActor @Suite struct SuspendTests {
  @Test func test_ctrlZ_isTheSuspendCommand() {
    #expect(TerminalCommand(.key(.control("z"))) == .suspend)
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1A]) == [.key(.control("z"))])
  }

  @Test func test_resume_writesAFullFrame() throws {
    let driver = Driver()
    let backend = driver.backend
    driver.press(.down)
    let before = backend.frames.count
    let shown = try #require(backend.lastFrame)
    let partial = try #require(backend.bytesPerFrame.last)

    driver.send("\u{1A}")

    #expect(backend.suspendCount == 1)
    #expect(backend.frames.count == before + 1)
    #expect(backend.lastFrame == shown)
    let whole = FrameDiffer(capability: .trueColor).output(from: nil, to: shown)
    #expect(partial < whole.utf8.count)
    #expect(backend.bytesPerFrame.last == whole.utf8.count)
    #expect(backend.output.hasSuffix(whole))
    #expect(whole.contains("\u{1B}[2J"))
  }

  @Test func test_suspend_inADemoWithTyping_isNotTakenByTheScreen() {
    let driver = Driver(demo: "search")
    driver.send("/")
    driver.send("\u{1A}")
    #expect(driver.backend.suspendCount == 1)
  }
}
