import ListUI

/// The sessions a ``WebServer`` has open, one for each connected tab, and the origins its page
/// may connect from.
@MainActor
final class WebSessionRegistry {
  /// The open sessions by number, with the task running each one's real-time loop.
  private var sessions: [Int: (session: WebSession, loop: Task<Void, Never>)] = [:]
  /// What tells each open session's page that the server is going away.
  private var goingAway: [Int: @Sendable () async -> Void] = [:]
  private var lastNumber = 0
  /// Whether freed memory will be handed back to the system soon.
  private var returningFreedMemory = false
  private let host: String
  private var boundPort: Int

  nonisolated init(host: String, port: Int) {
    self.host = host
    self.boundPort = port
  }

  /// The number of open sessions.
  var count: Int { sessions.count }

  /// Records the port the server bound, which the page's origin carries.
  func setBoundPort(_ port: Int) { boundPort = port }

  /// Whether a WebSocket whose request has the `Origin` header `origin` may open a session:
  /// without the header (not a browser's page), or from the server's own origin, where a
  /// loopback address may also be named `localhost`, `127.0.0.1` or `[::1]`.
  func allows(origin: String?) -> Bool {
    guard let origin else { return true }
    return allowedOrigins.contains(origin.lowercased())
  }

  /// Whether a request whose `Host` header is `host` is for this server: its own address, or,
  /// when that is a loopback or any address, `localhost`, `127.0.0.1` or `[::1]`, with the bound
  /// port (or none, for port 80).
  func allows(host: String) -> Bool {
    let lowered = host.lowercased()
    return allowedHostNames.contains {
      lowered == "\($0):\(boundPort)" || (boundPort == 80 && lowered == $0)
    }
  }

  private var allowedOrigins: Set<String> {
    Set(allowedHostNames.map { "http://\($0):\(boundPort)" })
  }

  /// The names the server answers to, as a `Host` header or an origin names them.
  private var allowedHostNames: [String] {
    let loopback = ["127.0.0.1", "localhost", "[::1]"]
    let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
    var hosts = [host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host]
    if loopback.contains(host) || bare == "::1" || bare == "0.0.0.0" || bare == "::"
      || host.hasPrefix("127.")
    {
      hosts += loopback
    }
    return hosts.map { $0.lowercased() }
  }

  /// Makes a session with `makeSession`, connects its output to `send` and its log to `log`,
  /// bounds its lists' memory by `memoryLimit`, calling `memoryLimitExceeded` past it, starts
  /// its real-time loop, and returns its number; `nil`, making none, when `maximumSessions` are
  /// open.
  func open(
    makeSession: @MainActor () -> WebSession, maximumSessions: Int = .max,
    send: @escaping @Sendable (String) -> Void, log: @escaping @Sendable (String) -> Void,
    memoryLimit: Int? = nil,
    memoryLimitExceeded: @escaping @Sendable (MemoryFootprint) async -> Void = { _ in }
  ) -> Int? {
    guard sessions.count < maximumSessions else { return nil }
    lastNumber += 1
    let number = lastNumber
    let session = makeSession()
    session.send = send
    session.log = { log("session \(number): \($0)") }
    session.memoryLimit = memoryLimit
    session.memoryLimitExceeded = { footprint in Task { await memoryLimitExceeded(footprint) } }
    let loop = Task { @MainActor in await session.run() }
    sessions[number] = (session, loop)
    return number
  }

  /// Gives the session numbered `number` a message from its page.
  func receive(_ message: String, session number: Int) {
    sessions[number]?.session.receive(message)
  }

  /// Keeps `tell`, which tells the page of the session numbered `number` that the server is
  /// going away, for ``sayGoingAway()``.
  func setGoingAway(session number: Int, _ tell: @escaping @Sendable () async -> Void) {
    guard sessions[number] != nil else { return }
    goingAway[number] = tell
  }

  /// Tells every open session's page that the server is going away, and waits until each was
  /// told.
  func sayGoingAway() async {
    let tells = Array(goingAway.values)
    goingAway = [:]
    await withTaskGroup(of: Void.self) { group in
      for tell in tells { group.addTask { await tell() } }
    }
  }

  /// Closes the session numbered `number`, waits for its loop to end and lets it go.
  func close(session number: Int) async {
    goingAway[number] = nil
    guard let (session, loop) = sessions.removeValue(forKey: number) else { return }
    session.close()
    session.send = nil
    await loop.value
    returnFreedMemorySoon()
  }

  /// Hands the memory the closed sessions freed back to the system a second after a session
  /// closes (once for the sessions that close within that second), when what they held, some of
  /// it freed on background threads, has been freed: the allocator keeps freed memory for the
  /// process otherwise, and the server's resident size would stay at its highest.
  private func returnFreedMemorySoon() {
    guard !returningFreedMemory else { return }
    returningFreedMemory = true
    Task { @MainActor in
      try? await Task.sleep(for: .seconds(1))
      returningFreedMemory = false
      await Task.detached(priority: .utility) { MemoryFootprint.returnFreedMemory() }.value
    }
  }
}
