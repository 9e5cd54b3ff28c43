import ChildProcessSupport
import Foundation
import Testing

/// The commands the end-to-end and type-checking tests run hold no descriptor of the test
/// process: a tmux server such a command starts, and which outlives it, would otherwise keep
/// another test's pipe open, and that test's read would wait for the server's end.
@Suite struct ChildProcessTests {
  @Test func aCommandDoesNotInheritAPipeTheTestsHoldOpen() throws {
    let pipe = Pipe()
    let write = pipe.fileHandleForWriting.fileDescriptor
    // The pipe's descriptors are open here and, as Foundation makes them, not closed on exec.
    #expect(fcntl(write, F_GETFD) & FD_CLOEXEC == 0)
    let result = ChildProcess.run("sh", ["-c", "test -e /proc/$$/fd/\(write)"])
    #expect(result.status == 1, "the command holds the test's descriptor \(write)")
  }

  @Test func theStatusAndBothOutputsComeBack() {
    let result = ChildProcess.run("sh", ["-c", "echo out; echo err >&2; exit 3"])
    #expect(result.status == 3)
    #expect(result.output == "out\nerr\n")
  }

  @Test func aSignalsEndIs128PlusItsNumber_andAMissingCommandIsMinusOne() {
    #expect(ChildProcess.run("sh", ["-c", "kill -TERM $$"]).status == 128 + SIGTERM)
    #expect(ChildProcess.run("listkit-no-such-command", []).status == -1)
  }
}
