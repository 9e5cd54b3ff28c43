import Foundation
import ListKitTerminal
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// A live terminal's size, read while the backend holds standard output aside: an XCTest, as it
/// puts a pseudo-terminal on standard output for a moment, between tests, where Swift Testing's
/// tests would be writing.
final class LiveTerminalSizeTests: XCTestCase {
  /// Linux's `TIOCSPTLCK`, which locks or unlocks a pseudo-terminal.
  static let setLock = UInt(0x4004_5431)
  /// Linux's `TIOCGPTN`, which gives a pseudo-terminal's number.
  static let getNumber = UInt(0x8004_5430)

  func testTheSizeIsTheTerminals_whileStandardOutputIsTakenAside() throws {
    // A pseudo-terminal from /dev/ptmx: unlocked, and its number names the terminal side.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    XCTAssertGreaterThanOrEqual(master, 0)
    defer { close(master) }
    var unlock: Int32 = 0
    XCTAssertEqual(ioctl(master, Self.setLock, &unlock), 0)
    var number: UInt32 = 0
    XCTAssertEqual(ioctl(master, Self.getNumber, &number), 0)
    let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    XCTAssertGreaterThanOrEqual(terminal, 0)
    defer { close(terminal) }
    var window = winsize(ws_row: 14, ws_col: 60, ws_xpixel: 0, ws_ypixel: 0)
    XCTAssertEqual(ioctl(terminal, UInt(TIOCSWINSZ), &window), 0)
    // The pseudo-terminal is standard output, as a terminal is when the app runs in one.
    fflush(nil)
    let savedOutput = dup(STDOUT_FILENO)
    XCTAssertEqual(dup2(terminal, STDOUT_FILENO), STDOUT_FILENO)
    let sizes = MainActor.assumeIsolated { () -> [TerminalSize] in
      let backend = LiveTerminalBackend(
        input: terminal, output: STDOUT_FILENO, capability: .none, reportsMouse: false,
        capturesOutput: true)
      let before = backend.size
      try? backend.start()
      let during = backend.size
      backend.stop()
      return [before, during]
    }
    dup2(savedOutput, STDOUT_FILENO)
    close(savedOutput)
    XCTAssertEqual(
      sizes, [TerminalSize(columns: 60, rows: 14), TerminalSize(columns: 60, rows: 14)])
  }
}
