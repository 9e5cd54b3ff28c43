import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import ListUI
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// An HTTP and WebSocket server that shows a view tree in each browser tab that opens it.
///
/// The server answers `GET /` with ``WebPage/html``, `GET /listkit.js` with ``WebPage/script``
/// and `GET /listkit.css` with ``WebPage/style``; any other path is not found. The page opens a
/// WebSocket to `/session` on its own host, and each such connection gets a ``WebSession`` of its
/// own, made by the server's `makeSession` on the main actor: the page's messages go to
/// ``WebSession/receive(_:)-(String)``, what the session sends goes back as text frames, and when the
/// connection closes the session is closed and let go. Several tabs are several sessions.
///
/// A WebSocket whose `Origin` header names another site is refused, so that no other page the
/// browser shows can drive a session. A binary message, a message that is not UTF-8 and a message
/// over ``maximumMessageBytes`` are dropped with a log line, and the connection goes on; a single
/// frame over four times that size is refused by the WebSocket decoder, which closes the
/// connection.
public struct WebServer: Sendable {
  /// The address the server binds: `127.0.0.1` by default, so that only this machine reaches it.
  public let host: String
  /// The port the server binds; 0 asks the system for a free one, which
  /// `onServerRunning` is given.
  public let port: Int
  /// The largest message a page may send, in bytes; larger ones are dropped with a log line.
  public let maximumMessageBytes: Int
  /// The most sessions open at once; a tab past it is told so (its WebSocket closes with 1013,
  /// try again later, and the page shows the reason) and gets none.
  public let maximumSessions: Int
  /// How long, in seconds, a connection may send no whole request before it is closed: an idle
  /// keep-alive connection, or one that never finished its request's headers.
  public let idleTimeout: TimeInterval
  /// How often, in seconds, the server pings each WebSocket; a page that does not answer before
  /// the next ping is taken for gone and its session closed.
  public let pingInterval: TimeInterval
  /// The most messages a page may have waiting for its session: the server reads a page's
  /// messages as they come and its session takes them on the main actor, which every session
  /// shares; a page that sends faster than that loses the excess, with a log line, and what is
  /// still waiting when the page goes is dropped.
  public let maximumQueuedMessages: Int
  /// The most connections held at once, or `nil` for the process's limit of open files less
  /// 128 (at least 16), read when the server starts. Past it, the oldest connections that have
  /// not finished their first request's headers are closed to make room, with a log line, so
  /// that idle and half-open connections cannot keep a new tab from loading.
  public let maximumConnections: Int?
  /// The most bytes a session's lists may hold, or `nil` for no bound: a session's collection
  /// views, their layouts, and the section controllers and section maps of the list adapters
  /// that feed them (the app's own models are not counted). A session measures them after a
  /// frame that changed its page, at most once a second, and logs what they hold when it first
  /// reaches 16 MB, each time it doubles, and when the session closes. A session past the bound
  /// is closed: its WebSocket closes with 1008 and the page shows why. With
  /// ``maximumSessions``, it bounds what the sessions' lists hold together.
  public let maximumSessionMemory: Int?

  let makeSession: @MainActor @Sendable () -> WebSession
  let log: @Sendable (String) -> Void
  let onServerRunning: @Sendable (_ port: Int) async -> Void
  let registry: WebSessionRegistry

