import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command for a test and waits for it, with `posix_spawnp` and `waitpid`.
///
/// The child inherits no descriptor but its standard input (`/dev/null`) and output (a file),
/// so a process that outlives its command, such as a tmux server, cannot hold another test's
/// pipe or socket open: Foundation's `Process` would let a reader of such a pipe wait for the
/// end of a process it never started. Nothing here blocks on a pipe.
public enum ChildProcess {
  /// What a command did: its exit status (128 plus the signal's number when a signal ended it)
  /// and what it wrote to its standard output and error, together.
  public struct Result: Sendable {
    /// The exit status; -1 when the command could not be started.
    public var status: Int32
    /// The standard output and error, in the order written.
    public var output: String
  }

  /// Runs `command`, looked up in `PATH`, with `arguments`, and waits until it exits.
  ///
  /// The child starts with no signal blocked and every signal at its default action, whatever
  /// the calling thread blocks, so that a server it starts can be hung up on.
  public static func run(_ command: String, _ arguments: [String]) -> Result {
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("listkit-child-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    guard closesInheritedDescriptors(&actions) else {
      return Result(status: -1, output: "cannot keep \(command) from inheriting descriptors")
    }
    let argv = ([command] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    guard posix_spawnp(&pid, command, &actions, &attributes, argv, environ) == 0 else {
      return Result(status: -1, output: "cannot run \(command)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    let exited = status & 0x7f == 0
    return Result(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output)
  }

  /// Adds the action that closes every descriptor from 3 up in the child; `false` where the C
  /// library lacks it.
  ///
  /// glibc 2.34 and later have `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc
  /// module does not declare; it is looked up by name.
  private static func closesInheritedDescriptors(
    _ actions: inout posix_spawn_file_actions_t
  ) -> Bool {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return false }
    return unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3) == 0
  }
}
