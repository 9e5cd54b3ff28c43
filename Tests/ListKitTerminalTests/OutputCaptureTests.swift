import Foundation
import Testing

@testable import ListKitTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// What an app prints while a live backend draws is held back from the terminal and written out
/// once the terminal is given back. A pipe stands for the terminal, a duplicate of it for
/// standard output, so that the test's own output is left alone.
@Suite struct OutputCaptureTests {
  private func write(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
  }

  private func readAll(_ descriptor: Int32) -> String {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      data.append(contentsOf: buffer[..<count])
    }
    return String(decoding: data, as: UTF8.self)
  }

  @Test func printedText_comesAfterTheFrames_onceTheTerminalIsGivenBack() throws {
    var terminal: [Int32] = [0, 0]
    #expect(pipe(&terminal) == 0)
    let standardOutput = dup(terminal[1])
    let capture = try #require(
      OutputCapture(terminal: standardOutput, redirecting: [standardOutput]))
    write("printed by the app\n", to: standardOutput)
    write("a frame\n", to: capture.terminal)
    capture.end()
    write("after\n", to: standardOutput)
    close(standardOutput)
    close(terminal[1])
    #expect(readAll(terminal[0]) == "a frame\nprinted by the app\nafter\n")
    close(terminal[0])
  }

  @Test func pastOneMebibyte_theOldestBytesGo_andTheReplaySaysHowMany() async throws {
    var terminal: [Int32] = [0, 0]
    #expect(pipe(&terminal) == 0)
    let standardOutput = dup(terminal[1])
    let capture = try #require(
      OutputCapture(terminal: standardOutput, redirecting: [standardOutput]))
    let reader = Task.detached { [terminal] in
      var data = Data()
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(terminal[0], $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        data.append(contentsOf: buffer[..<count])
      }
      return data
    }
    let chunk = String(repeating: "x", count: 1_024)
    for _ in 0..<1_025 { write(chunk, to: standardOutput) }
    capture.end()
    close(standardOutput)
    close(terminal[1])
    let replay = String(decoding: await reader.value, as: UTF8.self)
    #expect(replay.hasPrefix("[1024 earlier bytes of output not kept]\n"))
    #expect(replay.utf8.count == "[1024 earlier bytes of output not kept]\n".utf8.count + (1 << 20))
    close(terminal[0])
  }
}