  /// Creates a server on `host` and `port` whose tabs each get a session that `makeSession`
  /// makes.
  ///
  /// - Parameters:
  ///   - host: The address to bind; `127.0.0.1` by default.
  ///   - port: The port to bind; 8080 by default, 0 for any free port.
  ///   - maximumMessageBytes: The largest message a page may send; the sessions' default
  ///     (``WebSessionOptions/maximumMessageBytes``) by default.
  ///   - maximumSessions: The most sessions open at once; 64 by default.
  ///   - idleTimeout: How long a connection may send no whole request; 30 seconds by default.
  ///   - pingInterval: How often each WebSocket is pinged; 30 seconds by default.
  ///   - maximumQueuedMessages: The most messages a page may have waiting for its session; 256
  ///     by default.
  ///   - maximumConnections: The most connections held at once; by default, `nil`, the
  ///     process's limit of open files less 128.
  ///   - maximumSessionMemory: The most bytes a session's lists may hold; 256 MB by default
  ///     (a list of 100,000 one-row sections holds about 70 MB), `nil` for no bound.
  ///   - makeSession: Makes the session of a new connection, on the main actor.
  ///   - log: Takes the server's log lines: sessions opened and closed, refused connections,
  ///     dropped messages, and the HTTP server's warnings and errors. Control and format
  ///     characters in a line, which a page's message may carry, come written as `\u{1B}`, so
  ///     that no line moves the cursor or retitles the terminal it is printed to.
  ///   - onServerRunning: Called once the server listens, with the port it bound.
  public init(
    host: String = "127.0.0.1", port: Int = 8080,
    maximumMessageBytes: Int = WebSessionOptions().maximumMessageBytes,
    maximumSessions: Int = 64, idleTimeout: TimeInterval = 30, pingInterval: TimeInterval = 30,
    maximumQueuedMessages: Int = 256, maximumConnections: Int? = nil,
    maximumSessionMemory: Int? = 256_000_000,
    makeSession: @escaping @MainActor @Sendable () -> WebSession,
    log: @escaping @Sendable (String) -> Void = { _ in },
    onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) {
    self.host = host
    self.port = port
    self.maximumMessageBytes = max(1, maximumMessageBytes)
    self.maximumSessions = max(1, maximumSessions)
    self.idleTimeout = max(0.001, idleTimeout)
    self.pingInterval = max(0.001, pingInterval)
    self.maximumQueuedMessages = max(1, maximumQueuedMessages)
    self.maximumConnections = maximumConnections.map { max(1, $0) }
    self.maximumSessionMemory = maximumSessionMemory.map { max(0, $0) }
    self.makeSession = makeSession
    // What pages send reaches the log: its control characters are escaped.
    self.log = { log(LogLineEscaping.escaped($0)) }
    self.onServerRunning = onServerRunning
    self.registry = WebSessionRegistry(host: host, port: port)
  }

  /// The number of sessions open now: one for each connected tab.
  @MainActor public var openSessionCount: Int { registry.count }

  /// Serves until the task running it is cancelled, or the process gets SIGINT (Ctrl-C) or
  /// SIGTERM; then it stops listening, closes every session's connection and returns.
  ///
  /// - Throws: The error binding the address, such as a port already in use.
  public func run() async throws {
    let logger = Logger(label: "ListKitWeb") { [log] _ in WebServerLogHandler(forward: log) }
    // The server takes SIGINT and SIGTERM itself, to tell the pages it is going away (1001)
    // before the graceful shutdown closes their WebSockets.
    var configuration = ServiceGroupConfiguration(
      services: [makeApplication(logger: logger)], logger: logger)
    // A page that does not answer the WebSocket's closing handshake does not hold up quitting.
    configuration.maximumGracefulShutdownDuration = .seconds(3)
    let group = ServiceGroup(configuration: configuration)
    let registry = self.registry
    let stop: @Sendable () async -> Void = {
      await registry.sayGoingAway()
      await group.triggerGracefulShutdown()
    }
    // Not cancelled with this task: a cancellation stops it as a signal does, pages told first.
    let running = Task { try await group.run() }
    let signals = Task {
      for await _ in await UnixSignalsSequence(trapping: .sigint, .sigterm) { await stop() }
    }
    defer { signals.cancel() }
    try await withTaskCancellationHandler {
      try await running.value
    } onCancel: {
      Task { await stop() }
    }
  }

  /// Serves, as ``run()`` does, on the main run loop (`MainRunLoop`), and returns when the server
  /// stops: on Ctrl-C or SIGTERM. While it serves, the main queue, main-actor tasks and timers
  /// run as in a UIKit app, and each session draws what a turn of the loop changed. Call it from
  /// the program's main code on the main thread.
  ///
  /// It raises the process's soft limit of open files to the hard one first, so that idle
  /// connections do not use up the descriptors new tabs need.
  ///
  /// After Ctrl-C or SIGTERM the server stops listening and closes its sessions' WebSockets
  /// (1001, going away); it returns once they are closed, and within
  /// ``shutdownDeadline`` whatever the clients do: a connection that never finished its request,
  /// or a page that does not answer the closing handshake, is left to the process's exit. A
  /// second Ctrl-C returns at once.
  ///
  /// - Throws: The error binding the address, such as a port already in use.
  @MainActor public func serve() throws {
    // The program's own server: idle connections must not use up the descriptors new tabs need.
    OpenFileLimit.raiseToHardLimit()
    let outcome = ServeOutcome()
    let watchdog = ShutdownWatchdog(deadline: Self.shutdownDeadline, log: log) {
      if outcome.result == nil { outcome.result = .success(()) }
      MainRunLoop.shared.stop()
    }
    defer { watchdog.cancel() }
    Task { @MainActor in
      do {
        try await run()
        outcome.result = .success(())
      } catch {
        outcome.result = .failure(error)
      }
      MainRunLoop.shared.stop()
    }
    MainRunLoop.shared.run { outcome.result != nil }
    try outcome.result?.get()
  }

