/// The sessions a ``WebServer`` has open, one for each connected tab, and the origins its page
/// may connect from.
@MainActor
final class WebSessionRegistry {
  /// The open sessions by number, with the task running each one's real-time loop.
  private var sessions: [Int: (session: WebSession, loop: Task<Void, Never>)] = [:]
  private var lastNumber = 0
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

  private var allowedOrigins: Set<String> {
    let loopback = ["127.0.0.1", "localhost", "[::1]"]
    let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
    var hosts = [host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host]
    if loopback.contains(host) || bare == "::1" || bare == "0.0.0.0" || bare == "::"
      || host.hasPrefix("127.")
    {
      hosts += loopback
    }
    return Set(hosts.map { "http://\($0.lowercased()):\(boundPort)" })
  }

  /// Makes a session with `makeSession`, connects its output to `send` and its log to `log`,
  /// starts its real-time loop, and returns its number.
  func open(
    makeSession: @MainActor () -> WebSession, send: @escaping @Sendable (String) -> Void,
    log: @escaping @Sendable (String) -> Void
  ) -> Int {
    lastNumber += 1
    let number = lastNumber
    let session = makeSession()
    session.send = send
    session.log = { log("session \(number): \($0)") }
    let loop = Task { @MainActor in await session.run() }
    sessions[number] = (session, loop)
    return number
  }

  /// Gives the session numbered `number` a message from its page.
  func receive(_ message: String, session number: Int) {
    sessions[number]?.session.receive(message)
  }

  /// Closes the session numbered `number`, waits for its loop to end and lets it go.
  func close(session number: Int) async {
    guard let (session, loop) = sessions.removeValue(forKey: number) else { return }
    session.close()
    session.send = nil
    await loop.value
  }
}