  /// The longest ``serve()`` takes to return after Ctrl-C or SIGTERM, in seconds.
  public static let shutdownDeadline: TimeInterval = 1.5

  func makeApplication(logger: Logger) -> some ApplicationProtocol {
    let router = Router(options: .autoGenerateHeadEndpoints)
    router.add(middleware: PageSecurityMiddleware(registry: registry, log: log))
    router.get("/") { _, _ in Self.response(WebPage.html, type: "text/html; charset=utf-8") }
    router.get("/listkit.js") { _, _ in
      Self.response(WebPage.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/listkit.css") { _, _ in
      Self.response(WebPage.style, type: "text/css; charset=utf-8")
    }
    // The images the sessions' image views show, registered as they are shown.
    router.get("/image/:key") { _, context in
      guard let key = context.parameters.get("key"),
        let image = ImageStore.shared.image(forKey: key)
      else {
        return Response(
          status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
          body: ResponseBody(byteBuffer: ByteBuffer(string: "No such image.\n")))
      }
      return Response(
        status: .ok,
        headers: [.contentType: image.mimeType, .cacheControl: "private, max-age=3600"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }
    let registry = self.registry
    let log = self.log
    let makeSession = self.makeSession
    let limit = maximumMessageBytes
    let sessionLimit = maximumSessions
    let queueLimit = maximumQueuedMessages
    let memoryLimit = maximumSessionMemory
    let webSocket = WebSocketServerConfiguration(
      maxFrameSize: limit > Int.max / 4 ? Int.max : limit * 4,
      autoPing: .enabled(timePeriod: .milliseconds(Int64(pingInterval * 1000))),
      closeTimeout: .seconds(2))
    let http1 = HTTP1Channel.Configuration(
      idleTimeout: .milliseconds(Int64(idleTimeout * 1000)))
    let configuration = HTTP1WebSocketUpgradeChannel.Configuration(http1: http1, ws: webSocket)
    let deadline = TimeAmount.milliseconds(Int64(idleTimeout * 1000))
    let budget = ConnectionBudget(
      maximum: maximumConnections ?? max(16, (OpenFileLimit.current() ?? 1024) - 128))
    // Each connection must finish its first request's headers in time, and a WebSocket's frames
    // must be masked (see ConnectionGuardChannel); then HTTP's idle timeout or the WebSocket's
    // pings take over.
    let server = HTTPServerBuilder { responder in
      ConnectionGuardChannel(
        base: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: configuration) {
          request, _, _ in
          guard request.path?.split(separator: "?").first == "/session" else {
            return .dontUpgrade
          }
          guard let host = request.authority, await registry.allows(host: host) else {
            log("refused a WebSocket for host \(request.authority ?? "none")")
            return .dontUpgrade
          }
          let origin = request.headerFields[.origin]
          guard await registry.allows(origin: origin) else {
            log("refused a WebSocket from \(origin ?? "no origin")")
            return .dontUpgrade
          }
          return .upgrade([:]) { inbound, outbound, _ in
            await WebSocketConnection(
              registry: registry, makeSession: makeSession, maximumMessageBytes: limit,
              maximumSessions: sessionLimit, maximumQueuedMessages: queueLimit,
              maximumSessionMemory: memoryLimit, log: log
            ).serve(inbound: inbound, outbound: outbound)
          }
        },
        deadline: deadline, budget: budget, log: log)
    }
    return Application(
      router: router,
      server: server,
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { [onServerRunning] channel in
        let port = channel.localAddress?.port ?? 0
        await registry.setBoundPort(port)
        await onServerRunning(port)
      },
      logger: logger)
  }

  /// A page, script or style sheet that is never cached, so that a rebuilt server's page loads.
  private static func response(_ text: String, type: String) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: type, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}

/// How ``WebServer/serve()``'s server task ended.
@MainActor
private final class ServeOutcome {
  var result: Result<Void, any Error>?
}
